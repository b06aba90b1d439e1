import {
  isPollOpen,
  type TPoll,
  type TPost,
  type TPostCreate,
  type TPostUpdate,
  ZPostCreate,
  ZPostUpdate,
} from '@sidecamp/domain';
import { and, asc, desc, eq, lt, sql } from 'drizzle-orm';
import type { Database, Queryable, Transaction } from '../../db/client';
import { decodeIdCursor, encodeIdCursor, keysetPage } from '../../db/cursor';
import { recordEvent } from '../../events/outbox';
import { AppError, fieldError } from '../../http/errors';
import type { AuthUser } from '../auth';
import { personColumns, users } from '../auth';

import {
  assertGroupMember,
  assertOwnImages,
  assertProjectMember,
  livePost,
  postNotFound,
  type Viewer,
  visiblePost,
} from './lounge.access';
import { assertPublishable, type Content, columnsOf, contentOf } from './lounge.content';
import type { FeedWriter } from './lounge.feed';
import './lounge.events';
import { writeOnce } from './lounge.once';
import { presentDraft, presentPoll, presentPost } from './lounge.presenter';
import { pollOptions, pollVotes, postLikes, posts } from './lounge.tables';

type PostRow = typeof posts.$inferSelect;
type PageQuery = { cursor?: string | undefined; limit: number };

