import {
  REVIEW_VIEW_POINTS,
  type TBoothReview,
  type TBoothReviewInput,
  type TBoothReviewPage,
  ZBoothReplyInput,
  ZBoothReviewInput,
  ZBoothThreadInput,
} from '@sidecamp/domain';
import { and, asc, desc, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  decodeIdCursor,
  decodeTimeCursor,
  encodeIdCursor,
  encodeTimeCursor,
  exactTime,
} from '../../db/cursor';
import { recordEvent } from '../../events/outbox';
import { AppError } from '../../http/errors';
import type { AuthUser, Viewer } from '../auth';
import { personColumns, users } from '../auth';
import { boothFor, publishedBooth } from './booths.access';
import { booths } from './booths.tables';
import { boothForumReplies, boothForumThreads, boothReviewReplies, boothReviews } from './booths.talk.tables';

type PageQuery = { cursor?: string | undefined; limit: number };
type PersonRow = {
  no: number;
  nickname: string;
  img: string | null;
  mainJob: string | null;
  mainJobDetail: string | null;
};

const author = (row: PersonRow) => ({
  no: row.no,
  nickname: row.nickname,
  img: row.img,
  mainJob: row.mainJob,
  mainJobDetail: row.mainJobDetail,
});
const iso = (value: Date | string) => new Date(value).toISOString();

