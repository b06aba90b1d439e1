import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors';
import { registerUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/testApp';
import { holdPoints, releaseHold, settleHold } from './points.holds';
import { withIdempotency } from './points.idempotency';
import { accountOf, ledgerSum, writeEntry } from './points.ledger';
import { pointEntries } from './points.tables';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
});
afterAll(() => t.close());

const db = () => t.database.db;
const grant = (userNo: number, points: number, id: string | number = Math.random()) =>
  writeEntry(db(), { userNo, code: 'I99', points, cause: { type: 'test', id } });
const spend = (userNo: number, points: number, id: string | number = Math.random()) =>
  writeEntry(db(), { userNo, code: 'D21', points, cause: { type: 'spend', id } });

async function expectConsistent(userNo: number) {
  const account = await accountOf(db(), userNo);
  expect(account.balance).toBe(await ledgerSum(db(), userNo));
  expect(account.balance).toBeGreaterThanOrEqual(0);
  return account.balance;
}

describe('ledger', () => {
  it('keeps the cached balance equal to the sum of entries and credits a cause once', async () => {
    const user = await registerUser(t.app);
    const before = await expectConsistent(user.no);
    expect((await grant(user.no, 7, 'once')).written).toBe(true);
    expect((await grant(user.no, 7, 'once')).written).toBe(false);
    expect(await expectConsistent(user.no)).toBe(before + 7);
    await spend(user.no, 3);
    expect(await expectConsistent(user.no)).toBe(before + 4);
  });

  it('refuses a spend that would overdraw with INSUFFICIENT_POINTS and writes nothing', async () => {
    const user = await registerUser(t.app);
    const balance = await expectConsistent(user.no);
    const attempt = spend(user.no, balance + 1);
    await expect(attempt).rejects.toBeInstanceOf(AppError);
    await expect(attempt).rejects.toMatchObject({ code: 'INSUFFICIENT_POINTS' });
    expect(await expectConsistent(user.no)).toBe(balance);
  });

  it('clamps a reversal at zero when the points were already spent', async () => {
    const user = await registerUser(t.app);
    const start = await expectConsistent(user.no);
    if (start > 0) await spend(user.no, start);
    await grant(user.no, 5, 'spent-later');
    await spend(user.no, 4);
    const reversal = await writeEntry(
      db(),
      { userNo: user.no, code: 'D19', points: 5, cause: { type: 'test', id: 'spent-later' } },
      'clamp',
    );
    expect(reversal.amount).toBe(-1);
    expect(await expectConsistent(user.no)).toBe(0);
  });

  it('refuses UPDATE, DELETE and TRUNCATE of ledger rows in the database itself', async () => {
    const user = await registerUser(t.app);
    await grant(user.no, 1, 'immutable');
    // Drizzle wraps the driver's error; the trigger's message is its cause.
    const refusal = async (run: () => Promise<unknown>) => {
      const error = await run().then(
        () => null,
        (caught: unknown) => caught as Error & { cause?: Error },
      );
      return `${error?.message} ${error?.cause?.message ?? ''}`;
    };
    expect(
      await refusal(() =>
        db().update(pointEntries).set({ amount: 1000 }).where(eq(pointEntries.userNo, user.no)),
      ),
    ).toMatch(/append-only: UPDATE refused/);
    expect(await refusal(() => db().delete(pointEntries).where(eq(pointEntries.userNo, user.no)))).toMatch(
      /append-only: DELETE refused/,
    );
    expect(await refusal(() => db().execute(sql`truncate point_entries`))).toMatch(
      /append-only: TRUNCATE refused/,
    );
    await expectConsistent(user.no);
  });

  it('accepts exactly 100 of 200 concurrent spends against a balance of 100, leaving 0', async () => {
    const user = await registerUser(t.app);
    const start = await expectConsistent(user.no);
    await grant(user.no, 100 - start + 0, 'race-fund');
    expect(await expectConsistent(user.no)).toBe(100);
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, index) =>
        withIdempotency(
          db(),
          { userNo: user.no, key: `race-${index}-key`, scope: 'test.spend', request: { index } },
          (tx) =>
            writeEntry(tx, { userNo: user.no, code: 'D21', points: 1, cause: { type: 'race', id: index } }),
        ),
      ),
    );
    const accepted = results.filter((result) => result.status === 'fulfilled');
    const refused = results.filter(
      (result) => result.status === 'rejected' && (result.reason as AppError).code === 'INSUFFICIENT_POINTS',
    );
    expect(accepted).toHaveLength(100);
    expect(refused).toHaveLength(100);
    expect(await expectConsistent(user.no)).toBe(0);
  }, 60_000);
});

