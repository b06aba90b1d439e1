import { JOB_CODES, JOB_GROUPS, OCCUPATION_STATUS, VISIT_PURPOSES } from '@sidecamp/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../modules/auth/auth.tables';
import { proProfiles } from '../modules/chat/chat.tables';
import { createTestApp, type TestApp } from '../test/testApp';
import { DEMO_PASSWORD, DEMO_PEOPLE, demoEmailOf } from './people.seed';
import { type SeedResult, seedDatabase } from './seed';
import { isDatabaseEmpty } from './seeder';

// One seeded database for the file: seeding is the slow part, every test reads it.
let t: TestApp;
let firstRun: SeedResult;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  expect(await isDatabaseEmpty(t.database.db)).toBe(true);
  firstRun = await seedDatabase(t.database.db);
}, 180_000);
afterAll(() => t.close());

describe('seed', () => {
  it('fills an empty database with people whose codes are valid', async () => {
    expect(firstRun.seeded).toBe(true);
    expect(firstRun.summary[0]).toMatch(new RegExp(`^people: ${DEMO_PEOPLE.length} people`));
    const people = await t.database.db.select().from(users);
    expect(people).toHaveLength(DEMO_PEOPLE.length);
    for (const person of people) {
      expect(JOB_GROUPS.isCode(person.mainJob)).toBe(true);
      expect(JOB_CODES.isCode(person.mainJobDetail)).toBe(true);
      expect(person.mainJobDetail?.slice(0, 2)).toBe(person.mainJob);
      expect(OCCUPATION_STATUS.isCode(person.occupationStatus)).toBe(true);
      expect(VISIT_PURPOSES.isCode(person.visitPurpose)).toBe(true);
    }
    // Every visit purpose and every job group is represented.
    expect(new Set(people.map((person) => person.visitPurpose)).size).toBe(VISIT_PURPOSES.codes.length);
    expect(new Set(people.map((person) => person.mainJob)).size).toBe(JOB_GROUPS.codes.length);
  });

  it('gives seeded projects goals and tasks their members see, and demo people to-dos', async () => {
    expect(firstRun.summary.find((line) => line.startsWith('workspace:'))).toMatch(
      /^workspace: \d+ goals, \d+ tasks/,
    );
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: demoEmailOf(DEMO_PEOPLE[0]!.nickname), password: DEMO_PASSWORD },
    });
    const cookie = `sidecamp_session=${login.cookies.find((c) => c.name === 'sidecamp_session')?.value}`;
    const mine = await t.app.inject({ method: 'GET', url: '/api/me/todos', headers: { cookie } });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().todos.length).toBeGreaterThan(0);
    expect(mine.json().tasks.length).toBeGreaterThan(0);
    const { projectNo } = mine.json().tasks[0];
    const board = await t.app.inject({
      method: 'GET',
      url: `/api/projects/${projectNo}/tasks`,
      headers: { cookie },
    });
    expect(new Set(board.json().items.map((task: { stage: string }) => task.stage))).toEqual(
      new Set(['01', '02', '03', '04']),
    );
  });

  it('fills the lounge: every category, polls with votes, replies, magazines, notes and their feed items', async () => {
    expect(firstRun.summary.find((line) => line.startsWith('lounge:'))).toMatch(
      /^lounge: \d+ posts in 13 of 13 categories \(2 polls, \d+ votes\), \d+ replies/,
    );
    // Nothing waits in the outbox for the feed: the seeded announcements were delivered.
    await t.events.drain();
    const lounge = await t.app.inject({ method: 'GET', url: '/api/lounge/feed?limit=50' });
    const items = lounge.json().items as Array<{ AUTO_CODE: string | null; category: string | null }>;
    expect(new Set(items.map((item) => item.AUTO_CODE)).has('S001')).toBe(true);
    expect(new Set(items.map((item) => item.AUTO_CODE)).has('U008')).toBe(true);
    // Each demo pro is announced once (U010), on their own timeline.
    const pros = await t.database.db.select({ userNo: proProfiles.userNo }).from(proProfiles);
    expect(pros.length).toBeGreaterThan(0);
    for (const pro of pros) {
      const own = await t.app.inject({ method: 'GET', url: `/api/users/${pro.userNo}/feed?limit=50` });
      const codes = (own.json().items as Array<{ AUTO_CODE: string | null }>).map((item) => item.AUTO_CODE);
      expect(codes.filter((code) => code === 'U010')).toHaveLength(1);
    }
    const polls = await t.app.inject({ method: 'GET', url: '/api/lounge/feed?category=08' });
    const poll = polls.json().items[0];
    const post = await t.app.inject({ method: 'GET', url: `/api/lounge/posts/${poll.target.id}` });
    expect(post.json().poll.totalVotes).toBeGreaterThan(0);
    const side = await t.app.inject({ method: 'GET', url: '/api/lounge/side' });
    expect(side.json().popular.length).toBeGreaterThan(0);
  });

  it('leaves a filled database alone', async () => {
    const second = await seedDatabase(t.database.db);
    expect(second.seeded).toBe(false);
    const [count] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(users);
    expect(count?.n).toBe(DEMO_PEOPLE.length);
  });

  it('makes demo accounts that log in with the documented password and have followers', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: demoEmailOf(DEMO_PEOPLE[0]!.nickname), password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const profile = await t.app.inject({ method: 'GET', url: `/api/profiles/${res.json().user.no}` });
    expect(profile.json().counts.followers).toBeGreaterThan(0);
  });

  it('gives demo people visits and activity, so their trust levels run from New to Member', async () => {
    const people = await t.database.db.select({ no: users.no }).from(users);
    const levels = await Promise.all(
      people.map(async (person) => {
        const profile = await t.app.inject({ method: 'GET', url: `/api/profiles/${person.no}` });
        return profile.json().trustLevel as number;
      }),
    );
    expect(new Set(levels)).toEqual(new Set([0, 1, 2]));
  });
});
