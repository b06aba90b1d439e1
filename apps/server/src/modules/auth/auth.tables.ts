import { sql } from 'drizzle-orm';
import { pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * People on the platform. The columns named after spec point 3's user profile (no, nickname, img,
 * chat_uid, main_job, main_jobD, sub_job, sub_jobD) keep those names; main_job is the job group
 * ('04'), main_jobD the four-digit job code ('0403'). Accounts add credentials and sessions.
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('users_email_key').on(sql`lower(${table.email})`),
    uniqueIndex('users_nickname_key').on(sql`lower(${table.nickname})`),
    uniqueIndex('users_chat_uid_key').on(table.chatUid),
  ],
);
