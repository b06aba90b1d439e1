import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../auth';
import { groups } from '../groups';
import { posts } from '../lounge';
import { projects } from '../projects';

/**
 * Feed items (F8.4), with the spec's fields: WRITE_TYPE (01 plain, 02 automatic event, 03
 * titled), AUTO_CODE, FEED_TITLE, FEED_DETAIL (already cut to the preview length), USER_NICKNAME,
 * REFERENCE_DETAIL, PROJECT_NAME, SERVICE_NAME, SERVICE_INTRODUCTION. The names and the project
 * name are copied when the item is written, as a feed shows what happened then.
 *
 * `sourceKey` says what made the item ('post:12', 'event:345:P008'): unique, so an event delivered
 * twice writes no second item. Timelines page on `id` (newest first); each timeline has an index
 * that starts with its filter and ends with `id desc`, so the following timeline reads the newest
 * few items of each followed person and project and merges them, never the whole history.
 */
export const feedItems = pgTable(
  'feed_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    writeType: text('write_type').notNull(),
    autoCode: text('auto_code'),
    actorNo: integer('actor_no').references(() => users.no, { onDelete: 'cascade' }),
    projectNo: integer('project_no').references(() => projects.no, { onDelete: 'cascade' }),
    groupId: integer('group_id').references(() => groups.id, { onDelete: 'cascade' }),
    postId: integer('post_id').references(() => posts.id, { onDelete: 'cascade' }),
    /** Post category of an item made from a post (the lounge's category tabs filter on it). */
    category: text('category'),
    /** What the item links to: 'post', 'magazine', 'note', 'project', 'goal', 'user'. */
    targetType: text('target_type'),
    targetId: integer('target_id'),
    feedTitle: text('feed_title'),
    feedDetail: text('feed_detail').notNull().default(''),
    userNickname: text('user_nickname'),
    referenceDetail: text('reference_detail'),
    projectName: text('project_name'),
    serviceName: text('service_name'),
    serviceIntroduction: text('service_introduction'),
    data: jsonb('data')
      .$type<Record<string, string | number | boolean | null>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    sourceKey: text('source_key').notNull(),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('feed_items_source_key_idx').on(table.sourceKey),
    // The lounge: everything outside groups.
    index('feed_items_lounge_idx')
      .on(table.id.desc())
      .where(sql`${table.hiddenAt} is null and ${table.groupId} is null`),
    index('feed_items_category_idx')
      .on(table.category, table.id.desc())
      .where(sql`${table.hiddenAt} is null and ${table.groupId} is null and ${table.category} is not null`),
    // A person's timeline and the people half of the following timeline.
    index('feed_items_actor_idx')
      .on(table.actorNo, table.id.desc())
      .where(sql`${table.hiddenAt} is null and ${table.groupId} is null`),
    // A project's timeline and the projects half of the following timeline.
    index('feed_items_project_idx')
      .on(table.projectNo, table.id.desc())
      .where(sql`${table.hiddenAt} is null and ${table.groupId} is null`),
    index('feed_items_group_idx').on(table.groupId, table.id.desc()).where(sql`${table.hiddenAt} is null`),
    index('feed_items_post_idx').on(table.postId).where(sql`${table.postId} is not null`),
    check('feed_items_write_type', sql`${table.writeType} in ('01', '02', '03')`),
    check('feed_items_auto_code', sql`(${table.writeType} = '02') = (${table.autoCode} is not null)`),
  ],
);

/**
 * The following timeline, written ahead (fan-out on write): one row per reader and item of a
 * person or project the reader follows. A new item is delivered to the followers in the
 * transaction that writes it; a new follow brings the followed one's recent items, an unfollow
 * takes them away. Reading a page is then one range of the primary key (reader, newest item
 * first) whatever the number of follows or the size of the feed. Hidden items stay here and are
 * filtered by the join; deleted ones go with their item.
 */
export const feedInbox = pgTable(
  'feed_inbox',
  {
    userNo: integer('user_no')
      .notNull()
      .references(() => users.no, { onDelete: 'cascade' }),
    itemId: bigint('item_id', { mode: 'number' })
      .notNull()
      .references(() => feedItems.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.userNo, table.itemId] }),
    // Deleting an item (or a user's items) finds its deliveries without scanning every inbox.
    index('feed_inbox_item_idx').on(table.itemId),
  ],
);
