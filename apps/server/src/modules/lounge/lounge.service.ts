import {
  FEED_PREVIEW_LENGTH,
  isPollOpen,
  type PostCategoryCode,
  type PostTypeCode,
  previewText,
  RETROSPECTIVE_CATEGORY,
  RETROSPECTIVE_QUESTIONS,
  retrospectiveBody,
  retrospectiveProblems,
  richTextToPlain,
  type TPoll,
  type TPost,
  type TPostCreate,
  type TPostUpdate,
  votePercent,
  ZPostCreate,
  ZPostUpdate,
} from '@sidecamp/domain';
import { and, asc, desc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database, Queryable, Transaction } from '../../db/client';
import { recordEvent } from '../../events/outbox';
import { AppError, fieldError } from '../../http/errors';
import type { AuthUser } from '../auth/auth.guard';
import { users } from '../auth/auth.tables';
import { hidePostItems, upsertPostItem } from '../feed/feed.writer';
import { follows } from '../profiles/profiles.tables';
import { personColumns } from '../projects/projects.access';
import {
  decodeIdCursor,
  decodeTimeCursor,
  encodeIdCursor,
  encodeTimeCursor,
} from '../projects/projects.cursor';
import { fileUrlOf, thumbnailUrlOf } from '../uploads/uploads.presenter';
import {
  assertGroupMember,
  assertOwnImages,
  assertProjectMember,
  canReadGroup,
  isAdmin,
  postNotFound,
  type Viewer,
} from './lounge.access';
import './lounge.events';
import {
  contentReports,
  pollOptions,
  pollVotes,
  postLikes,
  posts,
  replies,
  replyLikes,
} from './lounge.tables';

type PostRow = typeof posts.$inferSelect;
type PageQuery = { cursor?: string | undefined; limit: number };
type Content = {
  category: PostCategoryCode;
  postType: PostTypeCode;
  title: string;
  body: string;
  videoLinks: string[];
  imageIds: string[];
  poll: { options: string[]; endsAt?: string | null | undefined } | null;
  retrospective: string[] | null;
  projectNo: number | null;
  groupId: number | null;
};

const POPULAR_WINDOW_DAYS = 7;
const PEOPLE_WINDOW_DAYS = 30;
const SIDE_PANEL_SIZE = 5;

/**
 * The rules a post must meet to be published (a draft is saved as it is): a poll exactly for type
 * 03, a body for a posting, the template for a retrospective, a poll end in the future.
 */
function publishProblems(content: Content, now: Date): Array<{ field: string; message: string }> {
  const problems: Array<{ field: string; message: string }> = [];
  if (content.postType === '03') {
    if (!content.poll)
      problems.push({ field: 'poll', message: 'A vote post needs a poll with 2 to 10 options.' });
    else if (content.poll.endsAt && new Date(content.poll.endsAt).getTime() <= now.getTime())
      problems.push({ field: 'poll.endsAt', message: 'The poll must end in the future.' });
    if (content.title.trim() === '')
      problems.push({ field: 'title', message: 'A vote post needs a question as its title.' });
  } else if (content.poll) {
    problems.push({ field: 'poll', message: 'Only a vote post (type 03) has a poll.' });
  }
  if (content.category === RETROSPECTIVE_CATEGORY) {
    if (content.postType !== '01')
      problems.push({ field: 'postType', message: 'A retrospective is a posting (type 01).' });
    if (!content.retrospective)
      problems.push({
        field: 'retrospective',
        message: 'A retrospective answers every question of the template.',
      });
    else problems.push(...retrospectiveProblems(content.retrospective, content.imageIds.length));
  } else {
    if (content.retrospective)
      problems.push({
        field: 'retrospective',
        message: 'Only a retrospective (category 22) uses the template.',
      });
    if (content.postType === '01' && richTextToPlain(content.body).trim() === '')
      problems.push({ field: 'body', message: 'Write something before publishing.' });
  }
  return problems;
}

function assertPublishable(content: Content) {
  const problems = publishProblems(content, new Date());
  if (problems.length > 0)
    throw new AppError('VALIDATION_FAILED', {
      message: problems.map((problem) => problem.message).join(' '),
      details: problems,
    });
}

function contentOf(row: PostRow, options: string[] | null): Content {
  return {
    category: row.category as PostCategoryCode,
    postType: row.postType as PostTypeCode,
    title: row.title,
    body: row.body,
    videoLinks: row.videoLinks,
    imageIds: row.imageIds,
    poll: options === null ? null : { options, endsAt: row.pollEndsAt?.toISOString() ?? null },
    retrospective: row.retrospective?.map((entry) => entry.answer) ?? null,
    projectNo: row.projectNo,
    groupId: row.groupId,
  };
}

