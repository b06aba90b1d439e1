import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
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
import { booths } from '../booths';
import { groups } from '../groups';
import { projects } from '../projects';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export type RetrospectiveAnswerValue = { question: string; answer: string };

/**
 * Lounge posts (F8.1): type 01 Posting or 03 Vote, in one of the 13 categories. `body` is the
 * lounge's rich-text markup (see `parseRichText` in packages/domain): it is never HTML, so
 * nothing a user writes is ever rendered as markup; `bodyText` is its plain text for previews
 * and search. Counters change in the same transaction as the like, reply or vote they count.
 */
export const posts = pgTable(
  'posts',
  {
    id: serial('id').primaryKey(),
    authorNo: integer('author_no')
      .notNull()
      .references(() => users.no, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    postType: text('post_type').notNull(),
    title: text('title').notNull().default(''),
    body: text('body').notNull().default(''),
    bodyText: text('body_text').notNull().default(''),
    videoLinks: text('video_links').array().notNull().default(sql`'{}'::text[]`),
    /** Upload ids (images the author uploaded), in display order. */
    imageIds: uuid('image_ids').array().notNull().default(sql`'{}'::uuid[]`),
    /** Category 22 only: the template's answers, in the template's order. */
    retrospective: jsonb('retrospective').$type<RetrospectiveAnswerValue[]>(),
    /** Type 03 only: votes are taken until this moment (none: until the post is deleted). */
    pollEndsAt: timestamp('poll_ends_at', { withTimezone: true }),
    projectNo: integer('project_no').references(() => projects.no, { onDelete: 'set null' }),
    groupId: integer('group_id').references(() => groups.id, { onDelete: 'cascade' }),
    isDraft: boolean('is_draft').notNull().default(false),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenBy: integer('hidden_by').references(() => users.no, { onDelete: 'set null' }),
    likeCount: integer('like_count').notNull().default(0),
    replyCount: integer('reply_count').notNull().default(0),
    voteCount: integer('vote_count').notNull().default(0),
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(body_text, '')), 'B')`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (table) => [
    // fastupdate off: no pending list for searches to scan before autovacuum merges it (see projects_search_idx).
    index('posts_search_idx').using('gin', table.search).with({ fastupdate: 'off' }),
    index('posts_published_idx')
      .on(table.publishedAt.desc(), table.id.desc())
      .where(sql`${table.isDraft} = false and ${table.hiddenAt} is null`),
    index('posts_category_idx')
      .on(table.category, table.publishedAt.desc(), table.id.desc())
      .where(sql`${table.isDraft} = false and ${table.hiddenAt} is null`),
    index('posts_author_idx').on(table.authorNo, table.id.desc()),
    index('posts_group_idx').on(table.groupId, table.id.desc()).where(sql`${table.groupId} is not null`),
    // Who may fetch a feed picture asks which posts show it (lounge.pictures.ts).
    index('posts_image_ids_idx').using('gin', table.imageIds).with({ fastupdate: 'off' }),
    check('posts_post_type', sql`${table.postType} in ('01', '03')`),
    check(
      'posts_counts_not_negative',
      sql`${table.likeCount} >= 0 and ${table.replyCount} >= 0 and ${table.voteCount} >= 0`,
    ),
  ],
);

/** Options of a type 03 post, 2 to 10, in order; `voteCount` is kept with every vote and change. */
export const pollOptions = pgTable(
  'poll_options',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    label: text('label').notNull(),
    voteCount: integer('vote_count').notNull().default(0),
  },
  (table) => [
    uniqueIndex('poll_options_post_position_idx').on(table.postId, table.position),
    check('poll_options_vote_count_not_negative', sql`${table.voteCount} >= 0`),
  ],
);

/** One vote per user per poll (the key); changing the vote updates the row. */
export const pollVotes = pgTable(
  'poll_votes',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.no, { onDelete: 'cascade' }),
    optionId: integer('option_id')
      .notNull()
      .references(() => pollOptions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.postId, table.userNo] }),
    index('poll_votes_option_idx').on(table.optionId),
  ],
);

/** Replies, threaded one level: a reply to a reply names a top-level reply as its parent. */
export const replies = pgTable(
  'replies',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id'),
    authorNo: integer('author_no')
      .notNull()
      .references(() => users.no, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    likeCount: integer('like_count').notNull().default(0),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenBy: integer('hidden_by').references(() => users.no, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('replies_post_idx').on(table.postId, table.id),
    index('replies_parent_idx').on(table.parentId).where(sql`${table.parentId} is not null`),
    check('replies_like_count_not_negative', sql`${table.likeCount} >= 0`),
  ],
);

export const postLikes = pgTable(
  'post_likes',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.no, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.postId, table.userNo] })],
);

export const replyLikes = pgTable(
  'reply_likes',
  {
    replyId: integer('reply_id')
      .notNull()
      .references(() => replies.id, { onDelete: 'cascade' }),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.no, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.replyId, table.userNo] })],
);

/**
 * Magazines (F8.3): long-form articles by a user (S001), in a project (S003) or in a booth
 * (S004). `body` is rich-text markup like a post's. `boothId` names the booth of an S004 magazine.
 */
export const magazines = pgTable(
  'magazines',
  {
    id: serial('id').primaryKey(),
    authorNo: integer('author_no')
      .notNull()
      .references(() => users.no, { onDelete: 'cascade' }),
    scope: text('scope').notNull(),
    projectNo: integer('project_no').references(() => projects.no, { onDelete: 'cascade' }),
    boothId: integer('booth_id').references(() => booths.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    bodyText: text('body_text').notNull(),
    coverImageId: uuid('cover_image_id'),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('magazines_newest_idx').on(table.id.desc()).where(sql`${table.hiddenAt} is null`),
    index('magazines_author_idx').on(table.authorNo, table.id.desc()),
    index('magazines_project_idx')
      .on(table.projectNo, table.id.desc())
      .where(sql`${table.projectNo} is not null`),
    index('magazines_cover_idx').on(table.coverImageId).where(sql`${table.coverImageId} is not null`),
    check('magazines_scope', sql`${table.scope} in ('S001', 'S003', 'S004')`),
    check('magazines_scope_project', sql`(${table.scope} = 'S003') = (${table.projectNo} is not null)`),
  ],
);

/**
 * A reader's weekly-quest reports on a magazine: kind 'read' (read past half, Q3) and 'link' (a
 * survey or event link clicked, Q2). One row per magazine, reader, kind and UTC day: the row is
 * inserted with its domain event, so each is emitted at most once a day however often it is reported.
 */
export const magazineQuestReports = pgTable(
  'magazine_quest_reports',
  {
    magazineId: integer('magazine_id')
      .notNull()
      .references(() => magazines.id, { onDelete: 'cascade' }),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.no, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    day: date('day').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.magazineId, table.userNo, table.kind, table.day] }),
    index('magazine_quest_reports_user_idx').on(table.userNo),
    check('magazine_quest_reports_kind', sql`${table.kind} in ('read', 'link')`),
  ],
);

/** Notes (U008): short updates with an optional image. */
export const notes = pgTable(
  'notes',
  {
    id: serial('id').primaryKey(),
    authorNo: integer('author_no')
      .notNull()
      .references(() => users.no, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    imageId: uuid('image_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('notes_author_idx').on(table.authorNo, table.id.desc()),
    index('notes_image_idx').on(table.imageId).where(sql`${table.imageId} is not null`),
  ],
);

/**
 * Reports of content, one per reporter and target: lounge posts and replies, chat messages, booths
 * and profiles (migration 0048). The moderation module files and resolves them through its routes.
 */
export const contentReports = pgTable(
  'content_reports',
  {
    id: serial('id').primaryKey(),
    targetType: text('target_type').notNull(),
    targetId: integer('target_id').notNull(),
    reporterNo: integer('reporter_no')
      .notNull()
      .references(() => users.no, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    /** What the reporter added in their own words (reports filed through POST /api/reports). */
    details: text('details'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /** 'hidden' (the content was hidden) or 'dismissed' (nothing wrong); null while open. */
    resolution: text('resolution'),
    resolvedBy: integer('resolved_by'),
  },
  (table) => [
    uniqueIndex('content_reports_once_idx').on(table.targetType, table.targetId, table.reporterNo),
    index('content_reports_open_idx').on(table.id).where(sql`${table.resolvedAt} is null`),
    check(
      'content_reports_target_type',
      sql`${table.targetType} in ('post', 'reply', 'message', 'booth', 'profile')`,
    ),
  ],
);
