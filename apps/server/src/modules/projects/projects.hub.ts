import type { THubQuery, TProjectPage } from '@sidecamp/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { keysetPage } from '../../db/cursor';
import type { AuthUser } from '../auth';
import { type HubCache, hubCacheKey } from './projects.hubCache';
import { presentCard } from './projects.presenter';
import {
  cardsQuery,
  decodeProjectCursor,
  encodeProjectCursor,
  hubPage,
  selectCards,
  todayIso,
} from './projects.queries';
import { projectBoosts } from './projects.tables';

/** How many boosted projects the hub shows at once. */
const BOOSTED_ROW_SIZE = 6;

type PageQuery = { cursor?: string | undefined; limit: number };

export type HubService = ReturnType<typeof createHubService>;

/** Lists of project cards: the hub (cached when a cache is given), boosted, mine and my bookmarks. */
export function createHubService(deps: { db: Database; hubCache?: HubCache }) {
  const { db } = deps;

  async function boostedRow(today: string): Promise<TProjectPage> {
    const rows = await selectCards(
      db,
      cardsQuery({
        from: sql`projects p join (select distinct project_no from ${projectBoosts} where starts_at <= now() and ends_at > now()) b on b.project_no = p.no`,
        where: sql`p.stage not in ('99', '00')`,
        orderBy: (t) => `${t}.follower_count desc, ${t}.no desc`,
        limit: BOOSTED_ROW_SIZE,
      }),
    );
    return { items: rows.map((row) => presentCard(row, today)), nextCursor: null };
  }

  return {
    hub: (query: THubQuery): Promise<TProjectPage> => {
      const today = todayIso();
      const read = () => hubPage(db, query, today);
      return deps.hubCache ? deps.hubCache.getOrLoad(hubCacheKey(query, today), read) : read();
    },

    /**
     * Projects with a boost running now (priority exposure, F4.7), most followed first: the hub
     * shows them above its results. Drafts and closed projects never appear.
     */
    boosted(): Promise<TProjectPage> {
      const today = todayIso();
      const read = () => boostedRow(today);
      // Boosts notify the hub's channel too (migration 0022); a boost starting or ending with the
      // clock shows within the cache's time to live.
      return deps.hubCache ? deps.hubCache.getOrLoad(`${today} boosted`, read) : read();
    },

    /** Projects I lead or belong to, drafts included (they are mine), newest first. */
    async mine(user: AuthUser, query: PageQuery & { role?: '01' | '02' | undefined }) {
      const cursor = decodeProjectCursor(query.cursor, 'mine');
      const today = todayIso();
      const rows = await selectCards(
        db,
        cardsQuery({
          from: sql`projects p join project_members me on me.project_no = p.no and me.user_no = ${user.no}`,
          where: sql.join(
            [
              sql`true`,
              query.role ? sql`me.role = ${query.role}` : undefined,
              cursor ? sql`(p.created_at, p.no) < (${cursor.v}::timestamptz, ${cursor.n})` : undefined,
            ].filter((part) => part !== undefined),
            sql` and `,
          ),
          orderBy: (t) => `${t}.created_at desc, ${t}.no desc`,
          limit: query.limit + 1,
        }),
      );
      const { rows: page, nextCursor } = keysetPage(rows, query.limit, (last) =>
        encodeProjectCursor({ s: 'mine', v: last.created_at, n: last.no }),
      );
      return {
        items: page.map((row) => presentCard(row, today)),
        nextCursor,
      };
    },

    async bookmarks(user: AuthUser, query: PageQuery): Promise<TProjectPage> {
      const cursor = decodeProjectCursor(query.cursor, 'bookmarks');
      const today = todayIso();
      const rows = await selectCards(
        db,
        cardsQuery({
          from: sql`projects p join project_bookmarks b on b.project_no = p.no and b.user_no = ${user.no}`,
          // Only published projects: a leader may bookmark their own draft, but a list of marks is public-facing.
          where: cursor
            ? sql`p.stage <> '99' and p.published_at is not null and p.no < ${cursor.n}`
            : sql`p.stage <> '99' and p.published_at is not null`,
          orderBy: (t) => `${t}.no desc`,
          limit: query.limit + 1,
        }),
      );
      const { rows: page, nextCursor } = keysetPage(rows, query.limit, (last) =>
        encodeProjectCursor({ s: 'bookmarks', v: '', n: last.no }),
      );
      return {
        items: page.map((row) => presentCard(row, today)),
        nextCursor,
      };
    },
  };
}
