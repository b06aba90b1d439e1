import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountOf, ledgerSum } from '../modules/points/points.ledger';
import { pointEntries } from '../modules/points/points.tables';
import { registerUser } from '../test/factories';
import { publishedProject } from '../test/projects';
import { createTestApp, type TestApp } from '../test/testApp';
import { pointsSeeder } from './points.seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
});
afterAll(() => t.close());

describe('points seeder', () => {
  it('credits people through the ledger: balances equal their entries, leaders and followed people earn more', async () => {
    const project = await publishedProject(t);
    const fan = await registerUser(t.app);
    const followed = await t.app.inject({
      method: 'POST',
      url: `/api/profiles/${project.leader.no}/follow`,
      headers: { cookie: fan.cookie },
    });
    expect(followed.statusCode, followed.body).toBeLessThan(300);
    const summary = await t.database.db.transaction((tx) => pointsSeeder.run(tx, {}));
    expect(summary).toMatch(/^\d+ ledger entries for \d+ people, \d+ pack purchases$/);
    for (const userNo of [project.leader.no, fan.no]) {
      const account = await accountOf(t.database.db, userNo);
      expect(account.balance).toBe(await ledgerSum(t.database.db, userNo));
      expect(account.balance).toBeGreaterThan(0);
    }
    const codesOf = async (userNo: number) =>
      (
        await t.database.db
          .select({ code: pointEntries.code })
          .from(pointEntries)
          .where(eq(pointEntries.userNo, userNo))
      ).map((row) => row.code);
    expect(await codesOf(project.leader.no)).toEqual(expect.arrayContaining(['I01', 'I04', 'I21', 'I28']));
    expect(await codesOf(fan.no)).toEqual(expect.arrayContaining(['I01', 'I04']));
    expect(await codesOf(fan.no)).not.toContain('I21');
  });
});
