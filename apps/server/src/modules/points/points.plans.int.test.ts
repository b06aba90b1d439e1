import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../events/catalog';
import { registerUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/testApp';
import { accountOf } from './points.ledger';
import { levelUpListener } from './points.listeners';
import { consumeAiCredit, planStatus, prepareWalletRead, startPaidPlan } from './points.plans';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
});
afterAll(() => t.close());

describe('AI credits per plan period', () => {
  it('Free has 5 a month: the 6th is refused, a retried reference is charged once, next month renews', async () => {
    const user = await registerUser(t.app);
    const db = t.database.db;
    const now = new Date('2026-11-22T10:00:00Z');
    for (let i = 1; i <= 5; i += 1) {
      expect(
        await consumeAiCredit(db, { userNo: user.no, purpose: 'analysis', reference: `a${i}`, now }),
      ).toEqual({
        charged: true,
        creditsLeft: 5 - i,
      });
    }
    expect(await consumeAiCredit(db, { userNo: user.no, purpose: 'analysis', reference: 'a5', now })).toEqual(
      {
        charged: false,
        creditsLeft: 0,
      },
    );
    await expect(
      consumeAiCredit(db, { userNo: user.no, purpose: 'analysis', reference: 'a6', now }),
    ).rejects.toMatchObject({ code: 'AI_CREDITS_EXHAUSTED' });
    const status = await planStatus(db, user.no, now);
    expect(status).toMatchObject({ planType: 'Free', creditsLeft: 0, periodEnd: '2026-12-01T00:00:00.000Z' });
    const december = new Date('2026-12-02T10:00:00Z');
    expect(
      (await consumeAiCredit(db, { userNo: user.no, purpose: 'analysis', reference: 'a6', now: december }))
        .charged,
    ).toBe(true);
  });

  it('Light gives 20 for its 30 days, then the Free month applies again', async () => {
    const user = await registerUser(t.app);
    const db = t.database.db;
    const bought = new Date('2026-11-10T00:00:00Z');
    await startPaidPlan(db, {
      userNo: user.no,
      planType: 'Light',
      paymentId: crypto.randomUUID(),
      now: bought,
    });
    const during = new Date('2026-11-20T00:00:00Z');
    await consumeAiCredit(db, { userNo: user.no, purpose: 'analysis', reference: 'x', now: during });
    expect(await planStatus(db, user.no, during)).toMatchObject({
      planType: 'Light',
      creditsTotal: 20,
      creditsLeft: 19,
      endsAt: '2026-12-10T00:00:00.000Z',
      exportFeature: true,
    });
    const after = new Date('2026-12-11T00:00:00Z');
    expect(await planStatus(db, user.no, after)).toMatchObject({
      planType: 'Free',
      creditsTotal: 5,
      endsAt: null,
    });
  });

  it("the wallet's one-statement read answers as planStatus does, and creates a month's Free period", async () => {
    const db = t.database.db;
    const walletRead = prepareWalletRead(db);
    const newcomer = await registerUser(t.app);
    const january = new Date('2027-01-15T00:00:00Z');
    // No Free period for January yet: the read creates it, as planStatus would.
    const first = await walletRead(newcomer.no, january);
    expect(first.plan).toMatchObject({ planType: 'Free', creditsTotal: 5, creditsLeft: 5 });
    expect(first.plan).toEqual(await planStatus(db, newcomer.no, january));
    expect((await walletRead(newcomer.no, january)).plan).toEqual(first.plan);

    const buyer = await registerUser(t.app);
    const bought = new Date('2027-02-01T00:00:00Z');
    await startPaidPlan(db, {
      userNo: buyer.no,
      planType: 'Light',
      paymentId: crypto.randomUUID(),
      now: bought,
    });
    const during = new Date('2027-02-10T00:00:00Z');
    await consumeAiCredit(db, { userNo: buyer.no, purpose: 'analysis', reference: 'w', now: during });
    for (const at of [during, new Date('2027-03-05T00:00:00Z')]) {
      const read = await walletRead(buyer.no, at);
      expect(read.plan).toEqual(await planStatus(db, buyer.no, at));
    }
    expect((await walletRead(buyer.no, during)).plan).toMatchObject({ planType: 'Light', creditsLeft: 19 });
    // The sign-up points, once the outbox has delivered them, as the ledger's account says.
    await t.events.drain();
    const account = await accountOf(db, buyer.no);
    expect(account.balance).toBeGreaterThan(0);
    expect(await walletRead(buyer.no, during)).toMatchObject({
      balance: account.balance,
      experience: account.experience,
    });
  });
});

describe('level-up notice', () => {
  it('emits levelUp to the person’s own room', async () => {
    const emitted: unknown[][] = [];
    const listener = levelUpListener({
      attach: () => undefined,
      onConnection: () => undefined,
      emitToRoom: (...args: unknown[]) => void emitted.push(args),
    } as never);
    const event: DomainEvent = {
      id: 1,
      type: 'points.levelUp',
      payload: { userNo: 42, level: 3 },
      actorNo: 42,
      occurredAt: new Date(),
    };
    await t.database.db.transaction((tx) => listener.handle(event, tx));
    expect(emitted).toEqual([['user:42', 'levelUp', { level: 3 }]]);
  });
});
