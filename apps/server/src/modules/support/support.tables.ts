import type { FaqCategoryCode } from '@sidecamp/domain';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
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
    authorNo: integer('author_no').references(() => users.no, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('support_notices_published_idx').on(table.publishedAt.desc(), table.id.desc()),
    index('support_notices_important_idx')
      .on(table.publishedAt.desc(), table.id.desc())
      .where(sql`important`),
  ],
);

/** Questions people ask support ("ask", spec point 7), and an admin's answer. */
export const supportAsks = pgTable(
  'support_asks',
  {
    id: serial('id').primaryKey(),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.no, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    answer: text('answer'),
    answeredBy: integer('answered_by').references(() => users.no, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('support_asks_user_idx').on(table.userNo, table.id.desc()),
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
    updatedBy: integer('updated_by').references(() => users.no, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('faq_entries_position_idx').on(table.position, table.id)],
);
