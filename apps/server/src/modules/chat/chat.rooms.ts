import {
  type ChatRole,
  type ChatRoomTypeCode,
  type ParticipantChangeReason,
  participantChange,
  type TChatRoom,
} from '@sidecamp/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable, Transaction } from '../../db/client';
import { rowsOf } from '../../db/client';
import { AppError } from '../../http/errors';
import { rooms as socketRooms } from '../../realtime/rooms';
import { users } from '../auth';
import { participantChangePlan, seatSockets, unseatSockets } from './chat.participants';
import {
  type PersonRow,
  presentMessage,
  presentRoom,
  presentRoomState,
  type RoomRow,
  systemMessageRow,
} from './chat.presenter';
import { roomSelect } from './chat.queries';
import type { ChatRealtime } from './chat.realtime.port';
import { chatMessages, chatParticipants, chatRooms } from './chat.tables';

export type ChatActor = { no: number; nickname: string; img: string | null };

export type RoomRecord = typeof chatRooms.$inferSelect;
export type ParticipantRecord = typeof chatParticipants.$inferSelect;

/** Work the service did whose socket side must follow the commit (never before it). */
export type AfterCommit = Array<() => void | Promise<void>>;

export const roomNotFound = () => new AppError('NOT_FOUND', { message: 'There is no such chat.' });
export const chatEnded = () => new AppError('CONFLICT', { message: 'This chat has ended.' });

export async function runAfter(effects: AfterCommit): Promise<void> {
  for (const effect of effects) await effect();
}

/**
 * The core every kind of chat shares: finding a room and its participants, and changing who is in
 * it under spec point 4's rules, with the socket side queued to follow the commit.
 */
