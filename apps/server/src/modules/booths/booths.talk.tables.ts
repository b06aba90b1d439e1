import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../auth';
import { booths } from './booths.tables';

/**
 * Reviews (one per person per booth, editable): an overall rating and one per view point, 1-5.
 * The booth's review count and rating sum change in the same transaction.
 */
export const boothReviews = pgTable(
  'booth_reviews',
  {
    id: serial('id').primaryKey(),
    boothId: integer('booth_id')
      .notNull()
      .references(() => booths.id, { onDelete: 'cascade' }),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.no, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    viewPoints: jsonb('view_points').$type<Record<string, number>>().notNull(),
    body: text('body').notNull(),
    replyCount: integer('reply_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('booth_reviews_one_per_person_idx').on(table.boothId, table.userNo),
    index('booth_reviews_booth_idx').on(table.boothId, table.id.desc()),
    index('booth_reviews_booth_time_idx').on(table.boothId, table.createdAt),
    check('booth_reviews_rating', sql`${table.rating} between 1 and 5`),
  ],
);

export const boothReviewReplies = pgTable(
  'booth_review_replies',
  {
    id: serial('id').primaryKey(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => boothReviews.id, { onDelete: 'cascade' }),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.no, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('booth_review_replies_review_idx').on(table.reviewId, table.id)],
);

/** The booth's forum: threads, newest activity first, with their replies. */
export const boothForumThreads = pgTable(
  'booth_forum_threads',
  {
    id: serial('id').primaryKey(),
    boothId: integer('booth_id')
      .notNull()
      .references(() => booths.id, { onDelete: 'cascade' }),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.no, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    replyCount: integer('reply_count').notNull().default(0),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('booth_forum_threads_booth_idx').on(table.boothId, table.lastActivityAt.desc(), table.id.desc()),
  ],
);

export const boothForumReplies = pgTable(
  'booth_forum_replies',
  {
    id: serial('id').primaryKey(),
    threadId: integer('thread_id')
      .notNull()
      .references(() => boothForumThreads.id, { onDelete: 'cascade' }),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.no, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('booth_forum_replies_thread_idx').on(table.threadId, table.id)],
);
