import { sql } from 'drizzle-orm';
import {
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * People on the platform. The columns named after spec point 3's user profile (no, nickname, img,
 * chat_uid, main_job, main_jobD, sub_job, sub_jobD) keep those names; main_job is the job group
 * ('04'), main_jobD the four-digit job code ('0403').
 */
export const users = pgTable(
  'users',
  {
    no: serial('no').primaryKey(),
    email: text('email').notNull(),
    nickname: text('nickname').notNull(),
    passwordHash: text('password_hash'),
    img: text('img'),
    chatUid: uuid('chat_uid').notNull().default(sql`gen_random_uuid()`),
    mainJob: text('main_job'),
    mainJobDetail: text('main_job_d'),
    subJob: text('sub_job'),
    subJobDetail: text('sub_job_d'),
    occupationStatus: text('occupation_status'),
    visitPurpose: text('visit_purpose'),
    introduction: text('introduction'),
    /** 'user' or 'admin'; never settable through a request body. */
    role: text('role').notNull().default('user'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    /** A ban by an admin (migration 0048): active while banned_until is null or in the future. */
    bannedAt: timestamp('banned_at', { withTimezone: true }),
    bannedUntil: timestamp('banned_until', { withTimezone: true }),
    banReason: text('ban_reason'),
    bannedBy: integer('banned_by'),
  },
  (table) => [
    uniqueIndex('users_email_key').on(sql`lower(${table.email})`),
    uniqueIndex('users_nickname_key').on(sql`lower(${table.nickname})`),
    uniqueIndex('users_chat_uid_key').on(table.chatUid),
    // Campaign audiences by job (migration 0041).
    index('users_main_job_d_idx').on(table.mainJobDetail).where(sql`withdrawn_at is null`),
    index('users_banned_idx').on(table.bannedAt.desc().nullsFirst()).where(sql`banned_at is not null`),
  ],
);

/**
 * Server-side sessions. The cookie carries a random token; only its SHA-256 is stored, so a
 * database leak does not leak live sessions. An ended session keeps its reason, which is how the
 * older browser learns it was logged in elsewhere (`loginDuplicated`).
 */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.no, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** logout | duplicate_login | password_changed | withdrawn | banned */
    endReason: text('end_reason'),
    userAgent: text('user_agent'),
  },
  (table) => [index('sessions_user_active_idx').on(table.userNo).where(sql`${table.endedAt} is null`)],
);

/**
 * The UTC days a person used the site logged in: a row when a session starts and when an active
 * session is first used on a new day. Trust levels count them (F10.1: days visited).
 */
export const userVisitDays = pgTable(
  'user_visit_days',
  {
    userNo: integer('user_no').notNull(),
    day: date('day').notNull(),
  },
  (table) => [
    foreignKey({
      name: 'user_visit_days_user_no_fkey',
      columns: [table.userNo],
      foreignColumns: [users.no],
    }).onDelete('cascade'),
    primaryKey({ columns: [table.userNo, table.day] }),
  ],
);

/**
 * Short-lived, single-use tickets for the realtime handshake (spec point 7's `token`). A page asks
 * for one with its session cookie just before each (re)connect; the websocket then proves itself
 * with the ticket instead of the cookie, so another site's page cannot open a socket riding on the
 * browser's cookie, and the long-lived session token never leaves the cookie. Stored as hashes.
 */
export const realtimeTokens = pgTable(
  'realtime_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionTokenHash: text('session_token_hash')
      .notNull()
      .references(() => sessions.tokenHash, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('realtime_tokens_expires_idx').on(table.expiresAt)],
);

/** A social identity, keyed by (provider code, subject) as the provider states them. */
export const socialAccounts = pgTable(
  'social_accounts',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.no, { onDelete: 'cascade' }),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.provider, table.subject] }),
    index('social_accounts_user_idx').on(table.userNo),
  ],
);

/** Password-reset links: only the token's hash is stored; a link works once and expires. */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.no, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('password_resets_user_idx').on(table.userNo)],
);
