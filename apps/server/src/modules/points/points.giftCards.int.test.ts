import { GIFT_CODE_PATTERN, normalGiftCode, ZGiftCard } from '@sidecamp/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type TestUser } from '../../test/factories';
import { expectError, fieldsOf } from '../../test/http';
import { createTestApp, RELAXED_RATE_LIMITS, type TestApp } from '../../test/testApp';
import { newGiftCode } from './points.giftCards';
import { giftCards } from './points.giftCards.tables';
import { accountOf, writeEntry } from './points.ledger';
import { pointEntries } from './points.tables';

let t: TestApp;
let buyer: TestUser;
let friend: TestUser;
let keys = 0;
const key = () => `gift-${process.pid}-${Date.now()}-${keys++}`;
const balanceOf = async (user: TestUser) => (await accountOf(t.database.db, user.no)).balance;

beforeAll(async () => {
  t = await createTestApp(RELAXED_RATE_LIMITS);
  buyer = await registerUser(t.app);
  friend = await registerUser(t.app);
  await t.events.drain();
});
afterAll(() => t.close());

const buy = (user: TestUser | undefined, points: unknown, idempotencyKey: string | null = key()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/gift-cards',
    headers: {
      ...(user ? { cookie: user.cookie } : {}),
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
    },
    payload: { points },
  });
const redeem = (user: TestUser | undefined, code: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/gift-cards/redeem',
    headers: user ? { cookie: user.cookie } : {},
    payload: { code },
  });

describe('gift card codes', () => {
  it('are 16 unambiguous characters in four groups, and typed codes are tidied before the lookup', () => {
    const codes = new Set(Array.from({ length: 200 }, newGiftCode));
    expect(codes.size).toBe(200);
    for (const code of codes) expect(code).toMatch(GIFT_CODE_PATTERN);
    expect(normalGiftCode(' abcd efgh-jkmn pqrs ')).toBe('ABCD-EFGH-JKMN-PQRS');
  });
});

describe('a gift card', () => {
  it('is bought once per Idempotency-Key, refused without the balance or a listed value, and shows its code once', async () => {
    expectError(await buy(undefined, 10), 401, 'UNAUTHENTICATED');
    expect(fieldsOf(await buy(buyer, 10, null))).toEqual(['Idempotency-Key']);
    expect(fieldsOf(await buy(buyer, 7))).toEqual(['points']);
    const balance = await balanceOf(buyer);
    const short = expectError(await buy(buyer, 50), 409, 'INSUFFICIENT_POINTS');
    expect(short.message).toContain('Nothing was charged');
    expect(await balanceOf(buyer)).toBe(balance);

    await writeEntry(t.database.db, {
      userNo: buyer.no,
      code: 'I99',
      points: 30,
      cause: { type: 'test', id: key() },
    });
    const before = await balanceOf(buyer);
    const purchaseKey = key();
    const [first, retry] = await Promise.all([buy(buyer, 25, purchaseKey), buy(buyer, 25, purchaseKey)]);
    expect(first.statusCode, first.body).toBe(201);
    const card = ZGiftCard.parse(first.json());
    expect(retry.json()).toEqual(first.json());
    expect(card.code).toMatch(GIFT_CODE_PATTERN);
    expect(card.ending).toBe(card.code?.slice(-4));
    expect(await balanceOf(buyer)).toBe(before - 25);
    const [line] = await t.database.db
      .select({ code: pointEntries.code, amount: pointEntries.amount, label: pointEntries.label })
      .from(pointEntries)
      .where(and(eq(pointEntries.userNo, buyer.no), eq(pointEntries.causeType, 'gift_card')));
    expect(line).toEqual({ code: 'D25', amount: -25, label: 'gift_card' });
    // The table keeps a hash, and the buyer's list shows the ending, never the code.
    const [stored] = await t.database.db.select().from(giftCards).where(eq(giftCards.id, card.id));
    expect(JSON.stringify(stored)).not.toContain(card.code);
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/gift-cards/mine',
      headers: { cookie: buyer.cookie },
    });
    expect(mine.json().items).toEqual([{ ...card, code: null }]);
  });

  it('is redeemed once by someone else for its points, and a wrong code says so plainly', async () => {
    await writeEntry(t.database.db, {
      userNo: buyer.no,
      code: 'I99',
      points: 10,
      cause: { type: 'test', id: key() },
    });
    const card = ZGiftCard.parse((await buy(buyer, 10)).json());
    const code = card.code ?? '';

    expectError(await redeem(undefined, code), 401, 'UNAUTHENTICATED');
    expect(fieldsOf(await redeem(friend, 'not a code'))).toEqual(['code']);
    expectError(await redeem(friend, 'ABCD-EFGH-JKMN-PQRS'), 404, 'NOT_FOUND');
    expectError(await redeem(buyer, code), 403, 'FORBIDDEN');

    const before = await balanceOf(friend);
    const [one, two] = await Promise.all([redeem(friend, code.toLowerCase()), redeem(friend, code)]);
    const statuses = [one.statusCode, two.statusCode].sort();
    expect(statuses).toEqual([200, 404]);
    expect(await balanceOf(friend)).toBe(before + 10);
    const redeemed = (one.statusCode === 200 ? one : two).json();
    expect(redeemed).toEqual({ points: 10, balance: before + 10 });
    expectError(await redeem(friend, code), 404, 'NOT_FOUND');
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/gift-cards/mine',
      headers: { cookie: buyer.cookie },
    });
    expect(mine.json().items[0].redeemedAt).not.toBeNull();
  });
});
