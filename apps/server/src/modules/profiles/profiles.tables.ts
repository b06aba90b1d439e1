import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from '../auth';

/**
 * The profile fields of F3.1 beyond the spec's session profile (which lives on `users`).
 * One row per user, created with the account's first profile edit.
 */
export const profiles = pgTable('profiles', {
  userNo: integer('user_no')
    .primaryKey()
    .references(() => users.no, { onDelete: 'cascade' }),
  backgroundImg: text('background_img'),
  skillLevel: text('skill_level'),
  experience: text('experience'),
  region: text('region'),
  gender: text('gender'),
  ageBand: text('age_band'),
  personalityType: text('personality_type'),
  techStacks: text('tech_stacks').array().notNull().default(sql`'{}'::text[]`),
  /** Who can see the profile: public (everyone), members (logged-in people), private (only me). */
  visibility: text('visibility').notNull().default('public'),
  /** Hidden by an admin (migration 0048): unavailable to everyone but its owner, whatever the visibility. */
  hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  hiddenBy: integer('hidden_by'),
  /** The resume's summary paragraph (F3.2), written by the person or generated from their data. */
  resumeSummary: text('resume_summary'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Profile items: cover letter, career, location, skill, portfolio, question ... in the owner's order. */
export const profileItems = pgTable(
  'profile_items',
  {
    id: serial('id').primaryKey(),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.no, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    url: text('url'),
    organization: text('organization'),
    startDate: date('start_date'),
    endDate: date('end_date'),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('profile_items_user_idx').on(table.userNo, table.position)],
);

/** Links to the user's accounts on integrated tools (team chat, issue tracker, code hosting ...). */
export const profileLinks = pgTable(
  'profile_links',
  {
    userNo: integer('user_no')
      .notNull()
      .references(() => users.no, { onDelete: 'cascade' }),
    integration: text('integration').notNull(),
    url: text('url').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userNo, table.integration] })],
);

export const follows = pgTable(
  'follows',
  {
    followerNo: integer('follower_no')
      .notNull()
      .references(() => users.no, { onDelete: 'cascade' }),
    followeeNo: integer('followee_no')
      .notNull()
      .references(() => users.no, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.followerNo, table.followeeNo] }),
    index('follows_followee_idx').on(table.followeeNo, table.createdAt),
    check('follows_not_self', sql`${table.followerNo} <> ${table.followeeNo}`),
  ],
);

/** A review of a person by someone who worked with them: one per reviewer, editable. */
export const userReviews = pgTable(
  'user_reviews',
  {
    reviewerNo: integer('reviewer_no')
      .notNull()
      .references(() => users.no, { onDelete: 'cascade' }),
    revieweeNo: integer('reviewee_no')
      .notNull()
      .references(() => users.no, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.reviewerNo, table.revieweeNo] }),
    index('user_reviews_reviewee_idx').on(table.revieweeNo, table.updatedAt),
    check('user_reviews_rating_range', sql`${table.rating} between 1 and 5`),
    check('user_reviews_not_self', sql`${table.reviewerNo} <> ${table.revieweeNo}`),
  ],
);

/** Notification preference per kind (activity, social, project, chat, points, marketing) and channel. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userNo: integer('user_no')
      .notNull()
      .references(() => users.no, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    channel: text('channel').notNull(),
    enabled: boolean('enabled').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userNo, table.kind, table.channel] })],
);
