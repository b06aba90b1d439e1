import { count, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { follows, userReviews } from './profiles.tables';

/** The person columns every list of people shows (ZPersonSummary). */

/** A person's followers, followees, reviews received and their average rating (one decimal). */
export async function countsOf(tx: Queryable, no: number) {
  const [followers] = await tx.select({ n: count() }).from(follows).where(eq(follows.followeeNo, no));
  const [following] = await tx.select({ n: count() }).from(follows).where(eq(follows.followerNo, no));
  const [reviews] = await tx
    .select({ n: count(), avg: sql<string | null>`avg(${userReviews.rating})` })
    .from(userReviews)
    .where(eq(userReviews.revieweeNo, no));
  return {
    followers: followers?.n ?? 0,
    following: following?.n ?? 0,
    reviews: reviews?.n ?? 0,
    averageRating: reviews?.avg == null ? null : Math.round(Number(reviews.avg) * 10) / 10,
  };
}

export type ProfileCounts = Awaited<ReturnType<typeof countsOf>>;
