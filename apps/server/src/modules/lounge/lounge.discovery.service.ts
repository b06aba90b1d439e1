import type { PostCategoryCode } from '@sidecamp/domain';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { decodeTimeCursor, encodeTimeCursor, keysetPage } from '../../db/cursor';
import { personColumns, users } from '../auth';
import { follows } from '../profiles';

import type { Viewer } from './lounge.access';
import { type HitRow, presentHit } from './lounge.presenter';
import { publicPost } from './lounge.public';
import type { LoungeSideCache, SharedSide } from './lounge.sideCache';
import { posts } from './lounge.tables';

type PageQuery = { cursor?: string | undefined; limit: number };

const POPULAR_WINDOW_DAYS = 7;
const PEOPLE_WINDOW_DAYS = 30;
const SIDE_PANEL_SIZE = 5;
/** Authors kept as candidates for everyone's "people to follow" (a reader's follows are taken out). */
const PEOPLE_CANDIDATES = 50;

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
export function createDiscoveryService(deps: { db: Database; cache?: LoungeSideCache }) {
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
    const { rows: page, nextCursor } = keysetPage(rows, query.limit, (last) =>
      encodeTimeCursor({ at: last.exactPublishedAt, id: last.id }),
    );
    return {
      items: page.map(presentHit),
      nextCursor,
    };
  }

  const weekAgo = sql`now() - (${POPULAR_WINDOW_DAYS} * interval '1 day')`;

  /**
   * The most active authors of the last 30 days (withdrawn people left out), and not `viewer` or
   * anyone they follow when a viewer is given: the exact "people to follow" of one reader.
   */
  const activeAuthors = (limit: number, viewer?: NonNullable<Viewer>) =>
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
      .limit(limit);

  /** What every reader's panels share (cached: see lounge.sideCache.ts). */
  async function loadShared(): Promise<SharedSide> {
    const [popular, categories, candidates] = await Promise.all([
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
      activeAuthors(PEOPLE_CANDIDATES),
    ]);
    return {
      popular: popular.map(presentHit),
      categories: categories.map((row) => ({ category: row.category as PostCategoryCode, posts: row.posts })),
      candidates,
    };
  }

  /**
   * The lounge's side panels: popular this week, active categories, people to follow. A reader's
   * people are the shared candidates without themselves and whom they follow (one look-up); only
   * when that leaves too few of a full candidate list is the exact query run for them.
   */
  async function side(viewer: Viewer) {
    const shared = await (deps.cache ? deps.cache.getOrLoad('side', loadShared) : loadShared());
    let people = shared.candidates;
    if (viewer && people.length > 0) {
      const followed = await db
        .select({ no: follows.followeeNo })
        .from(follows)
        .where(
          and(
            eq(follows.followerNo, viewer.no),
            inArray(
              follows.followeeNo,
              people.map((person) => person.no),
            ),
          ),
        );
      const skip = new Set([viewer.no, ...followed.map((row) => row.no)]);
      people = people.filter((person) => !skip.has(person.no));
      if (people.length < SIDE_PANEL_SIZE && shared.candidates.length === PEOPLE_CANDIDATES)
        people = await activeAuthors(SIDE_PANEL_SIZE, viewer);
    }
    return {
      popular: shared.popular,
      categories: shared.categories,
      people: people.slice(0, SIDE_PANEL_SIZE),
    };
  }

  return { search, side };
}

export type DiscoveryService = ReturnType<typeof createDiscoveryService>;
