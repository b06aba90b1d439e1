import {
  type ChatReadCount,
  type ChatRole,
  type ChatRoomState,
  type ChatRoomTypeCode,
  canBan,
  canToggleBot,
  directKeyOf,
  hasEnded,
  type ParticipantChangeReason,
  participantChange,
  type TChatMessage,
  type TChatPerson,
  type TChatRoom,
  type TMessagePage,
  type TOpenChatCard,
  type ZMessagesQuery,
  type ZOpenChatCreate,
  type ZOpenChatQuery,
  type ZSendMessageInput,
} from '@sidecamp/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Queryable, Transaction } from '../../db/client';
import { rowsOf } from '../../db/client';
import { recordEvent } from '../../events/outbox';
import { AppError, fieldError } from '../../http/errors';
import { rooms as socketRooms } from '../../realtime/rooms';
import { users } from '../auth/auth.tables';
import { groupMembers, groups } from '../groups/groups.tables';
import { projectMembers, projects } from '../projects/projects.tables';
import { uploads } from '../uploads/uploads.tables';
import './chat.events';
import {
  attributesOf,
  type MessageRow,
  type PersonRow,
  presentMessage,
  presentPerson,
  presentRoom,
  type RoomRow,
  readCountOf,
} from './chat.presenter';
import { createMessageRateLimiter, type MessageRate } from './chat.rateLimit';
import type { ChatRealtime } from './chat.realtime';
import { chatMessages, chatParticipants, chatRooms, proReservations } from './chat.tables';

export type ChatActor = { no: number; nickname: string; img: string | null };

/** Unread counts are counted up to this many per room; the badge shows "999+" beyond. */
export const UNREAD_COUNT_CAP = 1000;

const roomNotFound = () => new AppError('NOT_FOUND', { message: 'There is no such chat.' });
const chatEnded = () => new AppError('CONFLICT', { message: 'This chat has ended.' });

type RoomRecord = typeof chatRooms.$inferSelect;
type ParticipantRecord = typeof chatParticipants.$inferSelect;

/** Work the service did whose socket side must follow the commit (never before it). */
type AfterCommit = Array<() => void | Promise<void>>;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** The room columns plus the viewer's participant row, the last message and the unread count. */
const roomSelect = (viewerNo: number) => sql`
  select r.id, r.type, r.name, r.description, r.host_no, r.project_no, r.reservation_id,
         r.participants_size, r.end_date, r.attributes, r.bot_enabled, r.created_at,
         p.role, p.status, p.last_read_message_id, p.is_alarm_blocked,
         lm.id as lm_id, lm.body as lm_body, lm.type as lm_type, lm.created_at as lm_created_at,
         (select count(*) from (
            select 1 from chat_messages m
             where m.room_id = r.id and m.id > p.last_read_message_id
               and m.sender_no is distinct from p.user_no
             limit ${UNREAD_COUNT_CAP}) unread_window) as unread
    from chat_rooms r
    left join chat_participants p on p.room_id = r.id and p.user_no = ${viewerNo}
    left join lateral (
      select m.id, m.body, m.type, m.created_at from chat_messages m
       where m.room_id = r.id order by m.id desc limit 1) lm on true`;

const messageSelect = sql`
  select m.id, m.room_id, m.sender_no, m.type, m.body, m.upload_id, m.client_id, m.created_at,
         u.nickname as sender_nickname, u.img as sender_img, (up.thumbnail_key is not null) as has_thumbnail
    from chat_messages m
    left join users u on u.no = m.sender_no
    left join uploads up on up.id = m.upload_id`;

/**
 * Runs tasks one at a time per key, in the order they were queued. Sending to a room runs through
 * it, so this process announces a room's messages in the order they were stored (id order).
 */
function serialPerKey() {
  const tails = new Map<number, Promise<void>>();
  return <T>(key: number, task: () => Promise<T>): Promise<T> => {
    const result = (tails.get(key) ?? Promise.resolve()).then(task);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    tails.set(key, tail);
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
    return result;
  };
}

