import type { TFeedPage } from '@sidecamp/domain';
import { type ChangeCache, clearedOnNotify } from '../../db/changeCache';
import type { DatabaseHandle } from '../../db/client';

/** The NOTIFY channel of migration 0034: feed items, posts, or a person's card changed. */
const LOUNGE_FEED_CHANNEL = 'sidecamp_lounge_feed';

/**
 * A first page of the lounge timeline as every reader sees it (no cursor; one per category and
 * limit), with `likedByMe` false everywhere and the post of each item beside it: whether the reader
 * liked those posts is looked up per request.
 */
export type SharedLoungePage = { page: TFeedPage; postIds: Array<number | null> };

export type LoungeFeedCache = ChangeCache<SharedLoungePage>;

export function openLoungeFeedCache(
  database: Pick<DatabaseHandle, 'listen'>,
  ttlMs: number,
): Promise<LoungeFeedCache> {
  return clearedOnNotify<SharedLoungePage>(database, { channel: LOUNGE_FEED_CHANNEL, ttlMs, maxEntries: 64 });
}
