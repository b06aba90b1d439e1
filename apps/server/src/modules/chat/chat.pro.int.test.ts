import { CHAT_END_AFTER_LEAVE_MS, PRO_CHAT_END_AFTER_NO_SHOW_MS, type TReservation } from '@sidecamp/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin } from '../../test/admin';
import { registerUser, type TestUser } from '../../test/factories';
import { caller, expectError, fieldsOf } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/testApp';
import { writeEntry } from '../points/points.ledger';
import { pointAccounts } from '../points/points.tables';
import { createProChatService } from './chat.pro.service';
import { createChatRealtime } from './chat.realtime';
import { chatParticipants, chatRooms, proOpenSlots, proReservations } from './chat.tables';

let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  call = caller(t);
  admin = await registerUser(t.app);
  await makeAdmin(t, admin);
});
afterAll(() => t.close());

const HOUR = 60 * 60 * 1000;
let slotOffset = 0;
/** A future hour that no other test in this file uses. */
function futureSlot(): string {
  slotOffset += 2;
  return new Date(Date.now() + (24 + slotOffset) * HOUR).toISOString();
}

async function becomePro(user: TestUser, pricePoints = 0) {
  const res = await call('PUT', '/api/chat/pro/me', user, {
    headline: 'Product reviews in 30 minutes',
    pricePoints,
  });
  expect(res.statusCode, res.body).toBe(200);
  // A new offer waits for an admin (F18) before it can open slots.
  const approved = await call('POST', `/api/admin/pros/${user.no}/approve`, admin);
  expect(approved.statusCode, approved.body).toBe(200);
}

async function openSlot(pro: TestUser): Promise<number> {
  const startsAt = futureSlot();
  const res = await call('POST', '/api/chat/pro/slots', pro, { slots: [{ startsAt, minutes: 60 }] });
  expect(res.statusCode, res.body).toBe(201);
  const slot = (res.json().items as Array<{ id: number; startsAt: string }>).find(
    (item) => item.startsAt === startsAt,
  );
  return slot?.id as number;
}

