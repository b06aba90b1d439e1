import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { users } from '../auth';
import { uploads } from '../uploads';
import type { PersonRow } from './chat.presenter';
import { chatMessages, chatParticipants, chatRooms } from './chat.tables';

/** Unread counts are counted up to this many per room; the badge shows "999+" beyond. */
export const UNREAD_COUNT_CAP = 1000;

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * How many messages of a room come after a reader's last-read message, up to the cap, without
 * counting them (migration 0032): every message carries its place in its room (`seq`) and a room
 * names its last message, so it is the last message's seq minus the seq of the message the reader's
 * pointer names (0 for none), each a primary-key look-up. Your own messages are never among them,
 * since sending one moves your pointer to it in the same transaction; a room whose messages were
 * all deleted has no last message and counts 0.
 */
export const unreadCount = (
  lastSeq: SQL,
  roomId: SQL,
  lastReadId: SQL,
) => sql`greatest(0, least(${UNREAD_COUNT_CAP},
           coalesce(${lastSeq}, 0) - coalesce((select rm.seq from chat_messages rm
                                                where rm.id = ${lastReadId} and rm.room_id = ${roomId}), 0)))`;

/** The seq of a room's last message (null without one), for a row of chat_rooms `r`. */
export const lastSeqOfRoom = sql`(select sm.seq from chat_messages sm where sm.id = r.last_message_id)`;

/** The people a room card shows, as JSON (see `roomSelect`). */
const peopleOf = (roomId: SQL, roomType: SQL) => sql`(select coalesce(json_agg(json_build_object(
                   'room_id', pp.room_id, 'user_no', pp.user_no, 'role', pp.role,
                   'status', pp.status, 'nickname', pu.nickname, 'img', pu.img)), '[]'::json)
            from chat_participants pp
            join users pu on pu.no = pp.user_no
           where pp.room_id = ${roomId} and (pp.role in ('host', 'pro') or ${roomType} in ('01', '04')))`;

/**
 * The room columns plus the viewer's participant row, the last message, the unread count and the
 * people a room card shows (as JSON, so a list is one statement, not one more for its people):
 * only the host and the two sides of one-to-one and pro chats, since an open chat can hold
 * thousands.
 */
export const roomSelect = (viewerNo: number) => sql`
  select r.id, r.type, r.name, r.description, r.host_no, r.project_no, r.reservation_id,
         r.participants_size, r.end_date, r.attributes, r.bot_enabled, r.created_at,
         p.role, p.status, p.last_read_message_id, p.is_alarm_blocked,
         lm.id as lm_id, lm.body as lm_body, lm.type as lm_type, lm.created_at as lm_created_at,
         case when p.user_no is null then 0
              else ${unreadCount(sql`lm.seq`, sql`r.id`, sql`p.last_read_message_id`)} end as unread,
         ${peopleOf(sql`r.id`, sql`r.type`)} as people
    from chat_rooms r
    left join chat_participants p on p.room_id = r.id and p.user_no = ${viewerNo}
    left join chat_messages lm on lm.id = r.last_message_id`;

/**
 * A person's room list (`roomSelect`'s columns for the rooms they are in, newest activity first),
 * prepared once per connection: planning its subqueries cost PostgreSQL more than running them.
 * Every look-up in it is by primary key, so one plan fits every reader.
 */
export function prepareRoomList(db: Database) {
  const lm = alias(chatMessages, 'lm');
  return db
    .select({
      id: chatRooms.id,
      type: chatRooms.type,
      name: chatRooms.name,
      description: chatRooms.description,
      host_no: chatRooms.hostNo,
      project_no: chatRooms.projectNo,
      reservation_id: chatRooms.reservationId,
      participants_size: chatRooms.participantsSize,
      end_date: chatRooms.endDate,
      attributes: chatRooms.attributes,
      bot_enabled: chatRooms.botEnabled,
      created_at: chatRooms.createdAt,
      role: chatParticipants.role,
      status: chatParticipants.status,
      last_read_message_id: chatParticipants.lastReadMessageId,
      is_alarm_blocked: chatParticipants.isAlarmBlocked,
      lm_id: lm.id,
      lm_body: lm.body,
      lm_type: lm.type,
      lm_created_at: lm.createdAt,
      unread: sql<number>`${unreadCount(sql`${lm.seq}`, sql`${chatRooms.id}`, sql`${chatParticipants.lastReadMessageId}`)}`,
      people: sql<PersonRow[] | string>`${peopleOf(sql`${chatRooms.id}`, sql`${chatRooms.type}`)}`,
    })
    .from(chatParticipants)
    .innerJoin(chatRooms, eq(chatRooms.id, chatParticipants.roomId))
    .leftJoin(lm, eq(lm.id, chatRooms.lastMessageId))
    .where(and(eq(chatParticipants.userNo, sql.placeholder('viewer')), eq(chatParticipants.status, 'joined')))
    .orderBy(sql`coalesce(${lm.createdAt}, ${chatRooms.createdAt}) desc`, desc(chatRooms.id))
    .limit(200)
    .prepare('chat_room_list');
}

/**
 * A room's newest messages (the first page of its history, what opening a room reads), prepared
 * once per connection, with the check that the viewer is a joined participant in the same
 * statement. Ordered by seq, which within a room follows id: a plan made once for every room must
 * not walk the primary key backwards past other rooms' messages, and (room_id, seq) is the only
 * index that gives this order.
 */
export function prepareLatestMessages(db: Database) {
  const room = sql.placeholder('room');
  return db
    .select({
      id: chatMessages.id,
      room_id: chatMessages.roomId,
      sender_no: chatMessages.senderNo,
      type: chatMessages.type,
      body: chatMessages.body,
      upload_id: chatMessages.uploadId,
      client_id: chatMessages.clientId,
      created_at: chatMessages.createdAt,
      sender_nickname: users.nickname,
      sender_img: users.img,
      has_thumbnail: sql<boolean>`(${uploads.thumbnailKey} is not null)`,
    })
    .from(chatMessages)
    .leftJoin(users, eq(users.no, chatMessages.senderNo))
    .leftJoin(uploads, eq(uploads.id, chatMessages.uploadId))
    .where(
      and(
        eq(chatMessages.roomId, room),
        sql`exists (select 1 from chat_participants jp
              where jp.room_id = ${room} and jp.user_no = ${sql.placeholder('viewer')} and jp.status = 'joined')`,
      ),
    )
    .orderBy(desc(chatMessages.seq))
    .limit(sql.placeholder('limit'))
    .prepare('chat_latest_messages');
}

export const messageSelect = sql`
  select m.id, m.room_id, m.sender_no, m.type, m.body, m.upload_id, m.client_id, m.created_at,
         u.nickname as sender_nickname, u.img as sender_img, (up.thumbnail_key is not null) as has_thumbnail
    from chat_messages m
    left join users u on u.no = m.sender_no
    left join uploads up on up.id = m.upload_id`;
