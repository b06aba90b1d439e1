import type { Queryable } from '../../db/client';
import type { posts } from './lounge.tables';

/**
 * What the lounge writes into the timelines, inside its own transactions: a published post's item
 * (written with the post, so its author sees it at once), hiding a post's items with the post, and
 * taking a deleted magazine's or note's items out. The feed module provides it and app.ts hands it
 * in: the feed reads the lounge's tables (its items reference posts), so the lounge names only this
 * port and never imports the feed.
 */
export type FeedWriter = {
  upsertPostItem: (tx: Queryable, post: typeof posts.$inferSelect) => Promise<void>;
  hidePostItems: (tx: Queryable, postId: number) => Promise<void>;
  deleteTargetItems: (tx: Queryable, targetType: string, targetId: number) => Promise<void>;
};
