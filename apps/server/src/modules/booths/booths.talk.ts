import {
  REVIEW_VIEW_POINTS,
  type TBoothReview,
  type TBoothReviewInput,
  type TBoothReviewPage,
  ZBoothReplyInput,
  ZBoothReviewInput,
} from '@sidecamp/domain';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { decodeIdCursor, encodeIdCursor, keysetPage } from '../../db/cursor';
import { recordEvent } from '../../events/outbox';
import { AppError } from '../../http/errors';
import type { AuthUser, Viewer } from '../auth';
import { personColumns, users } from '../auth';
import { boothFor, publishedBooth } from './booths.access';
import {
  author,
  editReply,
  iso,
  notFound,
  type PageQuery,
  type PersonRow,
  repliesOf,
  replyOf,
} from './booths.replies';
import { booths } from './booths.tables';
import { boothReviewReplies, boothReviews } from './booths.talk.tables';

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

/** Reviews with view points, and their replies (F12.3). */
export function createBoothTalkService(deps: { db: Database }) {
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
      const id = await db.transaction(async (tx) => {
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
      });
      return presentReview(await reviewOf(id));
    },

    async deleteReview(user: AuthUser, boothId: number) {
      await db.transaction(async (tx) => {
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
      });
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
      const { rows: page, nextCursor } = keysetPage(rows, query.limit, (last) => encodeIdCursor(last.id));
      const [mine] = viewer
        ? await db
            .select(reviewColumns)
            .from(boothReviews)
            .innerJoin(users, eq(users.no, boothReviews.userNo))
            .where(and(eq(boothReviews.boothId, boothId), eq(boothReviews.userNo, viewer.no)))
        : [];
      return {
        items: page.map(presentReview),
        nextCursor,
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
  };
}