export function createChatRooms(deps: { realtime: ChatRealtime }) {
  const { realtime } = deps;

  /** Presents rows of `roomSelect`, which carry their people; one look-up of who is online. */
  async function presentRooms(viewerNo: number, rows: RoomRow[]): Promise<TChatRoom[]> {
    const peopleByRoom = rows.map((row) =>
      typeof row.people === 'string' ? (JSON.parse(row.people) as PersonRow[]) : row.people,
    );
    const online = await realtime.onlineAmong(peopleByRoom.flat().map((person) => person.user_no));
    return rows.map((row, index) => presentRoom(row, viewerNo, peopleByRoom[index] ?? [], online));
  }

  async function roomView(q: Queryable, viewerNo: number, roomId: number): Promise<TChatRoom> {
    const rows = rowsOf<RoomRow>(await q.execute(sql`${roomSelect(viewerNo)} where r.id = ${roomId}`));
    const row = rows[0];
    if (!row) throw roomNotFound();
    const [room] = await presentRooms(viewerNo, [row]);
    if (!room) throw roomNotFound();
    return room;
  }

  async function lockRoom(tx: Transaction, roomId: number): Promise<RoomRecord> {
    // Serialises the writes of one room, so message ids are committed in id order: a client that
    // saw message n never misses a smaller id committed later.
    const [room] = await tx.select().from(chatRooms).where(eq(chatRooms.id, roomId)).for('no key update');
    if (!room) throw roomNotFound();
    return room;
  }

  async function participantOf(q: Queryable, roomId: number, userNo: number) {
    const [row] = await q
      .select()
      .from(chatParticipants)
      .where(and(eq(chatParticipants.roomId, roomId), eq(chatParticipants.userNo, userNo)));
    return row;
  }

  /** The viewer's joined participant row, or 404 (a room you are not in does not exist for you). */
  async function requireJoined(q: Queryable, roomId: number, userNo: number): Promise<ParticipantRecord> {
    const row = await participantOf(q, roomId, userNo);
    if (row?.status === 'banned')
      throw new AppError('FORBIDDEN', { message: 'You were banned from this chat.' });
    if (row?.status !== 'joined') throw roomNotFound();
    return row;
  }

  async function maxMessageId(q: Queryable, roomId: number): Promise<number> {
    const [row] = rowsOf<{ max: number | string | null }>(
      await q.execute(sql`select max(id) as max from chat_messages where room_id = ${roomId}`),
    );
    return Number(row?.max ?? 0);
  }

  async function insertSystemMessage(tx: Transaction, roomId: number, body: string, effects: AfterCommit) {
    // The caller holds the room's lock, so this is the message just before the new one.
    const previousId = await maxMessageId(tx, roomId);
    const [row] = await tx.insert(chatMessages).values({ roomId, type: 'system', body }).returning();
    if (!row) return;
    const message = presentMessage(systemMessageRow({ ...row, body }));
    effects.push(() =>
      realtime.emit(socketRooms.chat(String(roomId)), 'addMessage', {
        result: true,
        messageResult: message,
        ctx: { roomId: String(roomId) },
        previousId: String(previousId),
      }),
    );
  }

  /**
   * Applies spec point 4 to one person leaving or joining: the participant row, participantsSize and
   * the end time change together in the caller's transaction, and the sockets follow after commit.
   */
  async function changeParticipant(
    tx: Transaction,
    room: RoomRecord,
    person: { no: number; nickname: string },
    role: ChatRole,
    reason: ParticipantChangeReason,
    effects: AfterCommit,
  ): Promise<RoomRecord> {
    const rule = participantChange(room.type as ChatRoomTypeCode, role, reason);
    const plan = participantChangePlan(reason, person, room.botEnabled);
    if (plan.status === 'joined') {
      const lastId = await maxMessageId(tx, room.id);
      await tx
        .insert(chatParticipants)
        .values({ roomId: room.id, userNo: person.no, role, status: 'joined', lastReadMessageId: lastId })
        .onConflictDoUpdate({
          target: [chatParticipants.roomId, chatParticipants.userNo],
          set: { role, status: 'joined', joinedAt: new Date(), leftAt: null, lastReadMessageId: lastId },
        });
    } else if (plan.status !== null) {
      await tx
        .update(chatParticipants)
        .set({ status: plan.status, leftAt: new Date() })
        .where(and(eq(chatParticipants.roomId, room.id), eq(chatParticipants.userNo, person.no)));
    }
    const [updated] = await tx
      .update(chatRooms)
      .set({
        participantsSize: sql`greatest(0, ${chatRooms.participantsSize} + ${rule.delta})`,
        ...(rule.endInMs !== null ? { endDate: new Date(Date.now() + rule.endInMs) } : {}),
      })
      .where(eq(chatRooms.id, room.id))
      .returning();
    const next = updated ?? room;
    if (plan.sockets === 'join') effects.push(() => seatSockets(realtime, person.no, room.id));
    if (plan.sockets === 'leave') effects.push(() => unseatSockets(realtime, person.no, room.id));
    if (plan.systemMessage !== null) await insertSystemMessage(tx, room.id, plan.systemMessage, effects);
    effects.push(() => realtime.roomState(presentRoomState(next)));
    return next;
  }

  async function userRow(q: Queryable, userNo: number) {
    const [row] = await q
      .select({ no: users.no, nickname: users.nickname, img: users.img, withdrawnAt: users.withdrawnAt })
      .from(users)
      .where(eq(users.no, userNo));
    return row && !row.withdrawnAt ? row : undefined;
  }

  /**
   * A team or group chat just created: its people are in at once, and each one's sockets join the
   * room (and hear joinChat) once the transaction has committed.
   */
  async function seatMembers(
    tx: Transaction,
    roomId: number,
    members: Array<{ userNo: number; role: ChatRole }>,
    effects: AfterCommit,
  ): Promise<void> {
    if (members.length === 0) return;
    await tx.insert(chatParticipants).values(members.map((member) => ({ roomId, ...member })));
    for (const member of members) effects.push(() => seatSockets(realtime, member.userNo, roomId));
  }

  /** Someone who left a project or group (or was removed) goes from its chat, if they were in it. */
  async function takeOutOfRoom(
    tx: Transaction,
    room: RoomRecord,
    userNo: number,
    removed: boolean,
    effects: AfterCommit,
  ): Promise<void> {
    const row = await participantOf(tx, room.id, userNo);
    if (row?.status !== 'joined') return;
    const person = await userRow(tx, userNo);
    await changeParticipant(
      tx,
      room,
      { no: userNo, nickname: person?.nickname ?? 'Someone' },
      row.role as ChatRole,
      removed ? 'expelled' : 'leave',
      effects,
    );
  }

  return {
    presentRooms,
    roomView,
    lockRoom,
    participantOf,
    requireJoined,
    maxMessageId,
    changeParticipant,
    userRow,
    seatMembers,
    takeOutOfRoom,
  };
}

export type ChatRooms = ReturnType<typeof createChatRooms>;
