import type { TBoothPage, TBoothRanking } from '@sidecamp/domain';
import { type ChangeCache, clearedOnNotify } from '../../db/changeCache';
import type { DatabaseHandle } from '../../db/client';

/** The NOTIFY channel of migration 0029: scores recounted, a week closed, a card's booth or owner changed. */
const BOOTH_RANKING_CHANNEL = 'sidecamp_booth_ranking';

export type BoothRankingCache = ChangeCache<TBoothRanking>;

/**
 * Ranking answers kept in memory: the ranking is the same for every visitor and changes only when
 * someone acts on a booth, while building one costs three statements and twenty cards. Everything an
 * answer holds is reported by the channel, so one notification empties it in every process;
 * `ttlMs` bounds the rest (the week turning over is in the key).
 */
export function openBoothRankingCache(
  database: Pick<DatabaseHandle, 'listen'>,
  ttlMs: number,
): Promise<BoothRankingCache> {
  return clearedOnNotify<TBoothRanking>(database, { channel: BOOTH_RANKING_CHANNEL, ttlMs, maxEntries: 500 });
}

export type BoothListCache = ChangeCache<TBoothPage>;

/**
 * Pages of the showcase's lists (new, best, by category), kept like the ranking: a list shows
 * booth cards only, and every change to a card (a booth published or edited, its counts, its
 * owner's name or picture) comes through the same channel.
 */
export function openBoothListCache(
  database: Pick<DatabaseHandle, 'listen'>,
  ttlMs: number,
): Promise<BoothListCache> {
  return clearedOnNotify<TBoothPage>(database, { channel: BOOTH_RANKING_CHANNEL, ttlMs, maxEntries: 500 });
}
