import type { ProStatus } from '@sidecamp/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../auth';
import { groups } from '../groups';
import { uploads } from '../uploads';

/** attributes of a room (spec point 3): realStart is recorded by the pro-chat start check. */
export type ChatRoomAttributes = { realStart?: string };

/**
 * Chat rooms (spec point 3): type 01 one-to-one, 02 open chat, 03 team chat, 04 pro chat.
 * lastMessage and the unread counts are never stored here: they are read from chat_messages
 * (the last message by `lastMessageId`, an unread count from two messages' seq), so nothing can
 * drift. participantsSize follows spec point 4's
 * rules and is changed in the same transaction as the participant row it counts.
 */
export const chatRooms = pgTable(
  'chat_rooms',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    name: text('name').notNull().default(''),
    description: text('description').notNull().default(''),
    hostNo: integer('host_no').references(() => users.no, { onDelete: 'set null' }),
    /** Team chats: the project. No foreign key: the room must outlive the project's deletion event. */
    projectNo: integer('project_no'),
    /** One-to-one chats: "<lower no>:<higher no>", so two people share exactly one room. */
    directKey: text('direct_key'),
    /** Pro chats: the reservation the room was opened for. */
    reservationId: integer('reservation_id'),
    /** Group chats: the group (its room goes with it). */
    groupId: integer('group_id').references(() => groups.id, { onDelete: 'cascade' }),
    participantsSize: integer('participants_size').notNull().default(0),
    endDate: timestamp('end_date', { withTimezone: true }),
    attributes: jsonb('attributes').$type<ChatRoomAttributes>().notNull().default({}),
    botEnabled: boolean('bot_enabled').notNull().default(false),
    /** Open chats: the host's paid top ad (D22) lists the room first until this time (migration 0040). */
    pinnedUntil: timestamp('pinned_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The room's newest message, set by the trigger that numbers each message (migration 0032) and
     * never written here. No foreign key: a message deleted behind the app's back repoints it.
     */
    lastMessageId: bigint('last_message_id', { mode: 'number' }),
  },
  (table) => [
    check('chat_rooms_type', sql`${table.type} in ('01', '02', '03', '04', '05')`),
    check('chat_rooms_participants_size', sql`${table.participantsSize} >= 0`),
    uniqueIndex('chat_rooms_direct_key').on(table.directKey),
    uniqueIndex('chat_rooms_team_project_key').on(table.projectNo).where(sql`${table.type} = '03'`),
    uniqueIndex('chat_rooms_reservation_key').on(table.reservationId),
    uniqueIndex('chat_rooms_group_key').on(table.groupId).where(sql`${table.type} = '05'`),
    index('chat_rooms_open_idx').on(table.type, table.createdAt),
  ],
);

/**
 * Who is in a room. status: joined, left, expelled (removed from a team chat) or banned (by the
 * host; a banned user cannot come back). The unread count of a room for a person is the number of
 * messages with an id above last_read_message_id: the seq of the room's last message minus the seq
 * of the message last_read_message_id names (`unreadCount` in chat.queries.ts), which is always one
 * of the room's messages or 0. Your own messages are never among them: sending one moves your
 * pointer to it in the same transaction.
 */
export const chatParticipants = pgTable(
  'chat_participants',
  {
    roomId: integer('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.no, { onDelete: 'cascade' }),
    /** host, guest or pro (spec point 6 chat roles). */
    role: text('role').notNull(),
    status: text('status').notNull().default('joined'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    leftAt: timestamp('left_at', { withTimezone: true }),
    lastReadMessageId: bigint('last_read_message_id', { mode: 'number' }).notNull().default(0),
    isAlarmBlocked: boolean('is_alarm_blocked').notNull().default(false),
    /** Pro chats: when this side passed the start check. */
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.roomId, table.userNo] }),
    index('chat_participants_user_idx').on(table.userNo, table.status),
    check('chat_participants_role', sql`${table.role} in ('host', 'guest', 'pro')`),
    check('chat_participants_status', sql`${table.status} in ('joined', 'left', 'expelled', 'banned')`),
  ],
);

