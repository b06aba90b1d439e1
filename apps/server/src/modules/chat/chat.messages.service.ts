import {
  type ChatReadCount,
  hasEnded,
  mentionedNicknames,
  type TChatMessage,
  type TMessagePage,
  type ZMessagesQuery,
  type ZSendMessageInput,
} from '@sidecamp/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Queryable } from '../../db/client';
import { rowsOf } from '../../db/client';
import { AppError, fieldError } from '../../http/errors';
import { rooms as socketRooms } from '../../realtime/rooms';
import { uploads } from '../uploads';
import './chat.events';
import { recordEvent } from '../../events/outbox';
import { type MessageRow, presentMessage, readCountOf } from './chat.presenter';
import { escapeLike, lastSeqOfRoom, messageSelect, prepareLatestMessages, unreadCount } from './chat.queries';
import { createMessageRateLimiter, type MessageRate } from './chat.rateLimit';
import type { ChatRealtime } from './chat.realtime.port';
import { serialPerKey } from './chat.roomOrder';
import { type ChatActor, type ChatRooms, chatEnded } from './chat.rooms';
import { chatMessages, chatParticipants, proReservations } from './chat.tables';

/**
 * Messages: history pages and catch-up, sending (stored first, then announced in room order) and
 * reading (unread counts).
 */
export function createChatMessagesService(deps: {
  db: Database;
  rooms: ChatRooms;
  realtime: ChatRealtime;
  /** Each person's chat-message budget (CHAT_MESSAGES_PER_10_SECONDS, CHAT_MESSAGE_BURST); none when unset. */
  messageRate?: MessageRate;
}) {
  const { db, rooms, realtime } = deps;
  const messageLimiter = deps.messageRate ? createMessageRateLimiter(deps.messageRate) : null;
  const inRoomOrder = serialPerKey();
  const latestMessages = prepareLatestMessages(db);

  async function unreadCounts(viewerNo: number): Promise<ChatReadCount[]> {
    const rows = rowsOf<{ room_id: number; count: number | string }>(
      await db.execute(sql`
        select p.room_id,
               ${unreadCount(lastSeqOfRoom, sql`p.room_id`, sql`p.last_read_message_id`)} as count
          from chat_participants p
          join chat_rooms r on r.id = p.room_id
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
    const limit = query.limit;
    // Only a joined participant reads the room: checked in the same statement, and when nothing
    // comes back, asked again to answer why (not joined, banned) or to confirm an empty page.
    const joined = sql`exists (select 1 from chat_participants jp
      where jp.room_id = ${roomId} and jp.user_no = ${viewer.no} and jp.status = 'joined')`;
    let rows: MessageRow[];
    let hasMore: boolean;
    if (query.after !== undefined) {
      rows = rowsOf<MessageRow>(
        await db.execute(sql`${messageSelect}
          where m.room_id = ${roomId} and ${joined} and m.id > ${Number(query.after)}
          ${query.q ? sql`and m.body ilike ${`%${escapeLike(query.q)}%`}` : sql``}
          order by m.id asc limit ${limit + 1}`),
      );
      hasMore = rows.length > limit;
      rows = rows.slice(0, limit);
    } else if (query.before === undefined && !query.q) {
      rows = await latestMessages.execute({ room: roomId, viewer: viewer.no, limit: limit + 1 });
      hasMore = rows.length > limit;
      rows = rows.slice(0, limit).reverse();
    } else {
      rows = rowsOf<MessageRow>(
        await db.execute(sql`${messageSelect}
          where m.room_id = ${roomId} and ${joined}
          ${query.before !== undefined ? sql`and m.id < ${Number(query.before)}` : sql``}
          ${query.q ? sql`and m.type <> 'image' and m.body ilike ${`%${escapeLike(query.q)}%`}` : sql``}
          order by m.id desc limit ${limit + 1}`),
      );
      hasMore = rows.length > limit;
      rows = rows.slice(0, limit).reverse();
    }
    if (rows.length === 0) await rooms.requireJoined(db, roomId, viewer.no);
    return { messages: rows.map(presentMessage), roomId: String(roomId), hasMore };
  }

  async function messageById(q: Queryable, id: number): Promise<TChatMessage> {
    const [row] = rowsOf<MessageRow>(await q.execute(sql`${messageSelect} where m.id = ${id}`));
    if (!row) throw new AppError('NOT_FOUND', { message: 'There is no such message.' });
    return presentMessage(row);
  }

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
      const room = await rooms.lockRoom(tx, roomId);
      await rooms.requireJoined(tx, roomId, actor.no);
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
      const previousId = await rooms.maxMessageId(tx, roomId);
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
      // No domain event per message (it cost an outbox row each): only one that names someone, so
      // the alarm centre can tell them.
      if (input.type === 'text' && mentionedNicknames(input.body).length > 0)
        await recordEvent(
          tx,
          'chat.mentioned',
          { roomId, messageId: inserted.id, senderNo: actor.no },
          { actorNo: actor.no },
        );
      return { id: inserted.id, created: true, previousId };
    });
    const message = await messageById(db, outcome.id);
    if (!outcome.created) return { message, created: false };
    realtime.emit(socketRooms.chat(String(roomId)), 'addMessage', {
      result: true,
      messageResult: message,
      ctx: { roomId: String(roomId) },
      previousId: String(outcome.previousId),
    });
    return { message, created: true };
  }

  async function markRead(viewer: ChatActor, roomId: number, messageId: number): Promise<ChatReadCount> {
    await rooms.requireJoined(db, roomId, viewer.no);
    // Never backwards, and always one of the room's messages (the one at or before messageId), so
    // the pointer names a message whose seq the unread count reads.
    await db.execute(sql`
      update chat_participants
         set last_read_message_id = greatest(last_read_message_id,
               coalesce((select max(id) from chat_messages where room_id = ${roomId} and id <= ${messageId}), 0))
       where room_id = ${roomId} and user_no = ${viewer.no}`);
    const count = await unreadOf(roomId, viewer.no);
    // The reader's other tabs and devices clear their badge too.
    realtime.emit(socketRooms.user(viewer.no), 'newNotReadMessagesCount', { messageCount: [count] });
    return count;
  }

  async function unreadOf(roomId: number, userNo: number): Promise<ChatReadCount> {
    const [row] = rowsOf<{ count: number | string }>(
      await db.execute(sql`
        select ${unreadCount(lastSeqOfRoom, sql`p.room_id`, sql`p.last_read_message_id`)} as count
          from chat_participants p
          join chat_rooms r on r.id = p.room_id
         where p.room_id = ${roomId} and p.user_no = ${userNo}`),
    );
    return readCountOf(roomId, row?.count ?? 0);
  }

  return { unreadCounts, messages, sendMessage, markRead };
}

export type ChatMessagesService = ReturnType<typeof createChatMessagesService>;