/** Posts of the lounge (F8): writing, drafts, publishing, polls and likes. */
export function createPostService(deps: { db: Database; feed: Pick<FeedWriter, 'upsertPostItem'> }) {
  const { db, feed } = deps;

  async function optionLabels(tx: Queryable, postId: number): Promise<string[] | null> {
    const rows = await tx
      .select({ label: pollOptions.label })
      .from(pollOptions)
      .where(eq(pollOptions.postId, postId))
      .orderBy(asc(pollOptions.position));
    return rows.length === 0 ? null : rows.map((row) => row.label);
  }

  async function replaceOptions(tx: Queryable, postId: number, options: string[] | null) {
    await tx.delete(pollOptions).where(eq(pollOptions.postId, postId));
    if (options && options.length > 0)
      await tx.insert(pollOptions).values(options.map((label, position) => ({ postId, position, label })));
  }

  async function ownPost(tx: Transaction, user: AuthUser, id: number) {
    const post = await visiblePost(tx, id, user, true);
    if (post.authorNo !== user.no)
      throw new AppError('FORBIDDEN', { message: 'Only the author can change or delete this post.' });
    return post;
  }

  async function pollOf(tx: Queryable, post: PostRow, viewer: Viewer): Promise<TPoll | null> {
    if (post.postType !== '03') return null;
    const options = await tx
      .select()
      .from(pollOptions)
      .where(eq(pollOptions.postId, post.id))
      .orderBy(asc(pollOptions.position));
    const [mine] = viewer
      ? await tx
          .select({ optionId: pollVotes.optionId })
          .from(pollVotes)
          .where(and(eq(pollVotes.postId, post.id), eq(pollVotes.userNo, viewer.no)))
      : [];
    return presentPoll(post, options, mine?.optionId ?? null);
  }

  // One query after another: `tx` may be a transaction, whose one connection cannot run two at once
  // (pg queues them today, with a deprecation warning, and pg 9 refuses them).
  async function present(tx: Queryable, post: PostRow, viewer: Viewer): Promise<TPost> {
    const [author] = await tx.select(personColumns).from(users).where(eq(users.no, post.authorNo));
    const poll = await pollOf(tx, post, viewer);
    const liked = viewer
      ? await tx
          .select({ userNo: postLikes.userNo })
          .from(postLikes)
          .where(and(eq(postLikes.postId, post.id), eq(postLikes.userNo, viewer.no)))
      : [];
    if (!author) throw postNotFound();
    return presentPost(post, author, poll, liked.length > 0, viewer);
  }

  async function announce(tx: Transaction, post: PostRow) {
    await feed.upsertPostItem(tx, post);
    await recordEvent(
      tx,
      'post.created',
      {
        postId: post.id,
        authorNo: post.authorNo,
        category: post.category,
        postType: post.postType,
        projectNo: post.projectNo,
        groupId: post.groupId,
      },
      { actorNo: post.authorNo },
    );
  }

  async function checkScope(tx: Transaction, user: AuthUser, content: Content, previous?: PostRow) {
    if (content.projectNo !== null && content.projectNo !== previous?.projectNo)
      await assertProjectMember(tx, user, content.projectNo);
    if (content.groupId !== null && content.groupId !== previous?.groupId)
      await assertGroupMember(tx, user, content.groupId);
    await assertOwnImages(
      tx,
      user,
      'imageIds',
      content.imageIds.filter((id) => !previous?.imageIds.includes(id)),
    );
  }

  async function create(user: AuthUser, rawInput: TPostCreate, idempotencyKey?: string): Promise<TPost> {
    const input = ZPostCreate.parse(rawInput);
    const content: Content = {
      category: input.category,
      postType: input.postType,
      title: input.title,
      body: input.body,
      videoLinks: input.videoLinks,
      imageIds: input.imageIds,
      poll: input.poll ?? null,
      retrospective: input.retrospective ?? null,
      projectNo: input.projectNo ?? null,
      groupId: input.groupId ?? null,
    };
    if (!input.draft) assertPublishable(content);
    const request = { key: idempotencyKey, scope: 'lounge.post', request: input };
    const post = await writeOnce(db, user, request, async (tx) => {
      await checkScope(tx, user, content);
      const [row] = await tx
        .insert(posts)
        .values({
          ...columnsOf(content),
          authorNo: user.no,
          isDraft: input.draft,
          publishedAt: input.draft ? null : sql`now()`,
        })
        .returning();
      if (!row) throw new Error('post insert returned no row');
      await replaceOptions(tx, row.id, content.poll?.options ?? null);
      if (!input.draft) await announce(tx, row);
      return present(tx, row, user);
    });
    return post;
  }

  async function update(user: AuthUser, id: number, rawInput: TPostUpdate): Promise<TPost> {
    const input = ZPostUpdate.parse(rawInput);
    return db.transaction(async (tx) => {
      const row = await ownPost(tx, user, id);
      const before = contentOf(row, await optionLabels(tx, id));
      const content: Content = {
        category: input.category ?? before.category,
        postType: input.postType ?? before.postType,
        title: input.title ?? before.title,
        body: input.body ?? before.body,
        videoLinks: input.videoLinks ?? before.videoLinks,
        imageIds: input.imageIds ?? before.imageIds,
        poll: input.poll === undefined ? before.poll : input.poll,
        retrospective: input.retrospective === undefined ? before.retrospective : input.retrospective,
        projectNo: input.projectNo === undefined ? before.projectNo : input.projectNo,
        groupId: input.groupId === undefined ? before.groupId : input.groupId,
      };
      if (!row.isDraft) {
        if (content.postType !== before.postType)
          throw fieldError('postType', 'cannot change once the post is published');
        if (content.groupId !== before.groupId)
          throw fieldError('groupId', 'cannot change once the post is published');
        assertPublishable(content);
      }
      const optionsChanged =
        JSON.stringify(content.poll?.options ?? null) !== JSON.stringify(before.poll?.options ?? null);
      if (optionsChanged && row.voteCount > 0)
        throw new AppError('CONFLICT', { message: 'The poll options are fixed once someone has voted.' });
      await checkScope(tx, user, content, row);
      const [updated] = await tx
        .update(posts)
        .set({ ...columnsOf(content), updatedAt: sql`now()` })
        .where(eq(posts.id, id))
        .returning();
      if (!updated) throw postNotFound();
      if (optionsChanged) await replaceOptions(tx, id, content.poll?.options ?? null);
      if (!updated.isDraft) await feed.upsertPostItem(tx, updated);
      return present(tx, updated, user);
    });
  }

  async function publish(user: AuthUser, id: number): Promise<TPost> {
    const post = await db.transaction(async (tx) => {
      const row = await ownPost(tx, user, id);
      if (!row.isDraft) throw new AppError('CONFLICT', { message: 'This post is already published.' });
      assertPublishable(contentOf(row, await optionLabels(tx, id)));
      const [published] = await tx
        .update(posts)
        .set({ isDraft: false, publishedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(posts.id, id))
        .returning();
      if (!published) throw postNotFound();
      await announce(tx, published);
      return present(tx, published, user);
    });
    return post;
  }

  async function remove(user: AuthUser, id: number): Promise<void> {
    await db.transaction(async (tx) => {
      const row = await ownPost(tx, user, id);
      await tx.delete(posts).where(eq(posts.id, id));
      if (!row.isDraft)
        await recordEvent(tx, 'post.deleted', { postId: id, authorNo: row.authorNo }, { actorNo: user.no });
    });
  }

  async function get(viewer: Viewer, id: number): Promise<TPost> {
    return present(db, await visiblePost(db, id, viewer), viewer);
  }

  async function drafts(user: AuthUser, query: PageQuery) {
    const before = decodeIdCursor(query.cursor);
    const rows = await db
      .select()
      .from(posts)
      .where(
        and(
          eq(posts.authorNo, user.no),
          eq(posts.isDraft, true),
          before === undefined ? undefined : lt(posts.id, before),
        ),
      )
      .orderBy(desc(posts.id))
      .limit(query.limit + 1);
    const { rows: page, nextCursor } = keysetPage(rows, query.limit, (last) => encodeIdCursor(last.id));
    return {
      items: page.map(presentDraft),
      nextCursor,
    };
  }

  /**
   * One vote per person per poll, changeable until the poll ends. The post row is locked, so
   * concurrent votes on one poll apply one after another and the counts stay exact.
   */
  async function vote(user: AuthUser, id: number, optionId: number): Promise<TPoll> {
    return db.transaction(async (tx) => {
      const post = await livePost(tx, id, user, true);
      if (post.postType !== '03') throw new AppError('CONFLICT', { message: 'This post is not a poll.' });
      if (!isPollOpen(post.pollEndsAt)) throw new AppError('CONFLICT', { message: 'This poll has ended.' });
      const [option] = await tx
        .select({ id: pollOptions.id })
        .from(pollOptions)
        .where(and(eq(pollOptions.id, optionId), eq(pollOptions.postId, id)));
      if (!option) throw fieldError('optionId', 'is not an option of this poll');
      const [previous] = await tx
        .select({ optionId: pollVotes.optionId })
        .from(pollVotes)
        .where(and(eq(pollVotes.postId, id), eq(pollVotes.userNo, user.no)));
      if (previous?.optionId !== optionId) {
        if (previous) {
          await tx
            .update(pollVotes)
            .set({ optionId, updatedAt: sql`now()` })
            .where(and(eq(pollVotes.postId, id), eq(pollVotes.userNo, user.no)));
          await tx
            .update(pollOptions)
            .set({ voteCount: sql`${pollOptions.voteCount} - 1` })
            .where(eq(pollOptions.id, previous.optionId));
        } else {
          await tx.insert(pollVotes).values({ postId: id, userNo: user.no, optionId });
          await tx
            .update(posts)
            .set({ voteCount: sql`${posts.voteCount} + 1` })
            .where(eq(posts.id, id));
        }
        await tx
          .update(pollOptions)
          .set({ voteCount: sql`${pollOptions.voteCount} + 1` })
          .where(eq(pollOptions.id, optionId));
      }
      const poll = await pollOf(tx, post, user);
      if (!poll) throw new Error('poll vanished');
      return poll;
    });
  }

  async function setPostLike(user: AuthUser, id: number, liked: boolean) {
    const state = await db.transaction(async (tx) => {
      const post = await livePost(tx, id, user);
      const changed = liked
        ? await tx.insert(postLikes).values({ postId: id, userNo: user.no }).onConflictDoNothing().returning()
        : await tx
            .delete(postLikes)
            .where(and(eq(postLikes.postId, id), eq(postLikes.userNo, user.no)))
            .returning();
      let likeCount = post.likeCount;
      if (changed.length > 0) {
        const [counted] = await tx
          .update(posts)
          .set({ likeCount: sql`${posts.likeCount} ${liked ? sql`+` : sql`-`} 1` })
          .where(eq(posts.id, id))
          .returning({ likeCount: posts.likeCount });
        likeCount = counted?.likeCount ?? likeCount;
        await recordEvent(
          tx,
          liked ? 'post.liked' : 'post.unliked',
          { postId: id, userNo: user.no, authorNo: post.authorNo },
          { actorNo: user.no },
        );
      }
      return { liked, likeCount };
    });
    return state;
  }

  return { create, update, publish, remove, get, drafts, vote, setPostLike };
}

export type PostService = ReturnType<typeof createPostService>;
