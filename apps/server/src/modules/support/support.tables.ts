import type { FaqCategoryCode } from '@sidecamp/domain';
import { sql } from 'drizzle-orm';
import { boolean, foreignKey, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../auth';

/** Feedback sent from the support page (types 01-04 of the spec). */
export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    userNo: integer('user_no').references(() => users.no, { onDelete: 'set null' }),
    type: text('type').notNull(),
    /** Where to answer: the account's e-mail for members, the given one for visitors. */
    replyTo: text('reply_to').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('feedback_created_idx').on(table.createdAt)],
);

/** Announcements admins publish (F16.1); an important one is also a banner until dismissed. */
export const supportNotices = pgTable(
  'support_notices',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    important: boolean('important').notNull().default(false),
    authorNo: integer('author_no'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({
      name: 'support_notices_author_no_fkey',
      columns: [table.authorNo],
      foreignColumns: [users.no],
    }).onDelete('set null'),

    index('support_notices_published_idx').on(
      table.publishedAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('support_notices_important_idx')
      .on(table.publishedAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`important`),
  ],
);

/** Questions people ask support ("ask", spec point 7), and an admin's answer. */
export const supportAsks = pgTable(
  'support_asks',
  {
    id: serial('id').primaryKey(),
    userNo: integer('user_no').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    answer: text('answer'),
    answeredBy: integer('answered_by'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({
      name: 'support_asks_answered_by_fkey',
      columns: [table.answeredBy],
      foreignColumns: [users.no],
    }).onDelete('set null'),
    foreignKey({
      name: 'support_asks_user_no_fkey',
      columns: [table.userNo],
      foreignColumns: [users.no],
    }).onDelete('cascade'),

    index('support_asks_user_idx').on(table.userNo, table.id.desc().nullsFirst()),
    index('support_asks_open_idx').on(table.id).where(sql`answered_at is null`),
  ],
);

/** The FAQ (F16.1) as admins manage it (F18); plain-text answers, ordered by position. */
export const faqEntries = pgTable(
  'faq_entries',
  {
    id: serial('id').primaryKey(),
    category: text('category').notNull().$type<FaqCategoryCode>(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    position: integer('position').notNull(),
    published: boolean('published').notNull().default(true),
    updatedBy: integer('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({
      name: 'faq_entries_updated_by_fkey',
      columns: [table.updatedBy],
      foreignColumns: [users.no],
    }).onDelete('set null'),
    index('faq_entries_position_idx').on(table.position, table.id),
  ],
);
