import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../auth';
import { projects } from '../projects';

/**
 * Booths (F12): a launched service's page in the Launch camp, from a project (one booth per
 * project) or standalone. Drafts are seen by the team only. The counters change in the same
 * transaction as the rows they count, so lists never count rows per request.
 */
export const booths = pgTable(
  'booths',
  {
    id: serial('id').primaryKey(),
    projectNo: integer('project_no').references(() => projects.no, { onDelete: 'set null' }),
    ownerNo: integer('owner_no')
      .notNull()
      .references(() => users.no, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tagline: text('tagline').notNull().default(''),
    intro: text('intro').notNull(),
    description: text('description').notNull().default(''),
    screenshots: text('screenshots').array().notNull().default(sql`'{}'::text[]`),
    videoLink: text('video_link'),
    links: text('links').array().notNull().default(sql`'{}'::text[]`),
    platforms: text('platforms').array().notNull().default(sql`'{}'::text[]`),
    serviceCategory: text('service_category').notNull(),
    industry: text('industry').notNull(),
    launchDate: date('launch_date', { mode: 'string' }),
    /** BOOTH_STATES code: 'draft' or 'published'. */
    state: text('state').notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** Hidden by an admin (migration 0048): gone from lists and ranking, 404 for all but the team. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenBy: integer('hidden_by'),
    likeCount: integer('like_count').notNull().default(0),
    followCount: integer('follow_count').notNull().default(0),
    supporterCount: integer('supporter_count').notNull().default(0),
    supportPoints: integer('support_points').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    /** Sum of the reviews' overall ratings: the mean is ratingSum / reviewCount. */
    ratingSum: integer('rating_sum').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('booths_one_per_project_idx').on(table.projectNo).where(sql`${table.projectNo} is not null`),
    index('booths_new_idx')
      .on(table.publishedAt.desc(), table.id.desc())
      .where(sql`${table.state} = 'published'`),
    index('booths_best_idx')
      .on(table.likeCount.desc(), table.id.desc())
      .where(sql`${table.state} = 'published'`),
    index('booths_owner_idx').on(table.ownerNo),
    check('booths_state', sql`${table.state} in ('draft', 'published')`),
    check('booths_published_at', sql`(${table.state} = 'published') = (${table.publishedAt} is not null)`),
    check(
      'booths_counts_not_negative',
      sql`${table.likeCount} >= 0 and ${table.followCount} >= 0 and ${table.supporterCount} >= 0 and ${table.supportPoints} >= 0 and ${table.reviewCount} >= 0 and ${table.ratingSum} >= 0`,
    ),
  ],
);

/** The team: one owner (also booths.owner_no) and members. */
export const boothMembers = pgTable(
  'booth_members',
  {
    boothId: integer('booth_id')
      .notNull()
      .references(() => booths.id, { onDelete: 'cascade' }),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.no, { onDelete: 'cascade' }),
    role: text('role').notNull().default('member'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.boothId, table.userNo] }),
    index('booth_members_user_idx').on(table.userNo, table.boothId),
    uniqueIndex('booth_members_one_owner_idx').on(table.boothId).where(sql`${table.role} = 'owner'`),
    check('booth_members_role', sql`${table.role} in ('owner', 'member')`),
  ],
);

export const boothLikes = pgTable(
  'booth_likes',
  {
    boothId: integer('booth_id')
      .notNull()
      .references(() => booths.id, { onDelete: 'cascade' }),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.no, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.boothId, table.userNo] }),
    index('booth_likes_booth_time_idx').on(table.boothId, table.createdAt.desc(), table.userNo.desc()),
  ],
);

export const boothFollows = pgTable(
  'booth_follows',
  {
    boothId: integer('booth_id')
      .notNull()
      .references(() => booths.id, { onDelete: 'cascade' }),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.no, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.boothId, table.userNo] }),
    index('booth_follows_user_idx').on(table.userNo, table.boothId),
  ],
);

/** Each gift of points to a booth (the support history); the ledger holds the matching D31 entry. */
export const boothSupports = pgTable(
  'booth_supports',
  {
    id: serial('id').primaryKey(),
    boothId: integer('booth_id')
      .notNull()
      .references(() => booths.id, { onDelete: 'cascade' }),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.no, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
    message: text('message').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('booth_supports_booth_idx').on(table.boothId, table.id.desc()),
    index('booth_supports_user_idx').on(table.userNo, table.id.desc()),
    check('booth_supports_points_positive', sql`${table.points} > 0`),
  ],
);

/** Per supporter totals, kept with each gift: the supporter list and top supporters read these. */
export const boothSupporters = pgTable(
  'booth_supporters',
  {
    boothId: integer('booth_id')
      .notNull()
      .references(() => booths.id, { onDelete: 'cascade' }),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.no, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
    times: integer('times').notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.boothId, table.userNo] }),
    index('booth_supporters_top_idx').on(table.boothId, table.points.desc(), table.userNo),
  ],
);
