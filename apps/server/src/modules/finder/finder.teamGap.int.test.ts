import {
  DEFAULT_MATCH_PREFERENCES,
  type TMatchPreferences,
  type TProfileUpdate,
  type TRegisterInput,
} from '@sidecamp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type TestUser } from '../../test/factories';
import { caller, expectError, fieldsOf } from '../../test/http';
import { applyTo, FRONTEND, publishedProject } from '../../test/projects';
import { createTestApp, RELAXED_RATE_LIMITS, type TestApp } from '../../test/testApp';
import { backfillSuggestions } from './finder.suggestions';
import { teamGapSuggestions } from './finder.tables';

let t: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp(RELAXED_RATE_LIMITS);
  call = caller(t);
});
afterAll(() => t.close());

async function person(account: Partial<TRegisterInput>, profile: TProfileUpdate = {}): Promise<TestUser> {
  // No sub job unless the test says so: the factory's default (a designer) would cover the gap under test.
  const user = await registerUser(t.app, { subJobDetail: null, ...account });
  const res = await call('PATCH', '/api/profiles/me', user, profile);
  expect(res.statusCode, res.body).toBe(200);
  return user;
}

type Candidates = {
  items: Array<{ person: { no: number }; explanation: string; gaps: Array<{ kind: string }> }>;
};
type Projects = { items: Array<{ project: { no: number }; explanation: string }> };

async function candidates(projectNo: number, leader: TestUser) {
  await t.events.drain();
  const res = await call('GET', `/api/projects/${projectNo}/suggested-candidates?limit=30`, leader);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as Candidates).items;
}

async function suggestedProjects(user: TestUser) {
  await t.events.drain();
  const res = await call('GET', '/api/me/suggested-projects?limit=30', user);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as Projects).items;
}

const prefs = (change: Partial<TMatchPreferences>): TMatchPreferences =>
  ({ ...DEFAULT_MATCH_PREFERENCES, ...change }) as TMatchPreferences;

/** An online web project led by a backend engineer, two frontend seats open, no designer. */
async function engineersProject() {
  const leader = await person({ mainJobDetail: '0406' }, { skillLevel: '03', techStacks: ['TypeScript'] });
  return publishedProject(t, {
    leader,
    project: { meetingMode: '01', workStyle: '01', techStacks: ['TypeScript', 'Figma'] },
    positions: [{ ...FRONTEND, headcount: 2 }],
  });
}

describe('team-gap suggestions', () => {
  it('rank a designer over a stronger backend engineer, and re-rank when a designer joins', async () => {
    const project = await engineersProject();
    const dee = await person(
      { mainJobDetail: '0301' },
      { skillLevel: '03', region: 'KR01', techStacks: ['Figma'] },
    );
    const ben = await person({ mainJobDetail: '0406' }, { skillLevel: '05', techStacks: ['TypeScript'] });
    const dan = await person({ mainJobDetail: '0301' }, { skillLevel: '03', techStacks: ['Figma'] });

    const before = await candidates(project.no, project.leader);
    const rankOf = (items: Candidates['items'], user: TestUser) =>
      items.findIndex((i) => i.person.no === user.no);
    expect(rankOf(before, dee)).toBeGreaterThanOrEqual(0);
    expect(rankOf(before, dee)).toBeLessThan(rankOf(before, ben));
    const deeRow = before[rankOf(before, dee)];
    expect(deeRow?.explanation).toBe(
      `Your team has no designer; ${dee.nickname} is a UI/UX designer, Intermediate, online`,
    );
    expect(deeRow?.gaps.map((gap) => gap.kind)).toEqual(['jobGroup', 'techStack', 'reach']);
    // The person sees the same gap on their home, said to them.
    expect((await suggestedProjects(dee)).find((item) => item.project.no === project.no)?.explanation).toBe(
      'The team has no designer',
    );

    // A designer joins: the gap closes, Dee adds nothing the team lacks, the engineer now leads.
    const applicationId = await applyTo(t, project, dan, 0);
    const approved = await call('POST', `/api/applications/${applicationId}/approve`, project.leader);
    expect(approved.statusCode, approved.body).toBe(200);
    const after = await candidates(project.no, project.leader);
    expect(rankOf(after, dee)).toBe(-1);
    expect(rankOf(after, dan)).toBe(-1);
    expect(rankOf(after, ben)).toBeGreaterThanOrEqual(0);
    expect((await suggestedProjects(dee)).some((item) => item.project.no === project.no)).toBe(false);
  });

  it('leave out a project that fails a must-have preference; a flexible one only ranks it lower', async () => {
    const project = await engineersProject();
    const pia = await person({ mainJobDetail: '0302' }, { skillLevel: '04' });
    const seen = async () =>
      (await candidates(project.no, project.leader)).some((i) => i.person.no === pia.no);
    expect(await seen()).toBe(true);

    const onSite = prefs({ workStyle: { importance: 'must', values: ['03'] } });
    const saved = await call('PUT', '/api/finder/preferences', pia, onSite);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call('GET', '/api/finder/preferences', pia)).json()).toEqual(onSite);
    expect(await seen()).toBe(false);
    expect((await suggestedProjects(pia)).some((item) => item.project.no === project.no)).toBe(false);

    await call(
      'PUT',
      '/api/finder/preferences',
      pia,
      prefs({ workStyle: { importance: 'flexible', values: ['03'] } }),
    );
    expect(await seen()).toBe(true);
    expect((await suggestedProjects(pia)).some((item) => item.project.no === project.no)).toBe(true);
  });

  it('are filled once for projects that predate them (a seeded demo), and only when the table is empty', async () => {
    const project = await engineersProject();
    const ida = await person({ mainJobDetail: '0304' }, { skillLevel: '03' });
    expect((await candidates(project.no, project.leader)).some((i) => i.person.no === ida.no)).toBe(true);
    expect(await backfillSuggestions(t.database.db)).toBe(0);
    await t.database.db.delete(teamGapSuggestions);
    expect(await candidates(project.no, project.leader)).toEqual([]);
    expect(await backfillSuggestions(t.database.db)).toBeGreaterThan(0);
    expect((await candidates(project.no, project.leader)).some((i) => i.person.no === ida.no)).toBe(true);
  });

  it('follow a profile change: someone who turns private is no longer suggested', async () => {
    const project = await engineersProject();
    const sol = await person({ mainJobDetail: '0303' }, { skillLevel: '02' });
    expect((await candidates(project.no, project.leader)).some((i) => i.person.no === sol.no)).toBe(true);
    await call('PATCH', '/api/profiles/me', sol, { visibility: 'private' });
    expect((await candidates(project.no, project.leader)).some((i) => i.person.no === sol.no)).toBe(false);
    expect(await suggestedProjects(sol)).toEqual([]);
  });
});

