import type { PostCategoryCode } from '@sidecamp/domain';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { decodeTimeCursor, encodeTimeCursor } from '../../db/cursor';
import { personColumns, users } from '../auth';
import { follows } from '../profiles';

import type { Viewer } from './lounge.access';
import { type HitRow, presentHit } from './lounge.presenter';
import { posts } from './lounge.tables';

type PageQuery = { cursor?: string | undefined; limit: number };

const POPULAR_WINDOW_DAYS = 7;
const PEOPLE_WINDOW_DAYS = 30;
const SIDE_PANEL_SIZE = 5;

/** What is published outside groups and shown to all. */
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
} satisfies { [K in keyof HitRow]: unknown };

/**
 * Finding posts in the lounge: text search and the side panels. The timelines themselves are the
 * feed's (`FeedService`).
 */
export function createDiscoveryService(deps: { db: Database }) {
  const { db } = deps;

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

  return { search, side };
}

export type DiscoveryService = ReturnType<typeof createDiscoveryService>;
