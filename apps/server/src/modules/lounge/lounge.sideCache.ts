import type { TLoungeSide } from '@sidecamp/domain';
import { type ChangeCache, clearedOnNotify } from '../../db/changeCache';
import type { DatabaseHandle } from '../../db/client';

/** The NOTIFY channel of migration 0031: posts, follows, or a person's card changed. */
const LOUNGE_SIDE_CHANNEL = 'sidecamp_lounge_side';

/**
 * What the side panels show everyone alike: this week's popular posts, the active categories, and
 * the most active authors as candidates for "people to follow" (each reader's own follows are
 * taken out per request). Three aggregates over the week's posts, the same for every reader.
 */
export type SharedSide = Pick<TLoungeSide, 'popular' | 'categories'> & { candidates: TLoungeSide['people'] };

export type LoungeSideCache = ChangeCache<SharedSide>;

export function openLoungeSideCache(
  database: Pick<DatabaseHandle, 'listen'>,
  ttlMs: number,
): Promise<LoungeSideCache> {
  return clearedOnNotify<SharedSide>(database, { channel: LOUNGE_SIDE_CHANNEL, ttlMs, maxEntries: 4 });
}
