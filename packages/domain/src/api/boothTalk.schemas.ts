import { z } from 'zod';
import { REVIEW_VIEW_POINTS, type ReviewViewPointCode } from '../codes/booths';
import {
  BOOTH_FORUM_BODY_MAX,
  BOOTH_FORUM_TITLE_MAX,
  BOOTH_REVIEW_BODY_MAX,
  REPLY_BODY_MAX,
} from '../rules/limits';
import { ZBoothIdParams } from './booths.schemas';
import { ZRowIdParam } from './input.schemas';
import { ZCursorQuery, ZPersonSummary } from './profiles.schemas';

/*
 * What people say about a booth (F12.3): reviews with view points (ratings 1-5 on named criteria)
 * and replies, and a forum of threads with replies.
 */

const ZStars = z.number().int().min(1).max(5);

/** Every view point rated, 1 to 5. */
export const ZViewPointRatings = z.object(
  Object.fromEntries(REVIEW_VIEW_POINTS.codes.map((code) => [code, ZStars])) as Record<
    ReviewViewPointCode,
    typeof ZStars
  >,
);

export const ZBoothReviewInput = z.object({
  rating: ZStars,
  viewPoints: ZViewPointRatings,
  body: z.string().trim().min(1).max(BOOTH_REVIEW_BODY_MAX),
});
export type TBoothReviewInput = z.input<typeof ZBoothReviewInput>;

export const ZBoothReview = z.object({
  id: z.number(),
  boothId: z.number(),
  author: ZPersonSummary,
  rating: z.number(),
  viewPoints: z.record(z.string(), z.number()),
  body: z.string(),
  replyCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TBoothReview = z.infer<typeof ZBoothReview>;

export const ZBoothReviewPage = z.object({
  items: z.array(ZBoothReview),
  nextCursor: z.string().nullable(),
  /** The caller's own review of this booth (to edit), wherever it falls in the pages. */
  mine: ZBoothReview.nullable(),
});
export type TBoothReviewPage = z.infer<typeof ZBoothReviewPage>;

/** The mean of each view point and of the overall rating over all reviews (null without reviews). */
export const ZBoothViewPoints = z.object({
  reviews: z.number(),
  rating: z.number().nullable(),
  viewPoints: z.array(z.object({ code: z.string(), mean: z.number().nullable() })),
});

export const ZBoothReviewParams = ZBoothIdParams.extend({ reviewId: ZRowIdParam });
export const ZBoothTalkReplyParams = z.object({ replyId: ZRowIdParam });
export const ZBoothThreadParams = z.object({ threadId: ZRowIdParam });

export const ZBoothReplyInput = z.object({ body: z.string().trim().min(1).max(REPLY_BODY_MAX) });

export const ZBoothReply = z.object({
  id: z.number(),
  author: ZPersonSummary,
  body: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export const ZBoothReplyPage = z.object({ items: z.array(ZBoothReply), nextCursor: z.string().nullable() });

export const ZBoothThreadInput = z.object({
  title: z.string().trim().min(2).max(BOOTH_FORUM_TITLE_MAX),
  body: z.string().trim().min(1).max(BOOTH_FORUM_BODY_MAX),
});
export const ZBoothThread = z.object({
  id: z.number(),
  boothId: z.number(),
  author: ZPersonSummary,
  title: z.string(),
  body: z.string(),
  replyCount: z.number(),
  lastActivityAt: z.string(),
  createdAt: z.string(),
});
export const ZBoothThreadPage = z.object({ items: z.array(ZBoothThread), nextCursor: z.string().nullable() });
export const ZBoothTalkQuery = ZCursorQuery;
