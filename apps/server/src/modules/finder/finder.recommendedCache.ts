import type { ZRecommendedPage } from '@sidecamp/domain';
import type { z } from 'zod';
import { type ChangeCache, listenedCache } from '../../db/changeCache';
import type { DatabaseHandle } from '../../db/client';

export type RecommendedCache = ChangeCache<z.infer<typeof ZRecommendedPage>>;

/**
 * "Recommended for you" rows kept in memory: each scores a few hundred openings to show six. What
 * they read besides the viewer's own card is projects, positions and members, which the hub's
 * channel (migration 0018) reports, so a notification empties the cache in every process; the
 * viewer's card is read per request and is part of the key, so a changed profile misses.
 */
export function openRecommendedCache(
  database: Pick<DatabaseHandle, 'listen'>,
  ttlMs: number,
): Promise<RecommendedCache> {
  return listenedCache(database, {
    channel: 'sidecamp_hub',
    ttlMs,
    maxEntries: 2000,
    onMessage: (_payload, cache) => cache.clear(),
  });
}
