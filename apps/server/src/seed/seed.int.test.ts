import { JOB_CODES, JOB_GROUPS, OCCUPATION_STATUS, VISIT_PURPOSES } from '@sidecamp/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { users } from '../modules/auth/auth.tables';
import { createTestDatabase } from '../test/testDatabase';
import { DEMO_PEOPLE } from './people.seed';
import { seedDatabase } from './seed';
import { isDatabaseEmpty } from './seeder';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('seed', () => {
  it('fills an empty database once, with valid codes, and leaves a filled one alone', async () => {
    expect(await isDatabaseEmpty(database.db)).toBe(true);
    const first = await seedDatabase(database.db);
    expect(first.seeded).toBe(true);
    expect(first.summary[0]).toMatch(new RegExp(`^people: ${DEMO_PEOPLE.length} people`));

    const people = await database.db.select().from(users);
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

    const second = await seedDatabase(database.db);
    expect(second.seeded).toBe(false);
    const [count] = await database.db.select({ n: sql<number>`count(*)::int` }).from(users);
    expect(count?.n).toBe(DEMO_PEOPLE.length);
  });
});

describe('demo accounts', () => {
  it('log in with the documented password', async () => {
    const { createTestApp } = await import('../test/testApp');
    const { DEMO_PASSWORD, demoEmailOf } = await import('./people.seed');
    const t = await createTestApp();
    try {
      await seedDatabase(t.database.db);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: demoEmailOf(DEMO_PEOPLE[0]!.nickname), password: DEMO_PASSWORD },
      });
      expect(res.statusCode).toBe(200);
      const profile = await t.app.inject({ method: 'GET', url: `/api/profiles/${res.json().user.no}` });
      expect(profile.json().counts.followers).toBeGreaterThan(0);
    } finally {
      await t.close();
    }
  });
});
