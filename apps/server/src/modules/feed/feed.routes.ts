import {
  ZCursorQuery,
  ZFeedPage,
  ZFeedQuery,
  ZPostIdParams,
  ZProjectNoParams,
  ZUserNoParams,
} from '@sidecamp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userOf } from '../auth';
import type { FeedService } from './feed.service';

const WHO = {
  anyone:
    'Anyone. Drafts answer 404 to all but their author; hidden posts to all but their author and admins; posts of an approval group to non-members.',
  loggedIn: 'Logged-in users (401 otherwise).',
} as const;

/**
 * The timelines: the lounge's, the following one, a person's, a project's (tagged `lounge`) and a
 * group's (tagged `groups`), as the API documentation has always grouped them.
 */
export function feedRoutes(deps: { feed: FeedService }): FastifyPluginAsyncZod {
  const { feed } = deps;
  return async (app) => {
    const viewerOf = app.viewerOf;
    const mine = { preHandler: app.requireUser };

    app.get(
      '/lounge/feed',
      {
        schema: {
          tags: ['lounge'],
          summary: 'Lounge timeline',
          description: `Everything outside groups, newest first; \`category\` keeps the posts of one category. Hidden content never appears. ${WHO.anyone}`,
          querystring: ZFeedQuery,
          response: { 200: ZFeedPage },
        },
      },
      async (request) => feed.lounge(await viewerOf(request), request.query),
    );
    app.get(
      '/lounge/feed/following',
      {
        ...mine,
        schema: {
          tags: ['lounge'],
          summary: 'Following timeline',
          description: `Items by the people and about the projects the caller follows, newest first. ${WHO.loggedIn}`,
          querystring: ZCursorQuery,
          response: { 200: ZFeedPage },
        },
      },
      async (request) => feed.following(userOf(request), request.query),
    );
    app.get(
      '/users/:no/feed',
      {
        schema: {
          tags: ['lounge'],
          summary: "A person's timeline",
          description: 'Items by the person, newest first. Anyone; 404 for an unknown person.',
          params: ZUserNoParams,
          querystring: ZCursorQuery,
          response: { 200: ZFeedPage },
        },
      },
      async (request) => feed.person(await viewerOf(request), request.params.no, request.query),
    );
    app.get(
      '/projects/:no/feed',
      {
        schema: {
          tags: ['lounge'],
          summary: "A project's timeline",
          description:
            'Items about the project, newest first. Anyone; 404 for an unknown project or a draft.',
          params: ZProjectNoParams,
          querystring: ZCursorQuery,
          response: { 200: ZFeedPage },
        },
      },
      async (request) => feed.project(await viewerOf(request), request.params.no, request.query),
    );
    app.get(
      '/groups/:id/feed',
      {
        schema: {
          tags: ['groups'],
          summary: 'Group feed',
          description:
            'Posts written in the group, newest first. Open groups: anyone; approval groups: members (401/403).',
          params: ZPostIdParams,
          querystring: ZCursorQuery,
          response: { 200: ZFeedPage },
        },
      },
      async (request) => feed.group(await viewerOf(request), request.params.id, request.query),
    );
  };
}
