import type { ZOpenSlotsInput, ZProProfileInput, ZProReviewInput } from '@sidecamp/domain';
import {
  type ChatRole,
  PRO_CHAT_NO_SHOW_GRACE_MS,
  participantChange,
  type TProProfile,
  type TReservation,
} from '@sidecamp/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/client';
import { rowsOf } from '../../db/client';
import { recordEvent } from '../../events/outbox';
import { AppError, fieldError } from '../../http/errors';
import { rooms as socketRooms } from '../../realtime/rooms';
import { users } from '../auth/auth.tables';
import { holdPoints, releaseHold, settleHold } from '../points/points.holds';
import './chat.events';
import { presentRoomState } from './chat.presenter';
import type { ChatRealtime } from './chat.realtime';
import type { ChatActor, ChatService } from './chat.service';
import {
  chatParticipants,
  chatRooms,
  proChatReviews,
  proOpenSlots,
  proProfiles,
  proReservations,
} from './chat.tables';

/** How early before the slot a side may pass the start check. */
export const PRO_CHAT_EARLY_CHECK_IN_MS = 10 * 60 * 1000;

const reservationNotFound = () => new AppError('NOT_FOUND', { message: 'There is no such reservation.' });
const holdCause = (reservationId: number) => ({ type: 'proChatReservation', id: reservationId });

type ReservationRow = typeof proReservations.$inferSelect;

/**
 * Pro chats (F9.6): a pro publishes open slots, someone reserves one (points held through the
 * ledger when the pro charges), the pro-chat room exists from the reservation and takes messages
 * from the slot's start; the start check records attributes.realStart once both sides are in; a
 * side missing ten minutes after the start is a no-show (spec point 4: -1 and the end ten minutes
 * ahead); both sides review a chat that took place.
 */
