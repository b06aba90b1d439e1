import { FEED_PREVIEW_LENGTH, previewText } from '@sidecamp/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { users } from '../auth/auth.tables';
import type { posts } from '../lounge/lounge.tables';
import { projects } from '../projects/projects.tables';
import { feedItems } from './feed.tables';

type PostRow = typeof posts.$inferSelect;
export type FeedItemInsert = typeof feedItems.$inferInsert;

export async function nicknameOf(tx: Queryable, userNo: number | null): Promise<string | null> {
  if (userNo === null) return null;
  const [row] = await tx.select({ nickname: users.nickname }).from(users).where(eq(users.no, userNo));
  return row?.nickname ?? null;
}

export async function projectNameOf(tx: Queryable, projectNo: number | null): Promise<string | null> {
  if (projectNo === null) return null;
  const [row] = await tx.select({ name: projects.name }).from(projects).where(eq(projects.no, projectNo));
  return row?.name ?? null;
}

/**
 * Inserts an item unless one with the same source key exists (an event delivered again, a
 * listener retried after a failure): the unique key, not the caller, guarantees one item.
 * Returns whether a new item was written.
 */
export async function insertFeedItem(tx: Queryable, item: FeedItemInsert): Promise<boolean> {
  const inserted = await tx
    .insert(feedItems)
    .values(item)
    .onConflictDoNothing({ target: feedItems.sourceKey })
    .returning({ id: feedItems.id });
  return inserted.length > 0;
}

export const postSourceKey = (postId: number) => `post:${postId}`;

/**
 * The item of a published post (WRITE_TYPE 03 titled when it has a title, 01 plain otherwise),
 * written in the post's own transaction so the author sees it at once; an edit rewrites it.
 */
export async function upsertPostItem(tx: Queryable, post: PostRow): Promise<void> {
  const [userNickname, projectName] = await Promise.all([
    nicknameOf(tx, post.authorNo),
    projectNameOf(tx, post.projectNo),
  ]);
  const fields = {
    writeType: post.title.trim() === '' ? '01' : '03',
    actorNo: post.authorNo,
    projectNo: post.projectNo,
    groupId: post.groupId,
    postId: post.id,
    category: post.category,
    targetType: 'post',
    targetId: post.id,
    feedTitle: post.title.trim() === '' ? null : post.title,
    feedDetail: previewText(post.bodyText, FEED_PREVIEW_LENGTH),
    userNickname,
    projectName,
    hiddenAt: post.hiddenAt,
  } satisfies Partial<FeedItemInsert>;
  await tx
    .insert(feedItems)
    .values({ ...fields, sourceKey: postSourceKey(post.id), createdAt: post.publishedAt ?? new Date() })
    .onConflictDoUpdate({ target: feedItems.sourceKey, set: fields });
}

/** Hides the items of a post with the post (moderation): hidden content leaves every feed. */
export async function hidePostItems(tx: Queryable, postId: number) {
  await tx.update(feedItems).set({ hiddenAt: sql`now()` }).where(eq(feedItems.postId, postId));
}

export async function deleteTargetItems(tx: Queryable, targetType: string, targetId: number) {
  await tx
    .delete(feedItems)
    .where(and(eq(feedItems.targetType, targetType), eq(feedItems.targetId, targetId)));
}