async function reserve(user: TestUser, slotId: number): Promise<TReservation> {
  const res = await call('POST', '/api/chat/pro/reserve', user, { slotId });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** Moves a reservation (and its slot and room end) so that it started `agoMs` ago. */
async function startedAgo(reservation: TReservation, agoMs: number) {
  const startsAt = new Date(Date.now() - agoMs);
  const endsAt = new Date(startsAt.getTime() + HOUR);
  await t.database.db
    .update(proReservations)
    .set({ startsAt, endsAt })
    .where(eq(proReservations.id, reservation.id));
  await t.database.db
    .update(proOpenSlots)
    .set({ startsAt, endsAt })
    .where(eq(proOpenSlots.id, reservation.slotId));
  await t.database.db
    .update(chatRooms)
    .set({ endDate: endsAt })
    .where(eq(chatRooms.reservationId, reservation.id));
}

const proService = () => {
  const realtime = createChatRealtime(() => null);
  return createProChatService({ db: t.database.db, realtime });
};

const roomOf = async (reservation: TReservation) =>
  (await t.database.db.select().from(chatRooms).where(eq(chatRooms.reservationId, reservation.id)))[0];

const balanceOf = async (userNo: number) =>
  (await t.database.db.select().from(pointAccounts).where(eq(pointAccounts.userNo, userNo)))[0]?.balance ?? 0;

describe('pro chat: publishing and reserving', () => {
  it('only a pro publishes slots; past and overlapping slots are refused', async () => {
    const someone = await registerUser(t.app);
    const startsAt = futureSlot();
    expectError(
      await call('POST', '/api/chat/pro/slots', someone, { slots: [{ startsAt, minutes: 60 }] }),
      403,
      'FORBIDDEN',
    );
    expectError(
      await call('POST', '/api/chat/pro/slots', undefined, { slots: [{ startsAt, minutes: 60 }] }),
      401,
      'UNAUTHENTICATED',
    );
    await becomePro(someone);
    const past = await call('POST', '/api/chat/pro/slots', someone, {
      slots: [{ startsAt: new Date(Date.now() - HOUR).toISOString(), minutes: 60 }],
    });
    expect(fieldsOf(past)).toEqual(['slots.0.startsAt']);
    expect(
      fieldsOf(await call('POST', '/api/chat/pro/slots', someone, { slots: [{ startsAt: 'tomorrow' }] })),
    ).toEqual(['slots.0.startsAt']);
    expect(
      (await call('POST', '/api/chat/pro/slots', someone, { slots: [{ startsAt, minutes: 60 }] })).statusCode,
    ).toBe(201);
    const overlap = new Date(new Date(startsAt).getTime() + 30 * 60_000).toISOString();
    expectError(
      await call('POST', '/api/chat/pro/slots', someone, { slots: [{ startsAt: overlap, minutes: 30 }] }),
      409,
      'CONFLICT',
    );
    const listed = (await call('GET', `/api/chat/pros/${someone.no}/slots`)).json().items;
    expect(listed).toEqual([
      expect.objectContaining({ startsAt: new Date(startsAt).toISOString(), reserved: false }),
    ]);
    expect(
      (await call('GET', '/api/chat/pros')).json().items.map((p: { userNo: number }) => p.userNo),
    ).toContain(someone.no);
  });

  it('a free reservation opens a pro-chat room for both, which takes messages only from the slot', async () => {
    const pro = await registerUser(t.app);
    const user = await registerUser(t.app);
    await becomePro(pro);
    const slotId = await openSlot(pro);
    expectError(await call('POST', '/api/chat/pro/reserve', pro, { slotId }), 403, 'FORBIDDEN');
    const reservation = await reserve(user, slotId);
    expect(reservation).toMatchObject({
      status: 'reserved',
      payment: 'unpaid',
      pricePoints: 0,
      pro: { no: pro.no },
    });
    expectError(
      await call('POST', '/api/chat/pro/reserve', await registerUser(t.app), { slotId }),
      409,
      'CONFLICT',
    );
    const room = (await call('GET', `/api/chat/rooms/${reservation.roomId}`, pro)).json();
    expect(room).toMatchObject({
      type: '04',
      participantsSize: 2,
      myRole: 'pro',
      opponentInfo: { no: user.no },
    });
    const early = await call('POST', `/api/chat/rooms/${reservation.roomId}/messages`, user, {
      clientId: 'early',
      body: 'hi',
    });
    expectError(early, 409, 'CONFLICT');
    expect((await call('GET', `/api/chat/pros/${pro.no}/slots`)).json().items[0].reserved).toBe(true);
  });

  it('a paid reservation holds the points, and refuses when they are short', async () => {
    const pro = await registerUser(t.app);
    const user = await registerUser(t.app);
    await becomePro(pro, 5);
    const slotId = await openSlot(pro);
    expectError(await call('POST', '/api/chat/pro/reserve', user, { slotId }), 409, 'INSUFFICIENT_POINTS');
    await writeEntry(t.database.db, {
      userNo: user.no,
      code: 'I99',
      points: 8,
      cause: { type: 'test', id: `grant-${user.no}` },
    });
    const reservation = await reserve(user, slotId);
    expect(reservation).toMatchObject({ payment: 'held', pricePoints: 5 });
    expect(await balanceOf(user.no)).toBe(3);
    // Cancelling before the slot gives the points back and frees the slot.
    const cancelled = await call('POST', `/api/chat/pro/reservations/${reservation.id}/cancel`, user);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', payment: 'released' });
    expect(await balanceOf(user.no)).toBe(8);
    expect((await call('GET', `/api/chat/pros/${pro.no}/slots`)).json().items[0].reserved).toBe(false);
  });
});

describe('pro chat: start check, no-shows and reviews (spec point 4)', () => {
  it('the start check records attributes.realStart once both sides are in; reviews follow, once each', async () => {
    const pro = await registerUser(t.app);
    const user = await registerUser(t.app);
    await becomePro(pro);
    const reservation = await reserve(user, await openSlot(pro));
    expectError(
      await call('POST', `/api/chat/pro/reservations/${reservation.id}/start`, user),
      409,
      'CONFLICT',
    );
    await startedAgo(reservation, 60_000);
    const stranger = await registerUser(t.app);
    expectError(
      await call('POST', `/api/chat/pro/reservations/${reservation.id}/start`, stranger),
      404,
      'NOT_FOUND',
    );
    await call('POST', `/api/chat/pro/reservations/${reservation.id}/start`, user);
    expect((await roomOf(reservation))?.attributes.realStart).toBeUndefined();
    const both = await call('POST', `/api/chat/pro/reservations/${reservation.id}/start`, pro);
    expect(both.json().status).toBe('held');
    const realStart = (await roomOf(reservation))?.attributes.realStart;
    expect(realStart).toBeTruthy();
    // A second start check does not move the real start.
    await call('POST', `/api/chat/pro/reservations/${reservation.id}/start`, user);
    expect((await roomOf(reservation))?.attributes.realStart).toBe(realStart);
    expect(
      (
        await call('POST', `/api/chat/rooms/${reservation.roomId}/messages`, user, {
          clientId: 'q1',
          body: 'Thanks for the time',
        })
      ).statusCode,
    ).toBe(201);

    const reviewed = await call('POST', `/api/chat/pro/reservations/${reservation.id}/review`, user, {
      rating: 5,
      body: 'Clear and kind.',
    });
    expect(reviewed.json().myReview).toEqual({ rating: 5, body: 'Clear and kind.' });
    expectError(
      await call('POST', `/api/chat/pro/reservations/${reservation.id}/review`, user, {
        rating: 4,
        body: 'Again',
      }),
      409,
      'CONFLICT',
    );
    expect(
      (
        await call('POST', `/api/chat/pro/reservations/${reservation.id}/review`, pro, {
          rating: 4,
          body: 'Good questions.',
        })
      ).statusCode,
    ).toBe(200);
    expectError(
      await call('POST', `/api/chat/pro/reservations/${reservation.id}/review`, stranger, {
        rating: 4,
        body: 'x',
      }),
      404,
      'NOT_FOUND',
    );
    expect(
      fieldsOf(
        await call('POST', `/api/chat/pro/reservations/${reservation.id}/review`, pro, {
          rating: 9,
          body: 'x',
        }),
      ),
    ).toEqual(['rating']);
    const reviews = (await call('GET', `/api/chat/pros/${pro.no}/reviews`)).json().items;
    expect(reviews).toEqual([
      expect.objectContaining({ rating: 5, reviewer: { no: user.no, nickname: user.nickname } }),
    ]);
  });

  it('pro no-show: -1, the end ten minutes ahead, the user refunded, proChat.ended recorded', async () => {
    const pro = await registerUser(t.app);
    const user = await registerUser(t.app);
    await becomePro(pro, 4);
    await writeEntry(t.database.db, {
      userNo: user.no,
      code: 'I99',
      points: 4,
      cause: { type: 'test', id: `grant-${user.no}` },
    });
    const reservation = await reserve(user, await openSlot(pro));
    await startedAgo(reservation, 5 * 60_000);
    await call('POST', `/api/chat/pro/reservations/${reservation.id}/start`, user);
    await startedAgo(reservation, 11 * 60_000);
    expect(await proService().sweep()).toBeGreaterThanOrEqual(1);
    const room = await roomOf(reservation);
    expect(room?.participantsSize).toBe(1);
    const delta = (room?.endDate?.getTime() ?? 0) - Date.now();
    expect(delta).toBeGreaterThan(PRO_CHAT_END_AFTER_NO_SHOW_MS - 60_000);
    expect(delta).toBeLessThanOrEqual(PRO_CHAT_END_AFTER_NO_SHOW_MS + 1_000);
    const [row] = await t.database.db
      .select()
      .from(proReservations)
      .where(eq(proReservations.id, reservation.id));
    expect(row).toMatchObject({ status: 'proNoShow', payment: 'released' });
    expect(await balanceOf(user.no)).toBe(4);
    const events = await t.database.db.execute(
      sql`select payload from domain_events where type = 'proChat.ended' and (payload->>'reservationId')::int = ${reservation.id}`,
    );
    expect((events as unknown as { rows: Array<{ payload: unknown }> }).rows.map((r) => r.payload)).toEqual([
      { reservationId: reservation.id, roomId: room?.id, outcome: 'proNoShow' },
    ]);
    expectError(
      await call('POST', `/api/chat/pro/reservations/${reservation.id}/review`, user, {
        rating: 1,
        body: 'No show',
      }),
      409,
      'CONFLICT',
    );
  });

  it('user no-show: -1, the end ten minutes ahead, the pro paid', async () => {
    const pro = await registerUser(t.app);
    const user = await registerUser(t.app);
    await becomePro(pro, 3);
    await writeEntry(t.database.db, {
      userNo: user.no,
      code: 'I99',
      points: 3,
      cause: { type: 'test', id: `grant-${user.no}` },
    });
    const reservation = await reserve(user, await openSlot(pro));
    await startedAgo(reservation, 5 * 60_000);
    await call('POST', `/api/chat/pro/reservations/${reservation.id}/start`, pro);
    await startedAgo(reservation, 11 * 60_000);
    await proService().sweep();
    expect((await roomOf(reservation))?.participantsSize).toBe(1);
    const [row] = await t.database.db
      .select()
      .from(proReservations)
      .where(eq(proReservations.id, reservation.id));
    expect(row).toMatchObject({ status: 'userNoShow', payment: 'settled' });
    expect(await balanceOf(pro.no)).toBe(3);
  });

  it('a leave by the pro or the user: -1 and the end ten minutes ahead (not an hour)', async () => {
    const pro = await registerUser(t.app);
    const user = await registerUser(t.app);
    await becomePro(pro);
    const reservation = await reserve(user, await openSlot(pro));
    await call('POST', `/api/chat/rooms/${reservation.roomId}/leave`, pro);
    const room = await roomOf(reservation);
    expect(room?.participantsSize).toBe(1);
    const delta = (room?.endDate?.getTime() ?? 0) - Date.now();
    expect(delta).toBeLessThanOrEqual(PRO_CHAT_END_AFTER_NO_SHOW_MS + 1_000);
    expect(delta).toBeLessThan(CHAT_END_AFTER_LEAVE_MS - 60_000);
    const [pp] = await t.database.db
      .select()
      .from(chatParticipants)
      .where(eq(chatParticipants.userNo, pro.no));
    expect(pp?.status).toBe('left');
  });
});
