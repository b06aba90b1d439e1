import type { THubQuery, TProjectPage } from '@sidecamp/domain';
import { type ChangeCache, listenedCache } from '../../db/changeCache';
import type { DatabaseHandle } from '../../db/client';

/** The NOTIFY channel of migration 0018: projects, positions, members or a leader's card changed. */
const HUB_CHANNEL = 'sidecamp_hub';

export type HubCache = ChangeCache<TProjectPage>;

/**
 * Hub pages kept in memory: the hub is the same for every viewer and most visits ask for the same
 * few pages (the default list, popular searches), while one uncached search costs PostgreSQL
 * milliseconds of CPU. Any change to what a card shows empties it in every process (a trigger per
 * statement); `ttlMs` bounds what changes with the clock alone (deadlines, "new only").
 */
export function openHubCache(database: Pick<DatabaseHandle, 'listen'>, ttlMs: number): Promise<HubCache> {
  return listenedCache<TProjectPage>(database, {
    channel: HUB_CHANNEL,
    ttlMs,
    maxEntries: 1000,
    onMessage: (_payload, cache) => cache.clear(),
  });
}

/** One key per distinct query: the parsed query (zod's output keeps the schema's key order) and the day. */
export const hubCacheKey = (query: THubQuery, today: string) => `${today} ${JSON.stringify(query)}`;