export function createProChatService(deps: {
  db: Database;
  chat: ChatService;
  realtime: ChatRealtime;
  nudgeEvents: () => void;
  now?: () => Date;
}) {
  const { db, realtime } = deps;
  const now = deps.now ?? (() => new Date());

  async function present(rows: ReservationRow[], viewerNo: number): Promise<TReservation[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const people = rowsOf<{ no: number; nickname: string; img: string | null }>(
      await db.execute(
        sql`select no, nickname, img from users where no in (${sql.join(
          [...new Set(rows.flatMap((row) => [row.proNo, row.userNo]))].map((no) => sql`${no}`),
          sql`, `,
        )})`,
      ),
    );
    const roomRows = rowsOf<{ id: number; reservation_id: number }>(
      await db.execute(
        sql`select id, reservation_id from chat_rooms where reservation_id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      ),
    );
    const reviews = rowsOf<{ reservation_id: number; rating: number; body: string }>(
      await db.execute(sql`select reservation_id, rating, body from pro_chat_reviews
        where reviewer_no = ${viewerNo} and reservation_id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`),
    );
    const personOf = (no: number) => {
      const found = people.find((person) => person.no === no);
      return { no, nickname: found?.nickname ?? '', img: found?.img ?? null };
    };
    return rows.map((row) => {
      const review = reviews.find((item) => item.reservation_id === row.id);
      const room = roomRows.find((item) => item.reservation_id === row.id);
      return {
        id: row.id,
        slotId: row.slotId,
        pro: personOf(row.proNo),
        user: personOf(row.userNo),
        startsAt: row.startsAt.toISOString(),
        endsAt: row.endsAt.toISOString(),
        status: row.status as TReservation['status'],
        payment: row.payment as TReservation['payment'],
        pricePoints: row.pricePoints,
        roomId: room ? String(room.id) : null,
        myReview: review ? { rating: review.rating, body: review.body } : null,
      };
    });
  }

  async function setProfile(actor: ChatActor, input: z.infer<typeof ZProProfileInput>): Promise<TProProfile> {
    const wentLive = await db.transaction(async (tx) => {
      const [before] = await tx
        .select({ active: proProfiles.active })
        .from(proProfiles)
        .where(eq(proProfiles.userNo, actor.no))
        .for('update');
      await tx
        .insert(proProfiles)
        .values({ userNo: actor.no, ...input })
        .onConflictDoUpdate({ target: proProfiles.userNo, set: input });
      const live = input.active && !before?.active;
      // The feed announces a person once (U010); the listener skips a return after a pause.
      if (live) await recordEvent(tx, 'user.becamePro', { userNo: actor.no }, { actorNo: actor.no });
      return live;
    });
    if (wentLive) deps.nudgeEvents();
    return { userNo: actor.no, nickname: actor.nickname, img: actor.img, ...input };
  }

  async function listPros(): Promise<TProProfile[]> {
    const rows = await db
      .select({
        userNo: proProfiles.userNo,
        nickname: users.nickname,
        img: users.img,
        headline: proProfiles.headline,
        pricePoints: proProfiles.pricePoints,
        active: proProfiles.active,
      })
      .from(proProfiles)
      .innerJoin(users, eq(users.no, proProfiles.userNo))
      .where(and(eq(proProfiles.active, true), sql`${users.withdrawnAt} is null`))
      .orderBy(proProfiles.createdAt)
      .limit(200);
    return rows;
  }

  async function requirePro(userNo: number) {
    const [pro] = await db.select().from(proProfiles).where(eq(proProfiles.userNo, userNo));
    if (!pro?.active)
      throw new AppError('FORBIDDEN', {
        message: 'Only members offering pro chats can do that. Set up your pro profile first.',
      });
    return pro;
  }

  /** load_open_date / load_open_hour: a pro's future slots, each marked when taken. */
  async function slotsOf(proNo: number) {
    const rows = rowsOf<{
      id: number;
      pro_no: number;
      starts_at: unknown;
      ends_at: unknown;
      reserved: boolean;
    }>(
      await db.execute(sql`
        select s.id, s.pro_no, s.starts_at, s.ends_at,
               exists (select 1 from pro_reservations r where r.slot_id = s.id and r.status <> 'cancelled') as reserved
          from pro_open_slots s
         where s.pro_no = ${proNo} and s.starts_at > ${now()}
         order by s.starts_at
         limit 200`),
    );
    return rows.map((row) => ({
      id: row.id,
      proNo: row.pro_no,
      startsAt: new Date(row.starts_at as string).toISOString(),
      endsAt: new Date(row.ends_at as string).toISOString(),
      reserved: Boolean(row.reserved),
    }));
  }

  async function publishSlots(actor: ChatActor, input: z.infer<typeof ZOpenSlotsInput>) {
    await requirePro(actor.no);
    const slots = input.slots.map((slot, index) => {
      const startsAt = new Date(slot.startsAt);
      if (startsAt.getTime() <= now().getTime())
        throw fieldError(`slots.${index}.startsAt`, 'Open a slot in the future.');
      return { startsAt, endsAt: new Date(startsAt.getTime() + slot.minutes * 60_000) };
    });
    await db.transaction(async (tx) => {
      for (const [index, slot] of slots.entries()) {
        const overlapping = rowsOf<{ id: number }>(
          await tx.execute(sql`select id from pro_open_slots
            where pro_no = ${actor.no} and starts_at < ${slot.endsAt} and ends_at > ${slot.startsAt} limit 1`),
        );
        if (overlapping.length > 0)
          throw new AppError('CONFLICT', {
            message: `slots.${index}: overlaps a slot you already opened.`,
            details: [{ field: `slots.${index}.startsAt`, message: 'overlaps a slot you already opened' }],
          });
        await tx.insert(proOpenSlots).values({ proNo: actor.no, ...slot });
      }
    });
    return { items: await slotsOf(actor.no) };
  }

  async function removeSlot(actor: ChatActor, slotId: number) {
    const [slot] = await db.select().from(proOpenSlots).where(eq(proOpenSlots.id, slotId));
    if (!slot || slot.proNo !== actor.no)
      throw new AppError('NOT_FOUND', { message: 'There is no such slot of yours.' });
    const [taken] = rowsOf<{ id: number }>(
      await db.execute(
        sql`select id from pro_reservations where slot_id = ${slotId} and status <> 'cancelled' limit 1`,
      ),
    );
    if (taken)
      throw new AppError('CONFLICT', { message: 'Someone reserved this slot; it cannot be removed.' });
    await db.delete(proOpenSlots).where(eq(proOpenSlots.id, slotId));
  }

  /** reserve_pro: the slot, the points hold (when the pro charges) and the pro-chat room, together. */
  async function reserve(actor: ChatActor, slotId: number): Promise<TReservation> {
    const effects: Array<() => void> = [];
    const reservationId = await db.transaction(async (tx) => {
      const [slot] = await tx.select().from(proOpenSlots).where(eq(proOpenSlots.id, slotId)).for('update');
      if (!slot) throw new AppError('NOT_FOUND', { message: 'There is no such slot.' });
      if (slot.proNo === actor.no) throw new AppError('FORBIDDEN', { message: 'You cannot book yourself.' });
      if (slot.startsAt.getTime() <= now().getTime())
        throw new AppError('CONFLICT', { message: 'This slot has already started.' });
      const [pro] = await tx.select().from(proProfiles).where(eq(proProfiles.userNo, slot.proNo));
      if (!pro?.active) throw new AppError('CONFLICT', { message: 'This pro is not taking bookings now.' });
      const [taken] = rowsOf<{ id: number }>(
        await tx.execute(
          sql`select id from pro_reservations where slot_id = ${slotId} and status <> 'cancelled' limit 1`,
        ),
      );
      if (taken) throw new AppError('CONFLICT', { message: 'Someone else reserved this slot.' });
      const [reservation] = await tx
        .insert(proReservations)
        .values({
          slotId,
          proNo: slot.proNo,
          userNo: actor.no,
          startsAt: slot.startsAt,
          endsAt: slot.endsAt,
          pricePoints: pro.pricePoints,
        })
        .returning();
      if (!reservation) throw new AppError('INTERNAL');
      if (pro.pricePoints > 0) {
        const hold = await holdPoints(tx, {
          userNo: actor.no,
          beneficiaryNo: slot.proNo,
          amount: pro.pricePoints,
          cause: holdCause(reservation.id),
        });
        await tx
          .update(proReservations)
          .set({ payment: 'held', pointsHoldId: String(hold.id) })
          .where(eq(proReservations.id, reservation.id));
      }
      const [room] = await tx
        .insert(chatRooms)
        .values({
          type: '04',
          name: 'Pro chat',
          hostNo: actor.no,
          reservationId: reservation.id,
          participantsSize: 2,
          endDate: slot.endsAt,
        })
        .returning();
      if (!room) throw new AppError('INTERNAL');
      await tx.insert(chatParticipants).values([
        { roomId: room.id, userNo: actor.no, role: 'host' },
        { roomId: room.id, userNo: slot.proNo, role: 'pro' },
      ]);
      for (const no of [actor.no, slot.proNo])
        effects.push(() => {
          realtime.joinUser(no, socketRooms.chat(String(room.id)));
          realtime.emit(socketRooms.user(no), 'joinChat', { roomId: String(room.id) });
        });
      await recordEvent(
        tx,
        'proChat.reserved',
        {
          reservationId: reservation.id,
          proNo: slot.proNo,
          userNo: actor.no,
          startsAt: slot.startsAt.toISOString(),
        },
        { actorNo: actor.no },
      );
      return reservation.id;
    });
    for (const effect of effects) effect();
    deps.nudgeEvents();
    return reservationView(reservationId, actor.no);
  }

  async function reservationView(id: number, viewerNo: number): Promise<TReservation> {
    const [row] = await db.select().from(proReservations).where(eq(proReservations.id, id));
    if (!row) throw reservationNotFound();
    const [view] = await present([row], viewerNo);
    if (!view) throw reservationNotFound();
    return view;
  }

  async function mine(actor: ChatActor): Promise<TReservation[]> {
    const rows = await db
      .select()
      .from(proReservations)
      .where(sql`${proReservations.userNo} = ${actor.no} or ${proReservations.proNo} = ${actor.no}`)
      .orderBy(sql`${proReservations.startsAt} desc`)
      .limit(100);
    return present(rows, actor.no);
  }

  async function sideOf(tx: Transaction, reservationId: number, userNo: number) {
    const [reservation] = await tx
      .select()
      .from(proReservations)
      .where(eq(proReservations.id, reservationId))
      .for('update');
    if (!reservation || (reservation.userNo !== userNo && reservation.proNo !== userNo))
      throw reservationNotFound();
    const [room] = await tx.select().from(chatRooms).where(eq(chatRooms.reservationId, reservationId));
    if (!room) throw reservationNotFound();
    return { reservation, room, role: (reservation.proNo === userNo ? 'pro' : 'host') as ChatRole };
  }

  /**
   * The start check: a side says it is here (from ten minutes before the slot until its end). Once
   * both are, attributes.realStart is recorded, once, and the chat counts as held.
   */
  async function checkIn(actor: ChatActor, reservationId: number): Promise<TReservation> {
    const effects: Array<() => void> = [];
    await db.transaction(async (tx) => {
      const { reservation, room } = await sideOf(tx, reservationId, actor.no);
      if (reservation.status !== 'reserved' && reservation.status !== 'held')
        throw new AppError('CONFLICT', { message: 'This pro chat is over.' });
      const at = now();
      if (at.getTime() < reservation.startsAt.getTime() - PRO_CHAT_EARLY_CHECK_IN_MS)
        throw new AppError('CONFLICT', { message: 'The pro chat has not started yet.' });
      if (at.getTime() > reservation.endsAt.getTime())
        throw new AppError('CONFLICT', { message: 'This pro chat is over.' });
      await tx
        .update(chatParticipants)
        .set({ checkedInAt: sql`coalesce(${chatParticipants.checkedInAt}, ${at})` })
        .where(and(eq(chatParticipants.roomId, room.id), eq(chatParticipants.userNo, actor.no)));
      const present = await tx
        .select({ userNo: chatParticipants.userNo })
        .from(chatParticipants)
        .where(and(eq(chatParticipants.roomId, room.id), sql`${chatParticipants.checkedInAt} is not null`));
      if (present.length >= 2 && !room.attributes.realStart) {
        const realStart = at.toISOString();
        const [updated] = await tx
          .update(chatRooms)
          .set({ attributes: { ...room.attributes, realStart } })
          .where(eq(chatRooms.id, room.id))
          .returning();
        await tx.update(proReservations).set({ status: 'held' }).where(eq(proReservations.id, reservationId));
        if (updated) effects.push(() => realtime.roomState(presentRoomState(updated)));
      }
    });
    for (const effect of effects) effect();
    return reservationView(reservationId, actor.no);
  }

  async function settle(
    tx: Transaction,
    reservation: ReservationRow,
    outcome: 'held' | 'proNoShow' | 'userNoShow',
  ) {
    if (reservation.payment !== 'held') return;
    if (outcome === 'proNoShow') await releaseHold(tx, holdCause(reservation.id));
    else await settleHold(tx, holdCause(reservation.id));
    await tx
      .update(proReservations)
      .set({ payment: outcome === 'proNoShow' ? 'released' : 'settled' })
      .where(eq(proReservations.id, reservation.id));
  }

  /**
   * The no-show and end-of-chat sweep, guarded by an advisory lock so one process runs it at a
   * time. A side not checked in ten minutes after the start is a no-show: -1 and the end ten
   * minutes ahead (spec point 4); the pro missing refunds the user, the user missing pays the pro.
   * A held chat whose slot has ended is closed and paid.
   */
  async function sweep(): Promise<number> {
    const effects: Array<() => void> = [];
    const handled = await db.transaction(async (tx) => {
      const [lock] = rowsOf<{ locked: boolean }>(
        await tx.execute(
          sql`select pg_try_advisory_xact_lock(hashtext('sidecamp:pro-chat-sweep')) as locked`,
        ),
      );
      if (!lock?.locked) return 0;
      const at = now();
      const due = await tx
        .select()
        .from(proReservations)
        .where(
          sql`${proReservations.endedAt} is null and (
            (${proReservations.status} = 'reserved' and ${proReservations.startsAt} < ${new Date(at.getTime() - PRO_CHAT_NO_SHOW_GRACE_MS)})
            or (${proReservations.status} = 'held' and ${proReservations.endsAt} < ${at}))`,
        )
        .limit(100)
        .for('update', { skipLocked: true });
      for (const reservation of due) {
        const [room] = await tx.select().from(chatRooms).where(eq(chatRooms.reservationId, reservation.id));
        if (!room) continue;
        let outcome: 'held' | 'proNoShow' | 'userNoShow' = 'held';
        if (reservation.status === 'reserved') {
          const sides = await tx.select().from(chatParticipants).where(eq(chatParticipants.roomId, room.id));
          const proSide = sides.find((side) => side.role === 'pro');
          outcome = proSide?.checkedInAt ? 'userNoShow' : 'proNoShow';
          let current = room;
          for (const side of sides) {
            if (side.checkedInAt || side.status !== 'joined') continue;
            const rule = participantChange('04', side.role as ChatRole, 'noShow');
            const [updated] = await tx
              .update(chatRooms)
              .set({
                participantsSize: sql`greatest(0, ${chatRooms.participantsSize} + ${rule.delta})`,
                endDate: new Date(at.getTime() + (rule.endInMs ?? 0)),
              })
              .where(eq(chatRooms.id, room.id))
              .returning();
            if (updated) current = updated;
          }
          const finalRoom = current;
          effects.push(() => realtime.roomState(presentRoomState(finalRoom)));
        }
        await tx
          .update(proReservations)
          .set({ status: outcome, endedAt: at })
          .where(eq(proReservations.id, reservation.id));
        await settle(tx, reservation, outcome);
        await recordEvent(tx, 'proChat.ended', { reservationId: reservation.id, roomId: room.id, outcome });
      }
      return due.length;
    });
    for (const effect of effects) effect();
    if (handled > 0) deps.nudgeEvents();
    return handled;
  }

  /** Before the slot, either side may cancel: the slot frees up, held points go back, the room ends. */
  async function cancel(actor: ChatActor, reservationId: number): Promise<TReservation> {
    const effects: Array<() => void> = [];
    await db.transaction(async (tx) => {
      const { reservation, room } = await sideOf(tx, reservationId, actor.no);
      if (reservation.status !== 'reserved')
        throw new AppError('CONFLICT', { message: 'Only an upcoming reservation can be cancelled.' });
      if (reservation.startsAt.getTime() <= now().getTime())
        throw new AppError('CONFLICT', { message: 'The pro chat has already started.' });
      await tx
        .update(proReservations)
        .set({ status: 'cancelled', endedAt: now() })
        .where(eq(proReservations.id, reservationId));
      if (reservation.payment === 'held') {
        await releaseHold(tx, holdCause(reservation.id));
        await tx
          .update(proReservations)
          .set({ payment: 'released' })
          .where(eq(proReservations.id, reservationId));
      }
      await tx
        .update(chatRooms)
        .set({ endDate: now(), participantsSize: 0 })
        .where(eq(chatRooms.id, room.id));
      await tx
        .update(chatParticipants)
        .set({ status: 'left', leftAt: now() })
        .where(eq(chatParticipants.roomId, room.id));
      for (const no of [reservation.userNo, reservation.proNo])
        effects.push(() => {
          realtime.leaveUser(no, socketRooms.chat(String(room.id)));
          realtime.emit(socketRooms.user(no), 'leaveRoomResult', { roomId: String(room.id) });
        });
    });
    for (const effect of effects) effect();
    return reservationView(reservationId, actor.no);
  }

  async function review(actor: ChatActor, reservationId: number, input: z.infer<typeof ZProReviewInput>) {
    await db.transaction(async (tx) => {
      const { reservation } = await sideOf(tx, reservationId, actor.no);
      if (reservation.status !== 'held')
        throw new AppError('CONFLICT', { message: 'Only a pro chat that took place can be reviewed.' });
      const revieweeNo = reservation.proNo === actor.no ? reservation.userNo : reservation.proNo;
      const [written] = await tx
        .insert(proChatReviews)
        .values({ reservationId, reviewerNo: actor.no, revieweeNo, rating: input.rating, body: input.body })
        .onConflictDoNothing()
        .returning();
      if (!written) throw new AppError('CONFLICT', { message: 'You already reviewed this pro chat.' });
    });
    return reservationView(reservationId, actor.no);
  }

  async function reviewsOf(proNo: number) {
    const rows = rowsOf<{ rating: number; body: string; created_at: unknown; nickname: string; no: number }>(
      await db.execute(sql`
        select r.rating, r.body, r.created_at, u.nickname, u.no
          from pro_chat_reviews r join users u on u.no = r.reviewer_no
         where r.reviewee_no = ${proNo}
         order by r.created_at desc limit 50`),
    );
    return {
      items: rows.map((row) => ({
        rating: row.rating,
        body: row.body,
        createdAt: new Date(row.created_at as string).toISOString(),
        reviewer: { no: row.no, nickname: row.nickname },
      })),
    };
  }

  return {
    setProfile,
    listPros,
    slotsOf,
    publishSlots,
    removeSlot,
    reserve,
    mine,
    checkIn,
    sweep,
    cancel,
    review,
    reviewsOf,
  };
}

export type ProChatService = ReturnType<typeof createProChatService>;
