import { and, eq, getTableColumns, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../auth';
import { experienceOf, trustCountsOf } from '../points';
import { uploads } from '../uploads';
import { workedTogether } from './profiles.collaboration';
import type { ItemRow } from './profiles.presenter';
import type { ProfileCounts } from './profiles.queries';
import { follows, profileItems, profileLinks, profiles, userReviews } from './profiles.tables';

const ownerNo = sql.placeholder('no');
const viewerNo = sql.placeholder('viewer');

const itemsJson = sql<ItemRow[]>`coalesce((select json_agg(json_build_object(
  'id', ${profileItems.id}, 'type', ${profileItems.type}, 'title', ${profileItems.title},
  'body', ${profileItems.body}, 'url', ${profileItems.url}, 'organization', ${profileItems.organization},
  'startDate', ${profileItems.startDate}, 'endDate', ${profileItems.endDate}, 'position', ${profileItems.position}
) order by ${profileItems.position}, ${profileItems.id}) from ${profileItems} where ${profileItems.userNo} = ${users.no}), '[]'::json)`;

const linksJson = sql<
  Array<{ integration: string; url: string }>
>`coalesce((select json_agg(json_build_object(
  'integration', ${profileLinks.integration}, 'url', ${profileLinks.url}
) order by ${profileLinks.integration}) from ${profileLinks} where ${profileLinks.userNo} = ${users.no}), '[]'::json)`;

const counted = (condition: SQL) => sql<number>`(select count(*)::int from ${follows} where ${condition})`;

/**
 * A profile in one statement, with the viewer's relation to it: the person (404 when withdrawn),
 * their profile row, items, links, counts and earned experience, and whether the viewer follows,
 * has reviewed or may review them. It was up to 11 round trips; each costs the server a socket
 * write, a statement build and a parse however fast PostgreSQL answers it (bench/PLANS.md), so the
 * statement is also prepared once per connection. `viewer` is null for nobody; for the owner the
 * viewer's columns are not asked.
 */
export function prepareProfileRead(db: Database) {
  return db
    .select({
      user: getTableColumns(users),
      profile: getTableColumns(profiles),
      items: itemsJson,
      links: linksJson,
      followers: counted(sql`${follows.followeeNo} = ${users.no}`),
      following: counted(sql`${follows.followerNo} = ${users.no}`),
      reviews: sql<number>`(select count(*)::int from ${userReviews} where ${userReviews.revieweeNo} = ${users.no})`,
      averageRating: sql<
        string | null
      >`(select avg(${userReviews.rating}) from ${userReviews} where ${userReviews.revieweeNo} = ${users.no})`,
      earned: experienceOf(users.no),
      trustCounts: trustCountsOf(users.no),
      isFollowing: sql<boolean>`exists (select 1 from ${follows} where ${follows.followerNo} = ${viewerNo} and ${follows.followeeNo} = ${users.no})`,
      myReview: sql<{
        rating: number;
        body: string;
      } | null>`(select json_build_object('rating', ${userReviews.rating}, 'body', ${userReviews.body}) from ${userReviews} where ${userReviews.reviewerNo} = ${viewerNo} and ${userReviews.revieweeNo} = ${users.no})`,
      // Asked only of a viewer who is not the owner and has not reviewed (`case` evaluates lazily).
      workedTogether: sql<boolean>`case when ${viewerNo}::int is null or ${viewerNo}::int = ${users.no} then false else ${workedTogether(sql`${viewerNo}::int`, users.no)} end`,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userNo, users.no))
    .where(and(eq(users.no, ownerNo), isNull(users.withdrawnAt)))
    .limit(1)
    .prepare('profiles_view');
}

export type ProfileReadRow = Awaited<ReturnType<ReturnType<typeof prepareProfileRead>['execute']>>[number];

export const countsFromRead = (row: ProfileReadRow): ProfileCounts => ({
  followers: row.followers,
  following: row.following,
  reviews: row.reviews,
  averageRating: averageOf(row.averageRating),
});

/**
 * A profile's activity counts in one prepared statement, with what decides who may see them (the
 * person must not have withdrawn; their visibility): it was eight round trips.
 */
export function prepareActivityRead(db: Database) {
  return db
    .select({
      // A profile an admin hid reads as 'hidden': unavailable to all but its owner.
      visibility: sql<string>`case when ${profiles.hiddenAt} is not null then 'hidden' else coalesce(${profiles.visibility}, 'public') end`,
      followers: counted(sql`${follows.followeeNo} = ${users.no}`),
      following: counted(sql`${follows.followerNo} = ${users.no}`),
      reviewsReceived: sql<number>`(select count(*)::int from ${userReviews} where ${userReviews.revieweeNo} = ${users.no})`,
      reviewsWritten: sql<number>`(select count(*)::int from ${userReviews} where ${userReviews.reviewerNo} = ${users.no})`,
      profileItems: sql<number>`(select count(*)::int from ${profileItems} where ${profileItems.userNo} = ${users.no})`,
      uploads: sql<number>`(select count(*)::int from ${uploads} where ${uploads.ownerNo} = ${users.no})`,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userNo, users.no))
    .where(and(eq(users.no, ownerNo), isNull(users.withdrawnAt)))
    .limit(1)
    .prepare('profiles_activity');
}

/**
 * What heads a profile's review list, in one prepared statement: who may see it (the person has
 * not withdrawn; their visibility), the number of reviews received and their average.
 */
export function prepareReviewsHeadRead(db: Database) {
  return db
    .select({
      // A profile an admin hid reads as 'hidden': unavailable to all but its owner.
      visibility: sql<string>`case when ${profiles.hiddenAt} is not null then 'hidden' else coalesce(${profiles.visibility}, 'public') end`,
      reviews: sql<number>`(select count(*)::int from ${userReviews} where ${userReviews.revieweeNo} = ${users.no})`,
      averageRating: sql<
        string | null
      >`(select avg(${userReviews.rating}) from ${userReviews} where ${userReviews.revieweeNo} = ${users.no})`,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userNo, users.no))
    .where(and(eq(users.no, ownerNo), isNull(users.withdrawnAt)))
    .limit(1)
    .prepare('profiles_reviews_head');
}

export const averageOf = (average: string | null) =>
  average == null ? null : Math.round(Number(average) * 10) / 10;