describe('idempotency keys', () => {
  it('replays the same request and refuses the same key with another body', async () => {
    const user = await registerUser(t.app);
    await grant(user.no, 10, 'idem-fund');
    const run = (points: number) =>
      withIdempotency(
        db(),
        { userNo: user.no, key: 'spend-key-1', scope: 'test.spend', request: { points } },
        async (tx) => {
          const result = await writeEntry(tx, {
            userNo: user.no,
            code: 'D21',
            points,
            cause: { type: 'idem', id: 'spend-key-1' },
          });
          return { balance: result.balance };
        },
      );
    const first = await run(2);
    const again = await run(2);
    expect(first.replayed).toBe(false);
    expect(again).toEqual({ result: first.result, replayed: true });
    await expect(run(3)).rejects.toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect((await accountOf(db(), user.no)).balance).toBe(first.result.balance);
  });
});

describe('holds for pro-chat bookings', () => {
  it('holds from the user, settles to the pro once, and never both settles and releases', async () => {
    const user = await registerUser(t.app);
    const pro = await registerUser(t.app);
    await grant(user.no, 20, 'hold-fund');
    const userStart = (await accountOf(db(), user.no)).balance;
    const proStart = (await accountOf(db(), pro.no)).balance;
    const cause = { type: 'proChatReservation', id: 1001 };
    const hold = await holdPoints(db(), { userNo: user.no, beneficiaryNo: pro.no, amount: 15, cause });
    expect((await holdPoints(db(), { userNo: user.no, beneficiaryNo: pro.no, amount: 15, cause })).id).toBe(
      hold.id,
    );
    expect((await accountOf(db(), user.no)).balance).toBe(userStart - 15);
    expect((await settleHold(db(), cause)).status).toBe('settled');
    expect((await releaseHold(db(), cause)).status).toBe('settled');
    expect((await settleHold(db(), cause)).status).toBe('settled');
    expect((await accountOf(db(), pro.no)).balance).toBe(proStart + 15);
    expect((await accountOf(db(), user.no)).balance).toBe(userStart - 15);
    await expectConsistent(user.no);
    await expectConsistent(pro.no);
  });

  it('releases back to the user on a pro no-show, and refuses a hold the user cannot pay', async () => {
    const user = await registerUser(t.app);
    const pro = await registerUser(t.app);
    const start = (await accountOf(db(), user.no)).balance;
    const cause = { type: 'proChatReservation', id: 1002 };
    await expect(
      holdPoints(db(), { userNo: user.no, beneficiaryNo: pro.no, amount: start + 1, cause }),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_POINTS' });
    await grant(user.no, 5, 'hold-fund-2');
    await holdPoints(db(), { userNo: user.no, beneficiaryNo: pro.no, amount: 5, cause });
    expect((await releaseHold(db(), cause)).status).toBe('released');
    expect((await accountOf(db(), user.no)).balance).toBe(start + 5);
    await expect(releaseHold(db(), { type: 'proChatReservation', id: 9999 })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expectConsistent(user.no);
  });
});

describe('the wallet history', () => {
  it('pages through every entry once, newest first, and filters by direction', async () => {
    const user = await registerUser(t.app);
    await t.events.drain();
    for (let i = 0; i < 5; i += 1)
      await writeEntry(t.database.db, {
        userNo: user.no,
        code: 'I99',
        points: i + 1,
        cause: { type: 'test', id: `history-${user.no}-${i}` },
      });
    const page = (cursor?: string) =>
      t.app
        .inject({
          method: 'GET',
          url: `/api/points/history?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
          headers: { cookie: user.cookie },
        })
        .then((res) => res.json() as { items: { id: number; amount: number }[]; nextCursor: string | null });
    const seen: { id: number; amount: number }[] = [];
    let cursor: string | undefined;
    do {
      const next = await page(cursor);
      seen.push(...next.items);
      cursor = next.nextCursor ?? undefined;
    } while (cursor);
    const all = await t.database.db
      .select({ id: pointEntries.id })
      .from(pointEntries)
      .where(eq(pointEntries.userNo, user.no));
    expect(seen.map((entry) => entry.id)).toEqual(all.map((entry) => entry.id).sort((a, b) => b - a));
    expect(seen.slice(0, 5).map((entry) => entry.amount)).toEqual([5, 4, 3, 2, 1]);
    const income = await t.app.inject({
      method: 'GET',
      url: '/api/points/history?direction=income&limit=50',
      headers: { cookie: user.cookie },
    });
    expect(income.json().items).toHaveLength(all.length);
  });
});