describe('who may read and change', () => {
  it('shows suggested teammates to the leader only', async () => {
    const project = await engineersProject();
    const member = await registerUser(t.app);
    const applicationId = await applyTo(t, project, member, 0);
    await call('POST', `/api/applications/${applicationId}/approve`, project.leader);
    const stranger = await registerUser(t.app);
    const url = `/api/projects/${project.no}/suggested-candidates`;
    expectError(await call('GET', url), 401, 'UNAUTHENTICATED');
    expectError(await call('GET', url, member), 403, 'FORBIDDEN');
    expectError(await call('GET', url, stranger), 403, 'FORBIDDEN');
    expectError(
      await call('GET', '/api/projects/999999/suggested-candidates', project.leader),
      404,
      'NOT_FOUND',
    );
    expect(fieldsOf(await call('GET', `${url}?limit=500`, project.leader))).toEqual(['limit']);
    expectError(await call('GET', '/api/me/suggested-projects'), 401, 'UNAUTHENTICATED');
  });

  it('keeps preferences one’s own, validated field by field', async () => {
    const ann = await registerUser(t.app);
    const bob = await registerUser(t.app);
    const mine = prefs({ platform: { importance: 'must', values: ['02'] } });
    expectError(await call('GET', '/api/finder/preferences'), 401, 'UNAUTHENTICATED');
    expectError(await call('PUT', '/api/finder/preferences', undefined, mine), 401, 'UNAUTHENTICATED');
    expect((await call('PUT', '/api/finder/preferences', bob, mine)).statusCode).toBe(200);
    // Saving one's own never touches anyone else's.
    expect((await call('GET', '/api/finder/preferences', ann)).json()).toEqual(DEFAULT_MATCH_PREFERENCES);

    const bad = await call('PUT', '/api/finder/preferences', ann, {
      ...mine,
      workStyle: { importance: 'sometimes', values: [] },
      region: { importance: 'must', values: ['XX99'] },
    });
    expectError(bad, 400, 'VALIDATION_FAILED');
    expect(fieldsOf(bad).sort()).toEqual(['region.values.0', 'workStyle.importance']);
    const missing = await call('PUT', '/api/finder/preferences', ann, { region: mine.region });
    expect(missing.statusCode).toBe(400);
    expect(fieldsOf(missing)).toContain('stage');
  });

  it('limits how often preferences are saved', async () => {
    const limited = await createTestApp({ WRITE_RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const user = await registerUser(limited.app);
      const put = () =>
        limited.app.inject({
          method: 'PUT',
          url: '/api/finder/preferences',
          headers: { cookie: user.cookie },
          payload: DEFAULT_MATCH_PREFERENCES,
        });
      expect((await put()).statusCode).toBe(200);
      expect((await put()).statusCode).toBe(200);
      expectError(await put(), 429, 'RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });
});
