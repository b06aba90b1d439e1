import { and, asc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database, Queryable, Transaction } from '../../db/client';
import { decodeIdCursor, encodeIdCursor, keysetPage } from '../../db/cursor';
import { recordEvent } from '../../events/outbox';
import { AppError, fieldError } from '../../http/errors';
import type { AuthUser } from '../auth';
import { personColumns, users } from '../auth';

import { isAdmin, livePost, type Viewer, visiblePost } from './lounge.access';
import './lounge.events';
import { writeOnce } from './lounge.once';
import { presentReply } from './lounge.presenter';
import { posts, replies, replyLikes } from './lounge.tables';

type ReplyRow = typeof replies.$inferSelect;
type PageQuery = { cursor?: string | undefined; limit: number };

/** Replies under lounge posts: threaded one level, editable and likeable. */
export function createReplyService(deps: { db: Database }) {
  const { db } = deps;

  async function presentReplies(tx: Queryable, rows: ReplyRow[], viewer: Viewer) {
    const authorNos = [...new Set(rows.map((row) => row.authorNo))];
    const ids = rows.map((row) => row.id);
    // One query after another: `tx` may be a transaction, whose one connection runs one at a time.
    const authors =
      authorNos.length === 0
        ? []
        : await tx.select(personColumns).from(users).where(inArray(users.no, authorNos));
    const liked =
      viewer && ids.length > 0
        ? await tx
            .select({ replyId: replyLikes.replyId })
            .from(replyLikes)
            .where(and(eq(replyLikes.userNo, viewer.no), inArray(replyLikes.replyId, ids)))
        : [];
    const byNo = new Map(authors.map((author) => [author.no, author]));
    const likedIds = new Set(liked.map((like) => like.replyId));
    return rows.flatMap((row) => {
      const author = byNo.get(row.authorNo);
      if (!author) return [];
      return [presentReply(row, author, likedIds.has(row.id), viewer)];
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
    const { rows: page, nextCursor } = keysetPage(top, query.limit, (last) => encodeIdCursor(last.id));
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
    return { items, nextCursor };
  }

  async function createReply(
    user: AuthUser,
    postId: number,
    input: { body: string; parentId?: number | null | undefined },
    idempotencyKey?: string,
  ) {
    const request = { key: idempotencyKey, scope: 'lounge.reply', request: { postId, ...input } };
    const reply = await writeOnce(db, user, request, async (tx) => {
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

  return { listReplies, createReply, updateReply, deleteReply, setReplyLike };
}

export type ReplyService = ReturnType<typeof createReplyService>;