const reviewColumns = {
  ...personColumns,
  id: boothReviews.id,
  boothId: boothReviews.boothId,
  rating: boothReviews.rating,
  viewPoints: boothReviews.viewPoints,
  body: boothReviews.body,
  replyCount: boothReviews.replyCount,
  createdAt: boothReviews.createdAt,
  updatedAt: boothReviews.updatedAt,
};
type ReviewRow = PersonRow & {
  id: number;
  boothId: number;
  rating: number;
  viewPoints: Record<string, number>;
  body: string;
  replyCount: number;
  createdAt: Date | string;
  updatedAt: Date | string;
};
const presentReview = (row: ReviewRow): TBoothReview => ({
  id: row.id,
  boothId: row.boothId,
  author: author(row),
  rating: row.rating,
  viewPoints: row.viewPoints,
  body: row.body,
  replyCount: row.replyCount,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

const notFound = (what: string) => new AppError('NOT_FOUND', { message: `There is no such ${what}.` });

/** Reviews with view points and replies, and the booth forum (F12.3). */
export function createBoothTalkService(deps: { db: Database; nudgeEvents: () => void }) {
  const { db } = deps;

  async function reviewOf(id: number, boothId?: number) {
    const [review] = await db
      .select(reviewColumns)
      .from(boothReviews)
      .innerJoin(users, eq(users.no, boothReviews.userNo))
      .where(
        and(eq(boothReviews.id, id), boothId === undefined ? undefined : eq(boothReviews.boothId, boothId)),
      );
    if (!review) throw notFound('review');
    return review;
  }

  return {
    /**
     * Writes or rewrites the caller's review (one per person per booth). The team does not review
     * its own booth. The booth's count and rating sum move in the same transaction.
     */
    async review(user: AuthUser, boothId: number, raw: TBoothReviewInput): Promise<TBoothReview> {
      const input = ZBoothReviewInput.parse(raw);
      const id = await db
        .transaction(async (tx) => {
          const { booth, role } = await publishedBooth(tx, boothId, user, { lock: true });
          if (role !== null)
            throw new AppError('FORBIDDEN', { message: 'A team does not review its own booth.' });
          const [before] = await tx
            .select({ id: boothReviews.id, rating: boothReviews.rating })
            .from(boothReviews)
            .where(and(eq(boothReviews.boothId, boothId), eq(boothReviews.userNo, user.no)));
          let reviewId: number;
          if (before) {
            await tx
              .update(boothReviews)
              .set({ ...input, updatedAt: new Date() })
              .where(eq(boothReviews.id, before.id));
            reviewId = before.id;
          } else {
            const [created] = await tx
              .insert(boothReviews)
              .values({ boothId, userNo: user.no, ...input })
              .returning({ id: boothReviews.id });
            if (!created) throw new Error('insert returned no review');
            reviewId = created.id;
          }
          await tx
            .update(booths)
            .set({
              reviewCount: sql`${booths.reviewCount} + ${before ? 0 : 1}`,
              ratingSum: sql`${booths.ratingSum} + ${input.rating - (before?.rating ?? 0)}`,
            })
            .where(eq(booths.id, boothId));
          await recordEvent(
            tx,
            'booth.reviewed',
            {
              boothId,
              reviewId,
              userNo: user.no,
              ownerNo: booth.ownerNo,
              rating: input.rating,
              firstTime: !before,
            },
            { actorNo: user.no },
          );
          return reviewId;
        })
        .finally(deps.nudgeEvents);
      return presentReview(await reviewOf(id));
    },

    async deleteReview(user: AuthUser, boothId: number) {
      await db
        .transaction(async (tx) => {
          const { booth } = await boothFor(tx, boothId, user, { lock: true });
          const [removed] = await tx
            .delete(boothReviews)
            .where(and(eq(boothReviews.boothId, boothId), eq(boothReviews.userNo, user.no)))
            .returning({ id: boothReviews.id, rating: boothReviews.rating });
          if (!removed) throw notFound('review of yours on this booth');
          await tx
            .update(booths)
            .set({
              reviewCount: sql`${booths.reviewCount} - 1`,
              ratingSum: sql`${booths.ratingSum} - ${removed.rating}`,
            })
            .where(eq(booths.id, boothId));
          await recordEvent(
            tx,
            'booth.reviewDeleted',
            { boothId, reviewId: removed.id, userNo: user.no, ownerNo: booth.ownerNo },
            { actorNo: user.no },
          );
        })
        .finally(deps.nudgeEvents);
    },

    /** Reviews, newest first, with the caller's own. */
    async reviews(viewer: Viewer, boothId: number, query: PageQuery): Promise<TBoothReviewPage> {
      await boothFor(db, boothId, viewer);
      const before = decodeIdCursor(query.cursor);
      const rows = await db
        .select(reviewColumns)
        .from(boothReviews)
        .innerJoin(users, eq(users.no, boothReviews.userNo))
        .where(and(eq(boothReviews.boothId, boothId), before ? lt(boothReviews.id, before) : undefined))
        .orderBy(desc(boothReviews.id))
        .limit(query.limit + 1);
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      const [mine] = viewer
        ? await db
            .select(reviewColumns)
            .from(boothReviews)
            .innerJoin(users, eq(users.no, boothReviews.userNo))
            .where(and(eq(boothReviews.boothId, boothId), eq(boothReviews.userNo, viewer.no)))
        : [];
      return {
        items: page.map(presentReview),
        nextCursor: rows.length > query.limit && last ? encodeIdCursor(last.id) : null,
        mine: mine ? presentReview(mine) : null,
      };
    },

    /** The mean of each view point over all reviews (the spec's load_view_point). */
    async viewPoints(viewer: Viewer, boothId: number) {
      const { booth } = await boothFor(db, boothId, viewer);
      const [means] = await db
        .select(
          Object.fromEntries(
            REVIEW_VIEW_POINTS.codes.map((code) => [
              code,
              sql<number | null>`round(avg((${boothReviews.viewPoints} ->> ${code})::numeric), 1)::float`,
            ]),
          ) as Record<string, ReturnType<typeof sql<number | null>>>,
        )
        .from(boothReviews)
        .where(eq(boothReviews.boothId, boothId));
      return {
        reviews: booth.reviewCount,
        rating: booth.reviewCount === 0 ? null : Math.round((booth.ratingSum / booth.reviewCount) * 10) / 10,
        viewPoints: REVIEW_VIEW_POINTS.codes.map((code) => ({
          code,
          mean: (means?.[code] as number | null) ?? null,
        })),
      };
    },

    async replyToReview(user: AuthUser, boothId: number, reviewId: number, raw: { body: string }) {
      const { body } = ZBoothReplyInput.parse(raw);
      const id = await db.transaction(async (tx) => {
        await publishedBooth(tx, boothId, user);
        const [review] = await tx
          .update(boothReviews)
          .set({ replyCount: sql`${boothReviews.replyCount} + 1` })
          .where(and(eq(boothReviews.id, reviewId), eq(boothReviews.boothId, boothId)))
          .returning({ id: boothReviews.id });
        if (!review) throw notFound('review');
        const [reply] = await tx
          .insert(boothReviewReplies)
          .values({ reviewId, userNo: user.no, body })
          .returning({ id: boothReviewReplies.id });
        return reply?.id ?? 0;
      });
      return replyOf(db, boothReviewReplies, id);
    },

    async reviewReplies(viewer: Viewer, boothId: number, reviewId: number, query: PageQuery) {
      await boothFor(db, boothId, viewer);
      await reviewOf(reviewId, boothId);
      return repliesOf(db, boothReviewReplies, boothReviewReplies.reviewId, reviewId, query);
    },

    /** Only its author edits a reply (the spec's update_review_reply / update_forum_reply). */
    async editReviewReply(user: AuthUser, replyId: number, raw: { body: string }) {
      return editReply(db, boothReviewReplies, user, replyId, raw);
    },

    async openThread(user: AuthUser, boothId: number, raw: { title: string; body: string }) {
      const input = ZBoothThreadInput.parse(raw);
      await publishedBooth(db, boothId, user);
      const [thread] = await db
        .insert(boothForumThreads)
        .values({ boothId, userNo: user.no, ...input })
        .returning({ id: boothForumThreads.id });
      return threadOf(db, thread?.id ?? 0);
    },

    async threads(viewer: Viewer, boothId: number, query: PageQuery) {
      await boothFor(db, boothId, viewer);
      const cursor = decodeTimeCursor(query.cursor);
      const rows = await db
        .select(threadColumns)
        .from(boothForumThreads)
        .innerJoin(users, eq(users.no, boothForumThreads.userNo))
        .where(
          and(
            eq(boothForumThreads.boothId, boothId),
            cursor
              ? or(
                  lt(boothForumThreads.lastActivityAt, sql`${cursor.at}::timestamptz`),
                  and(
                    eq(boothForumThreads.lastActivityAt, sql`${cursor.at}::timestamptz`),
                    lt(boothForumThreads.id, cursor.id),
                  ),
                )
              : undefined,
          ),
        )
        .orderBy(desc(boothForumThreads.lastActivityAt), desc(boothForumThreads.id))
        .limit(query.limit + 1);
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        items: page.map(presentThread),
        nextCursor:
          rows.length > query.limit && last
            ? encodeTimeCursor({ at: last.lastActivityText, id: last.id })
            : null,
      };
    },

    async thread(viewer: Viewer, threadId: number) {
      const found = await threadOf(db, threadId);
      await boothFor(db, found.boothId, viewer);
      return found;
    },

    async replyToThread(user: AuthUser, threadId: number, raw: { body: string }) {
      const { body } = ZBoothReplyInput.parse(raw);
      const { boothId } = await threadOf(db, threadId);
      const id = await db.transaction(async (tx) => {
        await publishedBooth(tx, boothId, user);
        await tx
          .update(boothForumThreads)
          .set({ replyCount: sql`${boothForumThreads.replyCount} + 1`, lastActivityAt: new Date() })
          .where(eq(boothForumThreads.id, threadId));
        const [reply] = await tx
          .insert(boothForumReplies)
          .values({ threadId, userNo: user.no, body })
          .returning({ id: boothForumReplies.id });
        return reply?.id ?? 0;
      });
      return replyOf(db, boothForumReplies, id);
    },

    async threadReplies(viewer: Viewer, threadId: number, query: PageQuery) {
      await this.thread(viewer, threadId);
      return repliesOf(db, boothForumReplies, boothForumReplies.threadId, threadId, query);
    },

    async editThreadReply(user: AuthUser, replyId: number, raw: { body: string }) {
      return editReply(db, boothForumReplies, user, replyId, raw);
    },
  };
}

type ReplyTable = typeof boothReviewReplies | typeof boothForumReplies;

async function replyOf(db: Database, table: ReplyTable, id: number) {
  const [row] = await db
    .select({
      ...personColumns,
      id: table.id,
      body: table.body,
      createdAt: table.createdAt,
      updatedAt: table.updatedAt,
    })
    .from(table)
    .innerJoin(users, eq(users.no, table.userNo))
    .where(eq(table.id, id));
  if (!row) throw notFound('reply');
  return {
    id: row.id,
    author: author(row),
    body: row.body,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** Replies oldest first (a conversation reads down), paged by id. */
async function repliesOf(
  db: Database,
  table: ReplyTable,
  parent: typeof boothReviewReplies.reviewId | typeof boothForumReplies.threadId,
  parentId: number,
  query: PageQuery,
) {
  const after = decodeIdCursor(query.cursor);
  const rows = await db
    .select({
      ...personColumns,
      id: table.id,
      body: table.body,
      createdAt: table.createdAt,
      updatedAt: table.updatedAt,
    })
    .from(table)
    .innerJoin(users, eq(users.no, table.userNo))
    .where(and(eq(parent, parentId), after ? gt(table.id, after) : undefined))
    .orderBy(asc(table.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      id: row.id,
      author: author(row),
      body: row.body,
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
    })),
    nextCursor: rows.length > query.limit && last ? encodeIdCursor(last.id) : null,
  };
}

async function editReply(
  db: Database,
  table: ReplyTable,
  user: AuthUser,
  replyId: number,
  raw: { body: string },
) {
  const { body } = ZBoothReplyInput.parse(raw);
  const [row] = await db.select({ userNo: table.userNo }).from(table).where(eq(table.id, replyId));
  if (!row) throw notFound('reply');
  if (row.userNo !== user.no)
    throw new AppError('FORBIDDEN', { message: 'Only its author can edit a reply.' });
  await db.update(table).set({ body, updatedAt: new Date() }).where(eq(table.id, replyId));
  return replyOf(db, table, replyId);
}

const threadColumns = {
  ...personColumns,
  id: boothForumThreads.id,
  boothId: boothForumThreads.boothId,
  title: boothForumThreads.title,
  body: boothForumThreads.body,
  replyCount: boothForumThreads.replyCount,
  lastActivityAt: boothForumThreads.lastActivityAt,
  lastActivityText: exactTime(boothForumThreads.lastActivityAt),
  createdAt: boothForumThreads.createdAt,
};
type ThreadRow = PersonRow & {
  id: number;
  boothId: number;
  title: string;
  body: string;
  replyCount: number;
  lastActivityAt: Date | string;
  createdAt: Date | string;
};
const presentThread = (row: ThreadRow) => ({
  id: row.id,
  boothId: row.boothId,
  author: author(row),
  title: row.title,
  body: row.body,
  replyCount: row.replyCount,
  lastActivityAt: iso(row.lastActivityAt),
  createdAt: iso(row.createdAt),
});

async function threadOf(db: Database, id: number) {
  const [row] = await db
    .select(threadColumns)
    .from(boothForumThreads)
    .innerJoin(users, eq(users.no, boothForumThreads.userNo))
    .where(eq(boothForumThreads.id, id));
  if (!row) throw notFound('thread');
  return presentThread(row);
}
