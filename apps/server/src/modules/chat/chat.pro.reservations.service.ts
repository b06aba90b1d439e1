import {
  type ChatRole,
  PRO_CHAT_NO_SHOW_GRACE_MS,
  participantChange,
  type TReservation,
  type ZProReviewInput,
} from '@sidecamp/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/client';
import { rowsOf } from '../../db/client';
import { recordEvent } from '../../events/outbox';
import { AppError } from '../../http/errors';
import { holdPoints, releaseHold, settleHold } from '../points';
import './chat.events';
import { seatSockets, unseatSockets } from './chat.participants';
import { presentReservation, presentRoomState, type ReservationRecord } from './chat.presenter';
import type { ChatRealtime } from './chat.realtime.port';
import type { ChatActor } from './chat.rooms';
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

type ReservationRow = ReservationRecord;

/**
 * Pro-chat reservations (F9.6): someone reserves a pro's slot (points held through the ledger when
 * the pro charges), the pro-chat room exists from the reservation and takes messages from the
 * slot's start; the start check records attributes.realStart once both sides are in; a side missing
 * ten minutes after the start is a no-show (spec point 4: -1 and the end ten minutes ahead); both
 * sides review a chat that took place.
 */
export function createProReservationsService(deps: {
  db: Database;
  realtime: ChatRealtime;
  now: () => Date;
}) {
  const { db, realtime, now } = deps;

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
    const rooms = rowsOf<{ id: number; reservation_id: number }>(
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
    return rows.map((row) => presentReservation(row, { people, rooms, reviews }));
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
      if (!pro?.active || pro.status !== 'approved')
        throw new AppError('CONFLICT', { message: 'This pro is not taking bookings now.' });
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
      for (const no of [actor.no, slot.proNo]) effects.push(() => seatSockets(realtime, no, room.id));
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
        effects.push(() => unseatSockets(realtime, no, room.id));
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

  return { reserve, mine, checkIn, sweep, cancel, review };
}

export type ProReservationsService = ReturnType<typeof createProReservationsService>;
