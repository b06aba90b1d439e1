import { FEED_PREVIEW_LENGTH, previewText } from '@sidecamp/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { users } from '../auth';
import type { FeedWriter, posts } from '../lounge';
import { follows } from '../profiles';
import { projectFollows, projects } from '../projects';
import { feedInbox, feedItems } from './feed.tables';

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
  const [inserted] = await tx
    .insert(feedItems)
    .values(item)
    .onConflictDoNothing({ target: feedItems.sourceKey })
    .returning({ id: feedItems.id });
  if (!inserted) return false;
  await deliverToFollowers(
    tx,
    inserted.id,
    item.actorNo ?? null,
    item.projectNo ?? null,
    item.groupId ?? null,
  );
  return true;
}

/** How many of a person's or project's latest items a new follower receives. */
export const INBOX_BACKFILL = 100;

/**
 * Puts a new item in the following timeline of everyone who follows its actor or its project, in
 * the transaction that writes it. Items in groups stay in their group.
 */
export async function deliverToFollowers(
  tx: Queryable,
  itemId: number,
  actorNo: number | null,
  projectNo: number | null,
  groupId: number | null,
) {
  if (groupId !== null || (actorNo === null && projectNo === null)) return;
  await tx.execute(sql`
    insert into ${feedInbox} (user_no, item_id)
    select follower_no, ${itemId}::bigint from ${follows} where followee_no = ${actorNo ?? -1}
    union
    select user_no, ${itemId}::bigint from ${projectFollows} where project_no = ${projectNo ?? -1}
    on conflict do nothing`);
}

/** A new follow brings the followed person's or project's latest items into the follower's timeline. */
export async function backfillInbox(
  tx: Queryable,
  userNo: number,
  source: { actorNo: number } | { projectNo: number },
) {
  const match =
    'actorNo' in source ? sql`actor_no = ${source.actorNo}` : sql`project_no = ${source.projectNo}`;
  await tx.execute(sql`
    insert into ${feedInbox} (user_no, item_id)
    select ${userNo}, id from ${feedItems}
     where ${match} and group_id is null
     order by id desc nulls last limit ${INBOX_BACKFILL}
    on conflict do nothing`);
}

/**
 * An unfollow takes the person's (or project's) items out of the follower's timeline, except those
 * that still arrive through another follow (the item's project, or its author).
 */
export async function withdrawFromInbox(
  tx: Queryable,
  userNo: number,
  source: { actorNo: number } | { projectNo: number },
) {
  const match =
    'actorNo' in source
      ? sql`f.actor_no = ${source.actorNo} and not exists (select 1 from ${projectFollows} pf where pf.user_no = ${userNo} and pf.project_no = f.project_no)`
      : sql`f.project_no = ${source.projectNo} and not exists (select 1 from ${follows} fo where fo.follower_no = ${userNo} and fo.followee_no = f.actor_no)`;
  await tx.execute(sql`
    delete from ${feedInbox} i using ${feedItems} f
     where i.user_no = ${userNo} and i.item_id = f.id and ${match}`);
}

/** Fills every follower's timeline from the follows that exist (the seed writes follows directly). */
export async function rebuildInboxes(tx: Queryable) {
  await tx.execute(sql`
    insert into ${feedInbox} (user_no, item_id)
    select fo.follower_no, f.id from ${follows} fo cross join lateral (
      select id from ${feedItems} where actor_no = fo.followee_no and group_id is null
       order by id desc nulls last limit ${INBOX_BACKFILL}) f
    union
    select pf.user_no, f.id from ${projectFollows} pf cross join lateral (
      select id from ${feedItems} where project_no = pf.project_no and group_id is null
       order by id desc nulls last limit ${INBOX_BACKFILL}) f
    on conflict do nothing`);
}

export const postSourceKey = (postId: number) => `post:${postId}`;

/**
 * The item of a published post (WRITE_TYPE 03 titled when it has a title, 01 plain otherwise),
 * written in the post's own transaction so the author sees it at once; an edit rewrites it.
 */
export async function upsertPostItem(tx: Queryable, post: PostRow): Promise<void> {
  // One after another: on the post's transaction (one connection) queries sent together only queue.
  const userNickname = await nicknameOf(tx, post.authorNo);
  const projectName = await projectNameOf(tx, post.projectNo);
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
  const [written] = await tx
    .insert(feedItems)
    .values({ ...fields, sourceKey: postSourceKey(post.id), createdAt: post.publishedAt ?? new Date() })
    .onConflictDoUpdate({ target: feedItems.sourceKey, set: fields })
    .returning({ id: feedItems.id });
  // On an edit the item is already delivered; delivering again adds nobody twice.
  if (written) await deliverToFollowers(tx, written.id, post.authorNo, post.projectNo, post.groupId);
}

/** Hides the items of a post with the post (moderation): hidden content leaves every feed. */
export async function hidePostItems(tx: Queryable, postId: number) {
  await tx.update(feedItems).set({ hiddenAt: sql`now()` }).where(eq(feedItems.postId, postId));
}

/** Brings a restored post's items back into the feeds (a moderator undid a hide). */
export async function restorePostItems(tx: Queryable, postId: number) {
  await tx.update(feedItems).set({ hiddenAt: null }).where(eq(feedItems.postId, postId));
}

/** Hides or brings back the items about one target (a booth an admin hid or restored). */
export async function setTargetItemsHidden(
  tx: Queryable,
  targetType: string,
  targetId: number,
  hidden: boolean,
) {
  await tx
    .update(feedItems)
    .set({ hiddenAt: hidden ? sql`now()` : null })
    .where(and(eq(feedItems.targetType, targetType), eq(feedItems.targetId, targetId)));
}

export async function deleteTargetItems(tx: Queryable, targetType: string, targetId: number) {
  await tx
    .delete(feedItems)
    .where(and(eq(feedItems.targetType, targetType), eq(feedItems.targetId, targetId)));
}

/** What the lounge writes with (its `FeedWriter` port), handed to it by app.ts. */
export const feedWriter = { upsertPostItem, hidePostItems, deleteTargetItems } satisfies FeedWriter;
