import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  decodeTimeCursor as decodeCursor,
  encodeTimeCursor as encodeCursor,
  exactTime,
  keysetPage,
  olderThan,
} from '../../db/cursor';
import { recordEvent } from '../../events/outbox';
import { AppError } from '../../http/errors';
import type { AuthUser } from '../auth';
import { personColumns, users } from '../auth';
import { activeUser, assertVisible, type Viewer } from './profiles.access';
import { haveWorkedTogether } from './profiles.collaboration';
import './profiles.events';
import { presentReview } from './profiles.presenter';
import { userReviews } from './profiles.tables';
import { averageOf, prepareReviewsHeadRead } from './profiles.view';

type PageQuery = { cursor?: string | undefined; limit: number };

const reviewColumns = {
  reviewer: personColumns,
  rating: userReviews.rating,
  body: userReviews.body,
  createdAt: userReviews.createdAt,
  updatedAt: userReviews.updatedAt,
  exactUpdatedAt: exactTime(userReviews.updatedAt),
};

/** Reviews of people one has worked with (F3.4): the list, writing or editing one's own, deleting it. */
export function createReviewService(deps: { db: Database }) {
  const { db } = deps;
  const readHead = prepareReviewsHeadRead(db);
  const firstReviews = db
    .select(reviewColumns)
    .from(userReviews)
    .innerJoin(users, eq(users.no, userReviews.reviewerNo))
    .where(eq(userReviews.revieweeNo, sql.placeholder('no')))
    .orderBy(desc(userReviews.updatedAt), desc(userReviews.reviewerNo))
    .limit(sql.placeholder('limit'))
    .prepare('profiles_reviews_first_page');

  return {
    /** Two prepared statements: the list's head (who may see it, total, average), then the page. */
    async listReviews(no: number, viewer: Viewer, query: PageQuery) {
      const [head] = await readHead.execute({ no });
      if (!head) throw new AppError('NOT_FOUND', { message: 'There is no such person.' });
      assertVisible(head.visibility, no, viewer);
      const cursor = decodeCursor(query.cursor);
      // The first page (what a profile shows) is prepared; later pages are built with their cursor.
      const rows = cursor
        ? await db
            .select(reviewColumns)
            .from(userReviews)
            .innerJoin(users, eq(users.no, userReviews.reviewerNo))
            .where(
              and(
                eq(userReviews.revieweeNo, no),
                olderThan(userReviews.updatedAt, userReviews.reviewerNo, cursor),
              ),
            )
            .orderBy(desc(userReviews.updatedAt), desc(userReviews.reviewerNo))
            .limit(query.limit + 1)
        : await firstReviews.execute({ no, limit: query.limit + 1 });
      const { rows: page, nextCursor } = keysetPage(rows, query.limit, (last) =>
        encodeCursor({ at: last.exactUpdatedAt, id: last.reviewer.no }),
      );
      return {
        items: page.map(({ exactUpdatedAt, ...row }) => presentReview(row)),
        nextCursor,
        total: head.reviews,
        averageRating: averageOf(head.averageRating),
      };
    },

    /** One review per reviewer and person; writing again edits it. */
    async writeReview(user: AuthUser, targetNo: number, input: { rating: number; body: string }) {
      if (targetNo === user.no) {
        throw new AppError('VALIDATION_FAILED', {
          message: 'You cannot review yourself.',
          details: [{ field: 'no', message: 'You cannot review yourself.' }],
        });
      }
      await activeUser(db, targetNo);
      const row = await db.transaction(async (tx) => {
        const [existing] = await tx
          .select({ at: userReviews.createdAt })
          .from(userReviews)
          .where(and(eq(userReviews.reviewerNo, user.no), eq(userReviews.revieweeNo, targetNo)))
          .for('update');
        // A review already written stays editable after the team parts ways.
        if (!existing && !(await haveWorkedTogether(tx, user.no, targetNo))) {
          throw new AppError('FORBIDDEN', {
            message:
              'You can review someone once you have worked with them: on the same project team or in a pro chat that took place.',
          });
        }
        const [saved] = await tx
          .insert(userReviews)
          .values({ reviewerNo: user.no, revieweeNo: targetNo, rating: input.rating, body: input.body })
          .onConflictDoUpdate({
            target: [userReviews.reviewerNo, userReviews.revieweeNo],
            set: { rating: input.rating, body: input.body, updatedAt: sql`now()` },
          })
          .returning();
        if (!saved) throw new Error('review upsert returned no row');
        await recordEvent(
          tx,
          'review.written',
          {
            reviewerNo: user.no,
            revieweeNo: targetNo,
            rating: input.rating,
            firstTime: existing === undefined,
          },
          { actorNo: user.no },
        );
        return saved;
      });
      return presentReview({
        reviewer: {
          no: user.no,
          nickname: user.nickname,
          img: user.img,
          mainJob: user.mainJob,
          mainJobDetail: user.mainJobDetail,
        },
        rating: row.rating,
        body: row.body,
        createdAt: row.createdAt,
        updatedAt: row.updatedAt,
      });
    },

    async deleteReview(user: AuthUser, targetNo: number) {
      await db.transaction(async (tx) => {
        const removed = await tx
          .delete(userReviews)
          .where(and(eq(userReviews.reviewerNo, user.no), eq(userReviews.revieweeNo, targetNo)))
          .returning({ at: userReviews.createdAt });
        if (removed.length === 0)
          throw new AppError('NOT_FOUND', { message: 'You have not reviewed this person.' });
        await recordEvent(
          tx,
          'review.deleted',
          { reviewerNo: user.no, revieweeNo: targetNo },
          { actorNo: user.no },
        );
      });
    },
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