export function createChatService(deps: {
  db: Database;
  realtime: ChatRealtime;
  nudgeEvents: () => void;
  /** Each person's chat-message budget (CHAT_MESSAGES_PER_10_SECONDS, CHAT_MESSAGE_BURST); none when unset. */
  messageRate?: MessageRate;
}) {
  const { db, realtime } = deps;
  const messageLimiter = deps.messageRate ? createMessageRateLimiter(deps.messageRate) : null;
  const inRoomOrder = serialPerKey();

  async function runAfter(effects: AfterCommit) {
    for (const effect of effects) await effect();
  }

  async function peopleOf(q: Queryable, roomIds: number[]): Promise<PersonRow[]> {
    if (roomIds.length === 0) return [];
    // Only the host and the two sides of one-to-one and pro chats: an open chat can hold thousands.
    return rowsOf<PersonRow>(
      await q.execute(sql`
        select p.room_id, p.user_no, p.role, p.status, u.nickname, u.img
          from chat_participants p
          join chat_rooms r on r.id = p.room_id
          join users u on u.no = p.user_no
         where p.room_id in (${sql.join(
           roomIds.map((id) => sql`${id}`),
           sql`, `,
         )})
           and (p.role in ('host', 'pro') or r.type in ('01', '04'))`),
    );
  }

  async function presentRooms(q: Queryable, viewerNo: number, rows: RoomRow[]): Promise<TChatRoom[]> {
    const people = await peopleOf(
      q,
      rows.map((row) => row.id),
    );
    const online = await realtime.onlineAmong(people.map((person) => person.user_no));
    return rows.map((row) =>
      presentRoom(
        row,
        viewerNo,
        people.filter((person) => person.room_id === row.id),
        online,
      ),
    );
  }

  async function roomView(q: Queryable, viewerNo: number, roomId: number): Promise<TChatRoom> {
    const rows = rowsOf<RoomRow>(await q.execute(sql`${roomSelect(viewerNo)} where r.id = ${roomId}`));
    const row = rows[0];
    if (!row) throw roomNotFound();
    const [room] = await presentRooms(q, viewerNo, [row]);
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

  const stateOf = (room: RoomRecord): ChatRoomState => ({
    roomId: String(room.id),
    participantsSize: room.participantsSize,
    endDate: room.endDate ? room.endDate.toISOString() : null,
    botEnabled: room.botEnabled,
    attributes: attributesOf(room.attributes),
  });

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
    const message = presentMessage({
      id: row.id,
      room_id: row.roomId,
      sender_no: null,
      type: 'system',
      body,
      upload_id: null,
      client_id: null,
      created_at: row.createdAt,
      sender_nickname: null,
      sender_img: null,
    });
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
    const roomKey = socketRooms.chat(String(room.id));
    if (reason === 'join') {
      const lastId = await maxMessageId(tx, room.id);
      await tx
        .insert(chatParticipants)
        .values({ roomId: room.id, userNo: person.no, role, status: 'joined', lastReadMessageId: lastId })
        .onConflictDoUpdate({
          target: [chatParticipants.roomId, chatParticipants.userNo],
          set: { role, status: 'joined', joinedAt: new Date(), leftAt: null, lastReadMessageId: lastId },
        });
    } else if (reason !== 'noShow') {
      const status = reason === 'leave' ? 'left' : reason;
      await tx
        .update(chatParticipants)
        .set({ status, leftAt: new Date() })
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
    if (reason === 'join') {
      effects.push(() => {
        realtime.joinUser(person.no, roomKey);
        realtime.emit(socketRooms.user(person.no), 'joinChat', { roomId: String(room.id) });
      });
      if (room.botEnabled)
        await insertSystemMessage(
          tx,
          room.id,
          `Welcome, ${person.nickname}! Say hello to everyone.`,
          effects,
        );
    } else if (reason !== 'noShow') {
      effects.push(() => {
        // At once, on every process: a removed member hears nothing more from this room.
        realtime.leaveUser(person.no, roomKey);
        realtime.emit(socketRooms.user(person.no), 'leaveRoomResult', { roomId: String(room.id) });
      });
      const verb =
        reason === 'leave'
          ? 'left the chat'
          : reason === 'banned'
            ? 'was banned'
            : 'was removed from the chat';
      await insertSystemMessage(tx, room.id, `${person.nickname} ${verb}.`, effects);
    }
    effects.push(() => realtime.roomState(stateOf(next)));
    return next;
  }

  async function userRow(q: Queryable, userNo: number) {
    const [row] = await q
      .select({ no: users.no, nickname: users.nickname, img: users.img, withdrawnAt: users.withdrawnAt })
      .from(users)
      .where(eq(users.no, userNo));
    return row && !row.withdrawnAt ? row : undefined;
  }

  // ---------------------------------------------------------------- lists and reads

  async function listRooms(viewer: ChatActor): Promise<TChatRoom[]> {
    const rows = rowsOf<RoomRow>(
      await db.execute(sql`${roomSelect(viewer.no)}
        where p.status = 'joined'
        order by coalesce(lm.created_at, r.created_at) desc, r.id desc
        limit 200`),
    );
    return presentRooms(db, viewer.no, rows);
  }

  async function room(viewer: ChatActor, roomId: number): Promise<TChatRoom> {
    await requireJoined(db, roomId, viewer.no);
    return roomView(db, viewer.no, roomId);
  }

  async function unreadCounts(viewerNo: number): Promise<ChatReadCount[]> {
    const rows = rowsOf<{ room_id: number; count: number | string }>(
      await db.execute(sql`
        select p.room_id,
               (select count(*) from (
                  select 1 from chat_messages m
                   where m.room_id = p.room_id and m.id > p.last_read_message_id
                     and m.sender_no is distinct from p.user_no
                   limit ${UNREAD_COUNT_CAP}) unread_window) as count
          from chat_participants p
         where p.user_no = ${viewerNo} and p.status = 'joined'
         order by p.room_id`),
    );
    return rows.map((row) => readCountOf(row.room_id, row.count));
  }

  async function messages(
    viewer: ChatActor,
    roomId: number,
    query: z.infer<typeof ZMessagesQuery>,
  ): Promise<TMessagePage> {
    await requireJoined(db, roomId, viewer.no);
    const limit = query.limit;
    let rows: MessageRow[];
    let hasMore: boolean;
    if (query.after !== undefined) {
      rows = rowsOf<MessageRow>(
        await db.execute(sql`${messageSelect}
          where m.room_id = ${roomId} and m.id > ${Number(query.after)}
          ${query.q ? sql`and m.body ilike ${`%${escapeLike(query.q)}%`}` : sql``}
          order by m.id asc limit ${limit + 1}`),
      );
      hasMore = rows.length > limit;
      rows = rows.slice(0, limit);
    } else {
      rows = rowsOf<MessageRow>(
        await db.execute(sql`${messageSelect}
          where m.room_id = ${roomId}
          ${query.before !== undefined ? sql`and m.id < ${Number(query.before)}` : sql``}
          ${query.q ? sql`and m.type <> 'image' and m.body ilike ${`%${escapeLike(query.q)}%`}` : sql``}
          order by m.id desc limit ${limit + 1}`),
      );
      hasMore = rows.length > limit;
      rows = rows.slice(0, limit).reverse();
    }
    return { messages: rows.map(presentMessage), roomId: String(roomId), hasMore };
  }

  async function messageById(q: Queryable, id: number): Promise<TChatMessage> {
    const [row] = rowsOf<MessageRow>(await q.execute(sql`${messageSelect} where m.id = ${id}`));
    if (!row) throw new AppError('NOT_FOUND', { message: 'There is no such message.' });
    return presentMessage(row);
  }

  // ---------------------------------------------------------------- sending and reading

  /**
   * Stores a message and only then answers: the answer (HTTP 201 or the socket ack) means it is in
   * the database. A retry with the same clientId finds the stored message instead of writing a
   * second one, and announces nothing: each message is announced once, when it is stored (a client
   * that missed it catches up from the database). Within this process a room's sends run one after
   * another, so its announcements leave in id order; each names the message before it
   * (`previousId`), so a client tells a gap (another process's message still on its way, a dropped
   * connection) from a complete run, and fetches the gap.
   */
  async function sendMessage(
    actor: ChatActor,
    roomId: number,
    input: z.infer<typeof ZSendMessageInput>,
  ): Promise<{ message: TChatMessage; created: boolean }> {
    const waitMs = messageLimiter?.take(actor.no) ?? 0;
    if (waitMs > 0)
      throw new AppError('RATE_LIMITED', {
        message: `You are sending messages too fast. Try again in ${Math.ceil(waitMs / 1000)} s.`,
        details: { retryAfterMs: waitMs },
      });
    return inRoomOrder(roomId, () => storeAndAnnounce(actor, roomId, input));
  }

  async function storeAndAnnounce(
    actor: ChatActor,
    roomId: number,
    input: z.infer<typeof ZSendMessageInput>,
  ): Promise<{ message: TChatMessage; created: boolean }> {
    const outcome = await db.transaction(async (tx) => {
      const room = await lockRoom(tx, roomId);
      await requireJoined(tx, roomId, actor.no);
      if (hasEnded(room.endDate ? room.endDate.toISOString() : null)) throw chatEnded();
      if (room.type === '04' && room.reservationId !== null) {
        // A pro chat opens at its reserved time.
        const [reservation] = await tx
          .select({ startsAt: proReservations.startsAt })
          .from(proReservations)
          .where(eq(proReservations.id, room.reservationId));
        if (reservation && reservation.startsAt.getTime() > Date.now())
          throw new AppError('CONFLICT', { message: 'This pro chat opens at its reserved time.' });
      }
      let uploadId: string | null = null;
      if (input.type === 'image') {
        const [upload] = await tx
          .select({ ownerNo: uploads.ownerNo, purpose: uploads.purpose, kind: uploads.kind })
          .from(uploads)
          .where(eq(uploads.id, input.uploadId ?? ''));
        if (
          !upload ||
          upload.ownerNo !== actor.no ||
          upload.purpose !== 'chat_images' ||
          upload.kind !== 'image'
        )
          throw fieldError('uploadId', 'Upload the image for this chat first (purpose chat_images).');
        uploadId = input.uploadId ?? null;
      }
      // The room is locked: nothing can be stored between this message and the one before it.
      const previousId = await maxMessageId(tx, roomId);
      const [inserted] = await tx
        .insert(chatMessages)
        .values({
          roomId,
          senderNo: actor.no,
          type: input.type,
          body: input.type === 'image' ? input.body.trim() : input.body,
          uploadId,
          clientId: input.clientId,
        })
        .onConflictDoNothing({ target: [chatMessages.roomId, chatMessages.senderNo, chatMessages.clientId] })
        .returning({ id: chatMessages.id });
      if (!inserted) {
        const [existing] = await tx
          .select({ id: chatMessages.id })
          .from(chatMessages)
          .where(
            and(
              eq(chatMessages.roomId, roomId),
              eq(chatMessages.senderNo, actor.no),
              eq(chatMessages.clientId, input.clientId),
            ),
          );
        if (!existing) throw new AppError('CONFLICT');
        return { id: existing.id, created: false, previousId: 0 };
      }
      // Your own message is read by you.
      await tx
        .update(chatParticipants)
        .set({ lastReadMessageId: sql`greatest(${chatParticipants.lastReadMessageId}, ${inserted.id})` })
        .where(and(eq(chatParticipants.roomId, roomId), eq(chatParticipants.userNo, actor.no)));
      await recordEvent(
        tx,
        'chat.messageSent',
        { roomId, senderNo: actor.no, type: input.type },
        { actorNo: actor.no },
      );
      return { id: inserted.id, created: true, previousId };
    });
    const message = await messageById(db, outcome.id);
    if (!outcome.created) return { message, created: false };
    deps.nudgeEvents();
    realtime.emit(socketRooms.chat(String(roomId)), 'addMessage', {
      result: true,
      messageResult: message,
      ctx: { roomId: String(roomId) },
      previousId: String(outcome.previousId),
    });
    return { message, created: true };
  }

  async function markRead(viewer: ChatActor, roomId: number, messageId: number): Promise<ChatReadCount> {
    await requireJoined(db, roomId, viewer.no);
    // Never past the room's newest message, and never backwards.
    await db.execute(sql`
      update chat_participants
         set last_read_message_id = greatest(last_read_message_id,
               least(${messageId}, coalesce((select max(id) from chat_messages where room_id = ${roomId}), 0)))
       where room_id = ${roomId} and user_no = ${viewer.no}`);
    const count = await unreadOf(roomId, viewer.no);
    // The reader's other tabs and devices clear their badge too.
    realtime.emit(socketRooms.user(viewer.no), 'newNotReadMessagesCount', { messageCount: [count] });
    return count;
  }

  async function unreadOf(roomId: number, userNo: number): Promise<ChatReadCount> {
    const [row] = rowsOf<{ count: number | string }>(
      await db.execute(sql`
        select count(*) as count from (
          select 1 from chat_messages m
            join chat_participants p on p.room_id = m.room_id and p.user_no = ${userNo}
           where m.room_id = ${roomId} and m.id > p.last_read_message_id
             and m.sender_no is distinct from p.user_no
           limit ${UNREAD_COUNT_CAP}) unread_window`),
    );
    return readCountOf(roomId, row?.count ?? 0);
  }

  // ---------------------------------------------------------------- rooms: create, join, leave

  async function startDirect(
    actor: ChatActor,
    opponentNo: number,
  ): Promise<{ room: TChatRoom; created: boolean }> {
    if (opponentNo === actor.no) throw fieldError('opponentNo', 'You cannot start a chat with yourself.');
    const effects: AfterCommit = [];
    const created = await db.transaction(async (tx) => {
      const opponent = await userRow(tx, opponentNo);
      if (!opponent) throw new AppError('NOT_FOUND', { message: 'There is no such person.' });
      const key = directKeyOf(actor.no, opponentNo);
      const [fresh] = await tx
        .insert(chatRooms)
        .values({ type: '01', hostNo: actor.no, directKey: key, participantsSize: 2 })
        .onConflictDoNothing({ target: chatRooms.directKey })
        .returning();
      if (fresh) {
        await tx.insert(chatParticipants).values([
          { roomId: fresh.id, userNo: actor.no, role: 'host' },
          { roomId: fresh.id, userNo: opponentNo, role: 'guest' },
        ]);
        for (const no of [actor.no, opponentNo])
          effects.push(() => {
            realtime.joinUser(no, socketRooms.chat(String(fresh.id)));
            realtime.emit(socketRooms.user(no), 'joinChat', { roomId: String(fresh.id) });
          });
        return { roomId: fresh.id, created: true };
      }
      const [existing] = await tx
        .select()
        .from(chatRooms)
        .where(eq(chatRooms.directKey, key))
        .for('no key update');
      if (!existing) throw new AppError('CONFLICT');
      // Starting again brings back whoever had left, and the conversation no longer ends.
      let current = existing;
      for (const person of [
        { no: actor.no, nickname: actor.nickname },
        { no: opponent.no, nickname: opponent.nickname },
      ]) {
        const row = await participantOf(tx, existing.id, person.no);
        if (row?.status === 'joined') continue;
        current = await changeParticipant(
          tx,
          current,
          person,
          row?.role === 'host' ? 'host' : 'guest',
          'join',
          effects,
        );
      }
      if (current.endDate)
        await tx.update(chatRooms).set({ endDate: null }).where(eq(chatRooms.id, existing.id));
      return { roomId: existing.id, created: false };
    });
    await runAfter(effects);
    return { room: await roomView(db, actor.no, created.roomId), created: created.created };
  }

  async function createOpen(actor: ChatActor, input: z.infer<typeof ZOpenChatCreate>): Promise<TChatRoom> {
    const effects: AfterCommit = [];
    const roomId = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(chatRooms)
        .values({
          type: '02',
          name: input.name,
          description: input.description,
          hostNo: actor.no,
          participantsSize: 1,
        })
        .returning();
      if (!created) throw new AppError('INTERNAL');
      await tx.insert(chatParticipants).values({ roomId: created.id, userNo: actor.no, role: 'host' });
      effects.push(() => {
        realtime.joinUser(actor.no, socketRooms.chat(String(created.id)));
        realtime.emit(socketRooms.user(actor.no), 'joinChat', { roomId: String(created.id) });
      });
      return created.id;
    });
    await runAfter(effects);
    return roomView(db, actor.no, roomId);
  }

  async function openDirectory(
    viewerNo: number | null,
    query: z.infer<typeof ZOpenChatQuery>,
  ): Promise<{ items: TOpenChatCard[]; nextCursor: string | null }> {
    const pattern = query.q ? `%${escapeLike(query.q)}%` : null;
    const rows = rowsOf<{
      id: number;
      name: string;
      description: string;
      participants_size: number;
      host_no: number | null;
      nickname: string | null;
      img: string | null;
      last_at: unknown;
      joined: boolean | null;
      created_at: unknown;
    }>(
      await db.execute(sql`
        select r.id, r.name, r.description, r.participants_size, r.host_no, u.nickname, u.img, r.created_at,
               (select m.created_at from chat_messages m where m.room_id = r.id order by m.id desc limit 1) as last_at,
               ${viewerNo === null ? sql`false` : sql`exists (select 1 from chat_participants p where p.room_id = r.id and p.user_no = ${viewerNo} and p.status = 'joined')`} as joined
          from chat_rooms r
          left join users u on u.no = r.host_no
         where r.type = '02' and (r.end_date is null or r.end_date > now())
           ${pattern ? sql`and (r.name ilike ${pattern} or r.description ilike ${pattern})` : sql``}
           ${query.cursor ? sql`and r.id < ${Number(query.cursor)}` : sql``}
         order by r.id desc
         limit ${query.limit + 1}`),
    );
    const page = rows.slice(0, query.limit);
    return {
      items: page.map((row) => ({
        _id: String(row.id),
        name: row.name,
        description: row.description,
        participantsSize: row.participants_size,
        host:
          row.host_no !== null && row.nickname
            ? { no: row.host_no, nickname: row.nickname, img: row.img }
            : null,
        lastMessageAt: row.last_at ? new Date(row.last_at as string).toISOString() : null,
        joined: Boolean(row.joined),
        createdAt: new Date(row.created_at as string).toISOString(),
      })),
      nextCursor: rows.length > query.limit ? String(page.at(-1)?.id) : null,
    };
  }

  async function openCard(viewerNo: number | null, roomId: number): Promise<TOpenChatCard> {
    const [row] = await db.select({ type: chatRooms.type }).from(chatRooms).where(eq(chatRooms.id, roomId));
    if (row?.type !== '02') throw roomNotFound();
    const page = await openDirectory(viewerNo, { limit: 1, cursor: String(roomId + 1) });
    const card = page.items.find((item) => item._id === String(roomId));
    if (!card) throw chatEnded();
    return card;
  }

  async function joinOpen(actor: ChatActor, roomId: number): Promise<{ room: TChatRoom; newChat: boolean }> {
    const effects: AfterCommit = [];
    const newChat = await db.transaction(async (tx) => {
      const room = await lockRoom(tx, roomId);
      if (room.type !== '02') throw roomNotFound();
      const row = await participantOf(tx, roomId, actor.no);
      if (row?.status === 'banned')
        throw new AppError('FORBIDDEN', { message: 'You were banned from this chat.' });
      if (row?.status === 'joined') return false;
      if (hasEnded(room.endDate ? room.endDate.toISOString() : null)) throw chatEnded();
      await changeParticipant(tx, room, actor, row?.role === 'host' ? 'host' : 'guest', 'join', effects);
      return true;
    });
    await runAfter(effects);
    return { room: await roomView(db, actor.no, roomId), newChat };
  }

  async function leave(actor: ChatActor, roomId: number): Promise<{ roomId: string }> {
    const effects: AfterCommit = [];
    await db.transaction(async (tx) => {
      const room = await lockRoom(tx, roomId);
      const row = await requireJoined(tx, roomId, actor.no);
      await changeParticipant(tx, room, actor, row.role as ChatRole, 'leave', effects);
    });
    await runAfter(effects);
    return { roomId: String(roomId) };
  }

  // ---------------------------------------------------------------- room controls

  async function alarmChange(actor: ChatActor, roomId: number, blocked: boolean) {
    await requireJoined(db, roomId, actor.no);
    await db
      .update(chatParticipants)
      .set({ isAlarmBlocked: blocked })
      .where(and(eq(chatParticipants.roomId, roomId), eq(chatParticipants.userNo, actor.no)));
    return { chatId: String(roomId), is_alarm_blocked: blocked };
  }

  async function botChange(actor: ChatActor, roomId: number, enabled: boolean) {
    const row = await requireJoined(db, roomId, actor.no);
    if (!canToggleBot(row.role as ChatRole))
      throw new AppError('FORBIDDEN', { message: "Only the chat's host can switch its bot." });
    const [room] = await db
      .update(chatRooms)
      .set({ botEnabled: enabled })
      .where(eq(chatRooms.id, roomId))
      .returning();
    if (room) realtime.roomState(stateOf(room));
    return { chatId: String(roomId), botEnabled: enabled };
  }

  async function ban(actor: ChatActor, roomId: number, opponentNo: number) {
    const effects: AfterCommit = [];
    await db.transaction(async (tx) => {
      const room = await lockRoom(tx, roomId);
      const mine = await requireJoined(tx, roomId, actor.no);
      const target = await participantOf(tx, roomId, opponentNo);
      if (!target) throw new AppError('NOT_FOUND', { message: 'That person is not in this chat.' });
      if (!canBan(room.type as ChatRoomTypeCode, mine.role as ChatRole, target.role as ChatRole))
        throw new AppError('FORBIDDEN', {
          message: "Only an open chat's host can ban someone, and not the host.",
        });
      if (target.status === 'banned') return;
      const person = await userRow(tx, opponentNo);
      if (target.status === 'joined') {
        await changeParticipant(
          tx,
          room,
          { no: opponentNo, nickname: person?.nickname ?? 'Someone' },
          target.role as ChatRole,
          'banned',
          effects,
        );
      } else {
        await tx
          .update(chatParticipants)
          .set({ status: 'banned' })
          .where(and(eq(chatParticipants.roomId, roomId), eq(chatParticipants.userNo, opponentNo)));
      }
    });
    await runAfter(effects);
    return { chatId: String(roomId), opponentNo, banned: true };
  }

  async function profiles(
    viewer: ChatActor,
    roomId: number,
  ): Promise<{ roomId: string; people: TChatPerson[] }> {
    await requireJoined(db, roomId, viewer.no);
    const rows = rowsOf<PersonRow>(
      await db.execute(sql`
        select p.room_id, p.user_no, p.role, p.status, u.nickname, u.img
          from chat_participants p join users u on u.no = p.user_no
         where p.room_id = ${roomId} and p.status = 'joined'
         order by (p.role = 'host') desc, p.joined_at
         limit 200`),
    );
    const online = await realtime.onlineAmong(rows.map((row) => row.user_no));
    return { roomId: String(roomId), people: rows.map((row) => presentPerson(row, online)) };
  }

  // ---------------------------------------------------------------- team chats (one per project)

  /** The project's team chat, created on first need and filled with the project's members. */
  async function ensureTeamChat(
    tx: Transaction,
    projectNo: number,
    effects: AfterCommit,
  ): Promise<RoomRecord | null> {
    const [existing] = await tx
      .select()
      .from(chatRooms)
      .where(and(eq(chatRooms.type, '03'), eq(chatRooms.projectNo, projectNo)))
      .for('no key update');
    if (existing) return existing;
    const [project] = await tx
      .select({ name: projects.name })
      .from(projects)
      .where(eq(projects.no, projectNo));
    if (!project) return null;
    const members = await tx
      .select({ userNo: projectMembers.userNo, role: projectMembers.role })
      .from(projectMembers)
      .where(eq(projectMembers.projectNo, projectNo));
    const leader = members.find((member) => member.role === '01');
    const [created] = await tx
      .insert(chatRooms)
      .values({
        type: '03',
        name: project.name,
        projectNo,
        hostNo: leader?.userNo ?? null,
        participantsSize: members.length,
      })
      .onConflictDoNothing()
      .returning();
    if (!created) {
      const [raced] = await tx
        .select()
        .from(chatRooms)
        .where(and(eq(chatRooms.type, '03'), eq(chatRooms.projectNo, projectNo)));
      return raced ?? null;
    }
    await seatMembers(
      tx,
      created.id,
      members.map((member) => ({ userNo: member.userNo, role: member.role === '01' ? 'host' : 'guest' })),
      effects,
    );
    return created;
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
    for (const member of members)
      effects.push(() => {
        realtime.joinUser(member.userNo, socketRooms.chat(String(roomId)));
        realtime.emit(socketRooms.user(member.userNo), 'joinChat', { roomId: String(roomId) });
      });
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

  async function isProjectMember(q: Queryable, projectNo: number, userNo: number): Promise<string | null> {
    const [row] = await q
      .select({ role: projectMembers.role })
      .from(projectMembers)
      .where(and(eq(projectMembers.projectNo, projectNo), eq(projectMembers.userNo, userNo)));
    return row?.role ?? null;
  }

  async function requireProject(q: Queryable, projectNo: number) {
    const [project] = await q.select({ no: projects.no }).from(projects).where(eq(projects.no, projectNo));
    if (!project) throw new AppError('NOT_FOUND', { message: 'There is no such project.' });
  }

  /** A member opens the team chat; one who had left it comes back in. */
  async function teamChat(actor: ChatActor, projectNo: number): Promise<TChatRoom> {
    const effects: AfterCommit = [];
    const roomId = await db.transaction(async (tx) => {
      await requireProject(tx, projectNo);
      const memberRole = await isProjectMember(tx, projectNo, actor.no);
      if (!memberRole) throw new AppError('NOT_PROJECT_MEMBER');
      const room = await ensureTeamChat(tx, projectNo, effects);
      if (!room) throw roomNotFound();
      const row = await participantOf(tx, room.id, actor.no);
      if (row?.status !== 'joined')
        await changeParticipant(tx, room, actor, memberRole === '01' ? 'host' : 'guest', 'join', effects);
      return room.id;
    });
    await runAfter(effects);
    return roomView(db, actor.no, roomId);
  }

  /** invite_team_chat: a member brings another member (who had left the team chat) back in. */
  async function inviteTeamChat(actor: ChatActor, projectNo: number, opponentNo: number): Promise<TChatRoom> {
    const effects: AfterCommit = [];
    const roomId = await db.transaction(async (tx) => {
      await requireProject(tx, projectNo);
      if (!(await isProjectMember(tx, projectNo, actor.no))) throw new AppError('NOT_PROJECT_MEMBER');
      const opponentRole = await isProjectMember(tx, projectNo, opponentNo);
      if (!opponentRole)
        throw new AppError('CONFLICT', { message: "Only the project's members can be in its team chat." });
      const room = await ensureTeamChat(tx, projectNo, effects);
      if (!room) throw roomNotFound();
      const row = await participantOf(tx, room.id, opponentNo);
      if (row?.status !== 'joined') {
        const person = await userRow(tx, opponentNo);
        await changeParticipant(
          tx,
          room,
          { no: opponentNo, nickname: person?.nickname ?? 'Someone' },
          opponentRole === '01' ? 'host' : 'guest',
          'join',
          effects,
        );
      }
      return room.id;
    });
    await runAfter(effects);
    return roomView(db, actor.no, roomId);
  }

  // ---------------------------------------------------------------- group chats (one per group)

  /** The group's chat, created on first need with every active member of the group in it. */
  async function ensureGroupChat(
    tx: Transaction,
    group: { id: number; name: string; ownerNo: number },
    effects: AfterCommit,
  ): Promise<RoomRecord | null> {
    const find = () =>
      tx
        .select()
        .from(chatRooms)
        .where(and(eq(chatRooms.type, '05'), eq(chatRooms.groupId, group.id)))
        .for('no key update');
    const [existing] = await find();
    if (existing) return existing;
    const members = await tx
      .select({ userNo: groupMembers.userNo })
      .from(groupMembers)
      .where(and(eq(groupMembers.groupId, group.id), eq(groupMembers.state, 'active')));
    const [created] = await tx
      .insert(chatRooms)
      .values({
        type: '05',
        name: group.name,
        groupId: group.id,
        hostNo: group.ownerNo,
        participantsSize: members.length,
      })
      .onConflictDoNothing()
      .returning();
    if (!created) {
      const [raced] = await find();
      return raced ?? null;
    }
    await seatMembers(
      tx,
      created.id,
      members.map((member) => ({
        userNo: member.userNo,
        role: member.userNo === group.ownerNo ? 'host' : 'guest',
      })),
      effects,
    );
    return created;
  }

  /**
   * An active member of a group opens its chat and is in it (one who had left comes back). Open
   * groups let anyone read their feed, but the chat is the members' own: join the group first.
   */
  async function groupChat(actor: ChatActor, groupId: number): Promise<TChatRoom> {
    const effects: AfterCommit = [];
    const roomId = await db.transaction(async (tx) => {
      const [group] = await tx
        .select({ id: groups.id, name: groups.name, ownerNo: groups.ownerNo })
        .from(groups)
        .where(eq(groups.id, groupId));
      if (!group) throw new AppError('NOT_FOUND', { message: 'There is no such group.' });
      const [membership] = await tx
        .select({ state: groupMembers.state })
        .from(groupMembers)
        .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userNo, actor.no)));
      if (membership?.state !== 'active')
        throw new AppError('FORBIDDEN', {
          message: "Only the group's members can be in its chat: join the group first.",
        });
      const room = await ensureGroupChat(tx, group, effects);
      if (!room) throw roomNotFound();
      const row = await participantOf(tx, room.id, actor.no);
      if (row?.status !== 'joined')
        await changeParticipant(
          tx,
          room,
          actor,
          actor.no === group.ownerNo ? 'host' : 'guest',
          'join',
          effects,
        );
      return room.id;
    });
    await runAfter(effects);
    return roomView(db, actor.no, roomId);
  }

  /**
   * The group's chat follows its active members (listeners of group.memberJoined / memberLeft, in
   * the dispatcher's transaction; the socket side runs after): a new member is in it, someone who
   * left or was removed is out at once. A group without a chat yet gets one when first opened.
   */
  async function syncGroupMembership(
    tx: Transaction,
    change:
      | { kind: 'joined'; groupId: number; userNo: number }
      | { kind: 'left'; groupId: number; userNo: number; removed: boolean },
  ): Promise<AfterCommit> {
    const effects: AfterCommit = [];
    const [room] = await tx
      .select()
      .from(chatRooms)
      .where(and(eq(chatRooms.type, '05'), eq(chatRooms.groupId, change.groupId)))
      .for('no key update');
    if (!room) return effects;
    if (change.kind === 'left') {
      await takeOutOfRoom(tx, room, change.userNo, change.removed, effects);
      return effects;
    }
    const row = await participantOf(tx, room.id, change.userNo);
    const person = await userRow(tx, change.userNo);
    if (row?.status === 'joined' || !person) return effects;
    await changeParticipant(tx, room, person, 'guest', 'join', effects);
    return effects;
  }

  /**
   * Keeps a team chat in step with its project (listeners of project.* events). Runs in the
   * dispatcher's transaction; the socket side is returned to run once that commits.
   */
  async function syncTeamMembership(
    tx: Transaction,
    change:
      | { kind: 'joined'; projectNo: number; userNo: number }
      | { kind: 'left'; projectNo: number; userNo: number; removed: boolean }
      | { kind: 'leaderChanged'; projectNo: number; fromNo: number; toNo: number }
      | { kind: 'deleted'; projectNo: number; memberNos: number[] },
  ): Promise<AfterCommit> {
    const effects: AfterCommit = [];
    const [existing] = await tx
      .select()
      .from(chatRooms)
      .where(and(eq(chatRooms.type, '03'), eq(chatRooms.projectNo, change.projectNo)))
      .for('no key update');
    if (change.kind === 'joined') {
      // A project with no team chat yet gets one with every member at once (this one included).
      if (!existing) {
        await ensureTeamChat(tx, change.projectNo, effects);
        return effects;
      }
      const row = await participantOf(tx, existing.id, change.userNo);
      if (row?.status === 'joined') return effects;
      const person = await userRow(tx, change.userNo);
      if (!person) return effects;
      await changeParticipant(tx, existing, person, 'guest', 'join', effects);
      return effects;
    }
    if (!existing) return effects;
    if (change.kind === 'left') {
      await takeOutOfRoom(tx, existing, change.userNo, change.removed, effects);
      return effects;
    }
    if (change.kind === 'leaderChanged') {
      await tx.update(chatRooms).set({ hostNo: change.toNo }).where(eq(chatRooms.id, existing.id));
      await tx
        .update(chatParticipants)
        .set({ role: 'guest' })
        .where(and(eq(chatParticipants.roomId, existing.id), eq(chatParticipants.userNo, change.fromNo)));
      await tx
        .update(chatParticipants)
        .set({ role: 'host' })
        .where(and(eq(chatParticipants.roomId, existing.id), eq(chatParticipants.userNo, change.toNo)));
      return effects;
    }
    // The project is gone: everyone is out of its team chat at once, and the room ends.
    const joined = await tx
      .select({ userNo: chatParticipants.userNo, role: chatParticipants.role })
      .from(chatParticipants)
      .where(and(eq(chatParticipants.roomId, existing.id), eq(chatParticipants.status, 'joined')));
    let current = existing;
    for (const member of joined) {
      const person = await userRow(tx, member.userNo);
      current = await changeParticipant(
        tx,
        current,
        { no: member.userNo, nickname: person?.nickname ?? 'Someone' },
        'guest',
        'expelled',
        effects,
      );
    }
    await tx.update(chatRooms).set({ endDate: new Date() }).where(eq(chatRooms.id, existing.id));
    return effects;
  }

  /** Rooms a user's new socket joins: every room they are in. */
  async function joinedRoomIds(userNo: number): Promise<number[]> {
    const rows = await db
      .select({ roomId: chatParticipants.roomId })
      .from(chatParticipants)
      .where(and(eq(chatParticipants.userNo, userNo), eq(chatParticipants.status, 'joined')));
    return rows.map((row) => row.roomId);
  }

  /** The other person of a one-to-one room, for voice calls; 404 unless the caller is in it. */
  async function directPeer(actor: ChatActor, roomId: number) {
    const [room] = await db.select().from(chatRooms).where(eq(chatRooms.id, roomId));
    if (!room) throw roomNotFound();
    await requireJoined(db, roomId, actor.no);
    if (room.type !== '01')
      throw new AppError('CONFLICT', { message: 'Voice chat is for one-to-one chats.' });
    const [peer] = rowsOf<{ no: number; nickname: string; img: string | null; status: string }>(
      await db.execute(sql`
        select u.no, u.nickname, u.img, p.status from chat_participants p join users u on u.no = p.user_no
         where p.room_id = ${roomId} and p.user_no <> ${actor.no}`),
    );
    if (peer?.status !== 'joined')
      throw new AppError('CONFLICT', { message: 'The other person has left this chat.' });
    return { no: peer.no, nickname: peer.nickname, img: peer.img };
  }

  return {
    listRooms,
    room,
    unreadCounts,
    messages,
    sendMessage,
    markRead,
    startDirect,
    createOpen,
    openDirectory,
    openCard,
    joinOpen,
    leave,
    alarmChange,
    botChange,
    ban,
    profiles,
    teamChat,
    inviteTeamChat,
    syncTeamMembership,
    groupChat,
    syncGroupMembership,
    joinedRoomIds,
    directPeer,
    runAfter,
    // For the pro-chat service, which opens and closes rooms under the same rules.
    internals: { lockRoom, changeParticipant, participantOf, roomView, insertSystemMessage, stateOf },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