/** Stored columns of a post's content; a retrospective's body is its answers under their questions. */
function columnsOf(content: Content) {
  const body = content.retrospective ? retrospectiveBody(content.retrospective) : content.body;
  return {
    category: content.category,
    postType: content.postType,
    title: content.title,
    body,
    bodyText: richTextToPlain(body),
    videoLinks: content.videoLinks,
    imageIds: content.imageIds,
    retrospective: content.retrospective
      ? RETROSPECTIVE_QUESTIONS.map((question, index) => ({
          question,
          answer: content.retrospective?.[index] ?? '',
        }))
      : null,
    pollEndsAt: content.poll?.endsAt ? new Date(content.poll.endsAt) : null,
    projectNo: content.projectNo,
    groupId: content.groupId,
  };
}

export function createLoungeService(deps: { db: Database; nudgeEvents: () => void }) {
  const { db, nudgeEvents } = deps;

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

  /** A post the viewer may see: drafts only to their author, hidden posts to the author and admins. */
  async function visiblePost(tx: Queryable, id: number, viewer: Viewer, lock = false): Promise<PostRow> {
    const query = tx.select().from(posts).where(eq(posts.id, id)).limit(1);
    const [post] = lock ? await query.for('update') : await query;
    if (!post) throw postNotFound();
    const isAuthor = viewer?.no === post.authorNo;
    if (post.isDraft && !isAuthor) throw postNotFound();
    if (post.hiddenAt && !isAuthor && !isAdmin(viewer)) throw postNotFound();
    if (post.groupId !== null && !isAuthor && !(await canReadGroup(tx, viewer, post.groupId)))
      throw postNotFound();
    return post;
  }

  /** A published, shown post others can react to (vote, like, reply, report). */
  async function livePost(tx: Queryable, id: number, viewer: AuthUser, lock = false) {
    const post = await visiblePost(tx, id, viewer, lock);
    if (post.isDraft)
      throw new AppError('CONFLICT', { message: 'A draft cannot be reacted to; publish it first.' });
    if (post.hiddenAt) throw new AppError('CONFLICT', { message: 'This post is hidden.' });
    return post;
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
    const total = options.reduce((sum, option) => sum + option.voteCount, 0);
    return {
      options: options.map((option) => ({
        id: option.id,
        label: option.label,
        votes: option.voteCount,
        percent: votePercent(option.voteCount, total),
      })),
      totalVotes: total,
      endsAt: post.pollEndsAt?.toISOString() ?? null,
      open: isPollOpen(post.pollEndsAt),
      myOptionId: mine?.optionId ?? null,
    };
  }

  async function present(tx: Queryable, post: PostRow, viewer: Viewer): Promise<TPost> {
    const [[author], poll, liked] = await Promise.all([
      tx.select(personColumns).from(users).where(eq(users.no, post.authorNo)),
      pollOf(tx, post, viewer),
      viewer
        ? tx
            .select({ userNo: postLikes.userNo })
            .from(postLikes)
            .where(and(eq(postLikes.postId, post.id), eq(postLikes.userNo, viewer.no)))
        : [],
    ]);
    if (!author) throw postNotFound();
    return {
      id: post.id,
      author,
      category: post.category as PostCategoryCode,
      postType: post.postType as PostTypeCode,
      title: post.title,
      body: post.body,
      videoLinks: post.videoLinks,
      images: post.imageIds.map((id) => ({ id, url: fileUrlOf(id), thumbnailUrl: thumbnailUrlOf(id) })),
      retrospective: post.retrospective,
      poll,
      projectNo: post.projectNo,
      groupId: post.groupId,
      isDraft: post.isDraft,
      hidden: post.hiddenAt !== null,
      likeCount: post.likeCount,
      replyCount: post.replyCount,
      likedByMe: liked.length > 0,
      mine: viewer?.no === post.authorNo,
      canHide: viewer?.no === post.authorNo || isAdmin(viewer),
      createdAt: post.createdAt.toISOString(),
      updatedAt: post.updatedAt.toISOString(),
      publishedAt: post.publishedAt?.toISOString() ?? null,
    };
  }

  async function announce(tx: Transaction, post: PostRow) {
    await upsertPostItem(tx, post);
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

  async function create(user: AuthUser, rawInput: TPostCreate): Promise<TPost> {
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
    const post = await db.transaction(async (tx) => {
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
    nudgeEvents();
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
      if (!updated.isDraft) await upsertPostItem(tx, updated);
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
    nudgeEvents();
    return post;
  }

  async function remove(user: AuthUser, id: number): Promise<void> {
    await db.transaction(async (tx) => {
      const row = await ownPost(tx, user, id);
      await tx.delete(posts).where(eq(posts.id, id));
      if (!row.isDraft)
        await recordEvent(tx, 'post.deleted', { postId: id, authorNo: row.authorNo }, { actorNo: user.no });
    });
    nudgeEvents();
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
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return {
      items: page.map((row) => ({
        id: row.id,
        category: row.category as PostCategoryCode,
        postType: row.postType as PostTypeCode,
        title: row.title,
        preview: previewText(row.bodyText, FEED_PREVIEW_LENGTH),
        updatedAt: row.updatedAt.toISOString(),
      })),
      nextCursor: rows.length > query.limit && last ? encodeIdCursor(last.id) : null,
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
    nudgeEvents();
    return state;
  }

  // -- replies ---------------------------------------------------------------------------------

  type ReplyRow = typeof replies.$inferSelect;

  async function presentReplies(tx: Queryable, rows: ReplyRow[], viewer: Viewer) {
    const authorNos = [...new Set(rows.map((row) => row.authorNo))];
    const ids = rows.map((row) => row.id);
    const [authors, liked] = await Promise.all([
      authorNos.length === 0 ? [] : tx.select(personColumns).from(users).where(inArray(users.no, authorNos)),
      viewer && ids.length > 0
        ? tx
            .select({ replyId: replyLikes.replyId })
            .from(replyLikes)
            .where(and(eq(replyLikes.userNo, viewer.no), inArray(replyLikes.replyId, ids)))
        : [],
    ]);
    const byNo = new Map(authors.map((author) => [author.no, author]));
    const likedIds = new Set(liked.map((like) => like.replyId));
    return rows.flatMap((row) => {
      const author = byNo.get(row.authorNo);
      if (!author) return [];
      return [
        {
          id: row.id,
          postId: row.postId,
          parentId: row.parentId,
          author,
          body: row.body,
          hidden: row.hiddenAt !== null,
          likeCount: row.likeCount,
          likedByMe: likedIds.has(row.id),
          mine: viewer?.no === row.authorNo,
          canHide: viewer?.no === row.authorNo || isAdmin(viewer),
          createdAt: row.createdAt.toISOString(),
          updatedAt: row.updatedAt.toISOString(),
        },
      ];
    });
  }

  /** Hidden replies leave the thread for everyone but their author and admins. */
  const shownTo = (viewer: Viewer) =>
    isAdmin(viewer)
      ? undefined
      : viewer
        ? or(isNull(replies.hiddenAt), eq(replies.authorNo, viewer.no))
        : isNull(replies.hiddenAt);

  async function listReplies(viewer: Viewer, postId: number, query: PageQuery) {
    const post = await visiblePost(db, postId, viewer);
    if (post.isDraft) return { items: [], nextCursor: null };
    const after = decodeIdCursor(query.cursor);
    const top = await db
      .select()
      .from(replies)
      .where(
        and(
          eq(replies.postId, postId),
          isNull(replies.parentId),
          shownTo(viewer),
          after === undefined ? undefined : gt(replies.id, after),
        ),
      )
      .orderBy(asc(replies.id))
      .limit(query.limit + 1);
    const page = top.slice(0, query.limit);
    const children =
      page.length === 0
        ? []
        : await db
            .select()
            .from(replies)
            .where(
              and(
                inArray(
                  replies.parentId,
                  page.map((row) => row.id),
                ),
                shownTo(viewer),
              ),
            )
            .orderBy(asc(replies.id));
    const presented = await presentReplies(db, [...page, ...children], viewer);
    const items = presented
      .filter((reply) => reply.parentId === null)
      .map((reply) => ({ ...reply, children: presented.filter((child) => child.parentId === reply.id) }));
    const last = page.at(-1);
    return { items, nextCursor: top.length > query.limit && last ? encodeIdCursor(last.id) : null };
  }

  async function createReply(
    user: AuthUser,
    postId: number,
    input: { body: string; parentId?: number | null | undefined },
  ) {
    const reply = await db.transaction(async (tx) => {
      const post = await livePost(tx, postId, user);
      const parentId = input.parentId ?? null;
      if (parentId !== null) {
        const [parent] = await tx
          .select({ postId: replies.postId, parentId: replies.parentId, hiddenAt: replies.hiddenAt })
          .from(replies)
          .where(eq(replies.id, parentId));
        if (!parent || parent.postId !== postId) throw fieldError('parentId', 'is not a reply of this post');
        if (parent.parentId !== null)
          throw fieldError(
            'parentId',
            'is itself an answer; replies are threaded one level, answer its parent',
          );
      }
      const [row] = await tx
        .insert(replies)
        .values({ postId, parentId, authorNo: user.no, body: input.body })
        .returning();
      if (!row) throw new Error('reply insert returned no row');
      await tx
        .update(posts)
        .set({ replyCount: sql`${posts.replyCount} + 1` })
        .where(eq(posts.id, postId));
      await recordEvent(
        tx,
        'reply.created',
        { replyId: row.id, postId, authorNo: user.no, postAuthorNo: post.authorNo },
        { actorNo: user.no },
      );
      const [presented] = await presentReplies(tx, [row], user);
      if (!presented) throw new Error('reply author missing');
      return presented;
    });
    nudgeEvents();
    return reply;
  }

  async function ownReply(tx: Transaction, user: AuthUser, id: number) {
    const [reply] = await tx.select().from(replies).where(eq(replies.id, id)).for('update');
    if (!reply) throw new AppError('NOT_FOUND', { message: 'There is no such reply.' });
    await visiblePost(tx, reply.postId, user);
    if (reply.authorNo !== user.no)
      throw new AppError('FORBIDDEN', { message: 'Only the author can change or delete this reply.' });
    return reply;
  }

  async function updateReply(user: AuthUser, id: number, body: string) {
    return db.transaction(async (tx) => {
      await ownReply(tx, user, id);
      const [row] = await tx
        .update(replies)
        .set({ body, updatedAt: sql`now()` })
        .where(eq(replies.id, id))
        .returning();
      if (!row) throw new AppError('NOT_FOUND');
      const [presented] = await presentReplies(tx, [row], user);
      if (!presented) throw new Error('reply author missing');
      return presented;
    });
  }

  /** Deleting a reply deletes the answers under it, and the post's count drops by all of them. */
  async function deleteReply(user: AuthUser, id: number) {
    await db.transaction(async (tx) => {
      const reply = await ownReply(tx, user, id);
      const removed = await tx
        .delete(replies)
        .where(or(eq(replies.id, id), eq(replies.parentId, id)))
        .returning({ id: replies.id });
      await tx
        .update(posts)
        .set({ replyCount: sql`greatest(${posts.replyCount} - ${removed.length}, 0)` })
        .where(eq(posts.id, reply.postId));
      await recordEvent(
        tx,
        'reply.deleted',
        { replyId: id, postId: reply.postId, authorNo: reply.authorNo },
        { actorNo: user.no },
      );
    });
    nudgeEvents();
  }

  async function setReplyLike(user: AuthUser, id: number, liked: boolean) {
    return db.transaction(async (tx) => {
      const [reply] = await tx.select().from(replies).where(eq(replies.id, id));
      if (!reply || (reply.hiddenAt && reply.authorNo !== user.no && !isAdmin(user)))
        throw new AppError('NOT_FOUND', { message: 'There is no such reply.' });
      await livePost(tx, reply.postId, user);
      if (reply.hiddenAt) throw new AppError('CONFLICT', { message: 'This reply is hidden.' });
      const changed = liked
        ? await tx
            .insert(replyLikes)
            .values({ replyId: id, userNo: user.no })
            .onConflictDoNothing()
            .returning()
        : await tx
            .delete(replyLikes)
            .where(and(eq(replyLikes.replyId, id), eq(replyLikes.userNo, user.no)))
            .returning();
      let likeCount = reply.likeCount;
      if (changed.length > 0) {
        const [counted] = await tx
          .update(replies)
          .set({ likeCount: sql`${replies.likeCount} ${liked ? sql`+` : sql`-`} 1` })
          .where(eq(replies.id, id))
          .returning({ likeCount: replies.likeCount });
        likeCount = counted?.likeCount ?? likeCount;
      }
      return { liked, likeCount };
    });
  }

  // -- moderation ------------------------------------------------------------------------------

  async function report(
    user: AuthUser,
    input: { targetType: 'post' | 'reply'; targetId: number; reason: string },
  ) {
    return db.transaction(async (tx) => {
      if (input.targetType === 'post') await livePost(tx, input.targetId, user);
      else {
        const [reply] = await tx.select().from(replies).where(eq(replies.id, input.targetId));
        if (!reply || reply.hiddenAt) throw new AppError('NOT_FOUND', { message: 'There is no such reply.' });
        await livePost(tx, reply.postId, user);
      }
      const inserted = await tx
        .insert(contentReports)
        .values({ ...input, reporterNo: user.no })
        .onConflictDoNothing()
        .returning({ id: contentReports.id });
      if (inserted.length === 0)
        throw new AppError('CONFLICT', { message: 'You have already reported this.' });
      return { id: inserted[0]?.id ?? 0 };
    });
  }

  /** The author or an admin hides a post or reply; it leaves every feed and its reports close. */
  async function hide(user: AuthUser, targetType: 'post' | 'reply', id: number) {
    await db.transaction(async (tx) => {
      let authorNo: number;
      if (targetType === 'post') {
        const post = await visiblePost(tx, id, user, true);
        authorNo = post.authorNo;
      } else {
        const [reply] = await tx.select().from(replies).where(eq(replies.id, id)).for('update');
        if (!reply) throw new AppError('NOT_FOUND', { message: 'There is no such reply.' });
        await visiblePost(tx, reply.postId, user);
        authorNo = reply.authorNo;
      }
      if (authorNo !== user.no && !isAdmin(user))
        throw new AppError('FORBIDDEN', { message: 'Only the author or an admin can hide this.' });
      if (targetType === 'post') {
        await tx
          .update(posts)
          .set({ hiddenAt: sql`now()`, hiddenBy: user.no })
          .where(and(eq(posts.id, id), isNull(posts.hiddenAt)));
        await hidePostItems(tx, id);
      } else {
        await tx
          .update(replies)
          .set({ hiddenAt: sql`now()`, hiddenBy: user.no })
          .where(and(eq(replies.id, id), isNull(replies.hiddenAt)));
      }
      await tx
        .update(contentReports)
        .set({ resolvedAt: sql`now()` })
        .where(
          and(
            eq(contentReports.targetType, targetType),
            eq(contentReports.targetId, id),
            isNull(contentReports.resolvedAt),
          ),
        );
    });
  }

  async function openReports(user: AuthUser, query: PageQuery) {
    if (!isAdmin(user)) throw new AppError('FORBIDDEN', { message: 'Only admins review reports.' });
    const before = decodeIdCursor(query.cursor);
    const rows = await db
      .select({
        id: contentReports.id,
        targetType: contentReports.targetType,
        targetId: contentReports.targetId,
        reason: contentReports.reason,
        createdAt: contentReports.createdAt,
        reporter: personColumns,
        postHidden: posts.hiddenAt,
        replyHidden: replies.hiddenAt,
        replyPostId: replies.postId,
      })
      .from(contentReports)
      .innerJoin(users, eq(users.no, contentReports.reporterNo))
      .leftJoin(posts, and(eq(contentReports.targetType, 'post'), eq(posts.id, contentReports.targetId)))
      .leftJoin(replies, and(eq(contentReports.targetType, 'reply'), eq(replies.id, contentReports.targetId)))
      .where(
        and(
          isNull(contentReports.resolvedAt),
          before === undefined ? undefined : lt(contentReports.id, before),
        ),
      )
      .orderBy(desc(contentReports.id))
      .limit(query.limit + 1);
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return {
      items: page.map((row) => ({
        id: row.id,
        targetType: row.targetType as 'post' | 'reply',
        targetId: row.targetId,
        postId: row.targetType === 'post' ? row.targetId : (row.replyPostId ?? null),
        reporter: row.reporter,
        reason: row.reason,
        createdAt: row.createdAt.toISOString(),
        targetHidden: (row.targetType === 'post' ? row.postHidden : row.replyHidden) !== null,
      })),
      nextCursor: rows.length > query.limit && last ? encodeIdCursor(last.id) : null,
    };
  }

  // -- search and side panels ------------------------------------------------------------------

  const publicPost = and(eq(posts.isDraft, false), isNull(posts.hiddenAt), isNull(posts.groupId));

  const hitColumns = {
    id: posts.id,
    author: personColumns,
    category: posts.category,
    postType: posts.postType,
    title: posts.title,
    bodyText: posts.bodyText,
    likeCount: posts.likeCount,
    replyCount: posts.replyCount,
    publishedAt: posts.publishedAt,
    exactPublishedAt: sql<string>`to_json(${posts.publishedAt}) #>> '{}'`,
  };
  type HitRow = { [K in keyof typeof hitColumns]: unknown } & {
    id: number;
    author: {
      no: number;
      nickname: string;
      img: string | null;
      mainJob: string | null;
      mainJobDetail: string | null;
    };
    category: string;
    postType: string;
    title: string;
    bodyText: string;
    likeCount: number;
    replyCount: number;
    publishedAt: Date | null;
    exactPublishedAt: string;
  };
  const presentHit = (row: HitRow) => ({
    id: row.id,
    author: row.author,
    category: row.category as PostCategoryCode,
    postType: row.postType as PostTypeCode,
    title: row.title,
    preview: previewText(row.bodyText, FEED_PREVIEW_LENGTH),
    likeCount: row.likeCount,
    replyCount: row.replyCount,
    publishedAt: (row.publishedAt ?? new Date(0)).toISOString(),
  });

  /** Text search (English stemming, the GIN index on `search`), newest first, keyset paged. */
  async function search(query: PageQuery & { q: string; category?: PostCategoryCode | undefined }) {
    const cursor = decodeTimeCursor(query.cursor);
    const tsQuery = sql`websearch_to_tsquery('english', ${query.q})`;
    const rows = (await db
      .select(hitColumns)
      .from(posts)
      .innerJoin(users, eq(users.no, posts.authorNo))
      .where(
        and(
          publicPost,
          sql`${posts.search} @@ ${tsQuery}`,
          query.category === undefined ? undefined : eq(posts.category, query.category),
          cursor === undefined
            ? undefined
            : sql`(${posts.publishedAt}, ${posts.id}) < (${cursor.at}::timestamptz, ${cursor.id})`,
        ),
      )
      .orderBy(desc(posts.publishedAt), desc(posts.id))
      .limit(query.limit + 1)) as HitRow[];
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return {
      items: page.map(presentHit),
      nextCursor:
        rows.length > query.limit && last
          ? encodeTimeCursor({ at: last.exactPublishedAt, id: last.id })
          : null,
    };
  }

  /** The lounge's side panels: popular this week, active categories, people to follow. */
  async function side(viewer: Viewer) {
    const weekAgo = sql`now() - (${POPULAR_WINDOW_DAYS} * interval '1 day')`;
    const [popular, categories, people] = await Promise.all([
      db
        .select(hitColumns)
        .from(posts)
        .innerJoin(users, eq(users.no, posts.authorNo))
        .where(and(publicPost, sql`${posts.publishedAt} > ${weekAgo}`))
        .orderBy(desc(sql`${posts.likeCount} * 2 + ${posts.replyCount} + ${posts.voteCount}`), desc(posts.id))
        .limit(SIDE_PANEL_SIZE) as Promise<HitRow[]>,
      db
        .select({ category: posts.category, posts: sql<number>`count(*)::int` })
        .from(posts)
        .where(and(publicPost, sql`${posts.publishedAt} > ${weekAgo}`))
        .groupBy(posts.category)
        .orderBy(desc(sql`count(*)`), asc(posts.category)),
      db
        .select({
          ...personColumns,
          posts: sql<number>`count(${posts.id})::int`,
          followers: sql<number>`(select count(*)::int from ${follows} where ${follows.followeeNo} = ${users.no})`,
        })
        .from(posts)
        .innerJoin(users, eq(users.no, posts.authorNo))
        .where(
          and(
            publicPost,
            isNull(users.withdrawnAt),
            sql`${posts.publishedAt} > now() - (${PEOPLE_WINDOW_DAYS} * interval '1 day')`,
            viewer
              ? sql`${users.no} <> ${viewer.no} and not exists (select 1 from ${follows} where ${follows.followerNo} = ${viewer.no} and ${follows.followeeNo} = ${users.no})`
              : undefined,
          ),
        )
        .groupBy(users.no)
        .orderBy(desc(sql`count(${posts.id})`), asc(users.no))
        .limit(SIDE_PANEL_SIZE),
    ]);
    return {
      popular: popular.map(presentHit),
      categories: categories.map((row) => ({ category: row.category as PostCategoryCode, posts: row.posts })),
      people,
    };
  }

  return {
    create,
    update,
    publish,
    remove,
    get,
    drafts,
    vote,
    setPostLike,
    listReplies,
    createReply,
    updateReply,
    deleteReply,
    setReplyLike,
    report,
    hide,
    openReports,
    search,
    side,
  };
}

export type LoungeService = ReturnType<typeof createLoungeService>;
