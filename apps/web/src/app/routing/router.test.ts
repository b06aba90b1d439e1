import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { featureRoutes, routes } from './router';

/*
 * The addresses the app answered when the router was one file; every one must still be claimed by
 * exactly one feature, so moving routes between files can neither lose nor double an address.
 */
const EVERY_ADDRESS = [
  '(index)',
  'projects',
  'projects/:projectNo',
  'projects/new',
  'projects/:projectNo/edit',
  'projects/:projectNo/applications',
  'projects/:projectNo/workspace',
  'projects/mine',
  'projects/mine/applications',
  'projects/mine/invitations',
  'projects/mine/bookmarks',
  'todo',
  'quests',
  'people',
  'people/matches',
  'people/for-me',
  'lounge',
  'lounge/following',
  'lounge/write',
  'lounge/search',
  'lounge/posts/:postId',
  'lounge/posts/:postId/edit',
  'lounge/magazines',
  'lounge/magazines/:magazineId',
  'lounge/notes',
  'lounge/people/:userNo',
  'lounge/projects/:projectNo',
  'lounge/reports',
  'groups',
  'groups/:groupId',
  'chat',
  'chat/open',
  'chat/open/:roomId',
  'chat/pros',
  'chat/:roomId',
  'booths',
  'booths/ranking',
  'booths/best',
  'booths/new',
  'booths/launch',
  'booths/:boothId',
  'booths/:boothId/edit',
  'blueprint',
  'blueprint/:analysisId',
  'blueprint/cases/:analysisId',
  'u/:userNo',
  'u/:userNo/resume',
  'alarms',
  'settings',
  'settings/profile',
  'signup',
  'forgot-password',
  'reset-password',
  'welcome',
  'dev/mail',
  'support',
  'pricing',
  'points',
  'points/purchase',
  'points/history',
  'points/gift-cards',
  'levels',
  'trust',
  'checkout/sandbox/:sessionId',
  'privacy',
  'campaigns',
  'campaigns/new',
  'campaigns/:campaignId',
  'admin/campaigns',
  'admin',
  'admin/audit',
  'admin/approvals',
  'admin/content',
  'admin/reports',
  'admin/people',
  '*',
];

const children = routes[0]?.children ?? [];
const addressOf = (route: { index?: boolean; path?: string }) => (route.index ? '(index)' : route.path);

describe('the assembled router', () => {
  it('answers every address once, under the page shell', () => {
    expect(routes).toHaveLength(1);
    const addresses = children.map(addressOf);
    expect(new Set(addresses).size).toBe(addresses.length);
    expect([...addresses].sort()).toEqual([...EVERY_ADDRESS].sort());
  });

  it('keeps the not-found page last, outside every feature', () => {
    expect(children.at(-1)?.path).toBe('*');
    expect(featureRoutes.flat().some((route) => route.path === '*')).toBe(false);
  });

  it('starts the first requests of the server-rendered pages from their loaders', () => {
    const withLoader = children.filter((route) => route.loader).map(addressOf);
    expect(withLoader.sort()).toEqual(
      [
        '(index)',
        'admin',
        'booths',
        'booths/:boothId',
        'booths/ranking',
        'lounge',
        'lounge/posts/:postId',
        'people',
        'projects',
        'projects/:projectNo',
        'u/:userNo',
      ].sort(),
    );
  });

  it('sends /admin to the reports queue', async () => {
    const loader = children.find((route) => route.path === 'admin')?.loader;
    if (typeof loader !== 'function') throw new Error('/admin has no loader');
    const answer = (await (loader as () => Promise<Response> | Response)()) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get('Location')).toBe('/admin/reports');
  });

  it('prefers a fixed address over a parameter, whatever the order of the features', () => {
    const leaf = (url: string) => matchRoutes(routes, url)?.at(-1)?.route;
    expect(leaf('/booths/ranking')?.path).toBe('booths/ranking');
    expect(leaf('/projects/mine')?.path).toBe('projects/mine');
    expect(leaf('/chat/open')?.path).toBe('chat/open');
    expect(leaf('/booths/12')?.path).toBe('booths/:boothId');
    expect(leaf('/no/such/page')?.path).toBe('*');
  });
});