/**
 * Messages. client_id is the sender's own id for the message: a retry with the same one finds the
 * stored row instead of writing a second (UNIQUE room, sender, client id).
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    roomId: integer('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    senderNo: integer('sender_no').references(() => users.no, { onDelete: 'set null' }),
    /** text, image or system. */
    type: text('type').notNull(),
    body: text('body').notNull(),
    uploadId: uuid('upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    clientId: text('client_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The message's place in its room: 1 for the first, one more for each after it, set by a trigger
     * (migration 0032) under the room's lock and never written here.
     */
    seq: integer('seq').notNull().default(0),
    /**
     * Removed by an admin (migration 0048): the row then reads as a system line saying so, for
     * every query and client alike, and what was sent waits in hidden_* until it is restored.
     */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenBy: integer('hidden_by'),
    hiddenType: text('hidden_type'),
    hiddenBody: text('hidden_body'),
    hiddenUploadId: uuid('hidden_upload_id'),
  },
  (table) => [
    index('chat_messages_room_idx').on(table.roomId, table.id),
    // A room's newest page as one prepared plan (chat.queries.ts, prepareLatestMessages).
    index('chat_messages_room_seq_idx').on(table.roomId, table.seq),
    // Who may fetch a chat's picture is asked by its upload (GET /api/files/:id).
    index('chat_messages_upload_idx').on(table.uploadId).where(sql`${table.uploadId} is not null`),
    uniqueIndex('chat_messages_client_key').on(table.roomId, table.senderNo, table.clientId),
    check('chat_messages_type', sql`${table.type} in ('text', 'image', 'system')`),
  ],
);

/** A user who offers pro chats (F9.6). */
export const proProfiles = pgTable(
  'pro_profiles',
  {
    userNo: integer('user_no')
      .primaryKey()
      .references(() => users.no, { onDelete: 'cascade' }),
    headline: text('headline').notNull(),
    pricePoints: integer('price_points').notNull().default(0),
    active: boolean('active').notNull().default(true),
    /** pending until an admin decides (migration 0049); only approved pros are listed or bookable. */
    status: text('status').notNull().default('pending').$type<ProStatus>(),
    reviewedBy: integer('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    rejectReason: text('reject_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({
      name: 'pro_profiles_reviewed_by_fkey',
      columns: [table.reviewedBy],
      foreignColumns: [users.no],
    }).onDelete('set null'),
    check('pro_profiles_status_known', sql`${table.status} in ('pending', 'approved', 'rejected')`),
    // The admin's queue of pros waiting for a decision, oldest first.
    index('pro_profiles_pending_idx').on(table.createdAt).where(sql`${table.status} = 'pending'`),
  ],
);

/** Open dates and hours a pro publishes (load_open_date, load_open_hour). */
export const proOpenSlots = pgTable(
  'pro_open_slots',
  {
    id: serial('id').primaryKey(),
    proNo: integer('pro_no')
      .notNull()
      .references(() => users.no, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('pro_open_slots_pro_start_key').on(table.proNo, table.startsAt),
    check('pro_open_slots_order', sql`${table.endsAt} > ${table.startsAt}`),
  ],
);

/**
 * A reservation of a slot. status: reserved, held (the chat took place), proNoShow, userNoShow,
 * cancelled. payment: 'unpaid' for a free pro chat (price 0),
 * otherwise held / settled / released with the ledger's hold id.
 */
export const proReservations = pgTable(
  'pro_reservations',
  {
    id: serial('id').primaryKey(),
    slotId: integer('slot_id')
      .notNull()
      .references(() => proOpenSlots.id, { onDelete: 'restrict' }),
    proNo: integer('pro_no')
      .notNull()
      .references(() => users.no, { onDelete: 'cascade' }),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.no, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: text('status').notNull().default('reserved'),
    payment: text('payment').notNull().default('unpaid'),
    pricePoints: integer('price_points').notNull().default(0),
    pointsHoldId: text('points_hold_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [
    // One live reservation per slot; a cancelled one frees the slot.
    uniqueIndex('pro_reservations_slot_key').on(table.slotId).where(sql`${table.status} <> 'cancelled'`),
    index('pro_reservations_user_idx').on(table.userNo, table.startsAt),
    index('pro_reservations_pro_idx').on(table.proNo, table.startsAt),
    index('pro_reservations_due_idx').on(table.status, table.startsAt),
    check(
      'pro_reservations_status',
      sql`${table.status} in ('reserved', 'held', 'proNoShow', 'userNoShow', 'cancelled')`,
    ),
    check('pro_reservations_payment', sql`${table.payment} in ('unpaid', 'held', 'settled', 'released')`),
  ],
);

/** Both sides of a held pro chat may review the other once. */
export const proChatReviews = pgTable(
  'pro_chat_reviews',
  {
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => proReservations.id, { onDelete: 'cascade' }),
    reviewerNo: integer('reviewer_no')
      .notNull()
      .references(() => users.no, { onDelete: 'cascade' }),
    revieweeNo: integer('reviewee_no')
      .notNull()
      .references(() => users.no, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.reservationId, table.reviewerNo] }),
    index('pro_chat_reviews_reviewee_idx').on(table.revieweeNo, table.createdAt),
    check('pro_chat_reviews_rating', sql`${table.rating} between 1 and 5`),
  ],
);
