import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../../app/api/ApiError';
import { boothKeys } from '../../api/boothKeys';
import { boothRankingApi } from '../../api/boothRankingApi';

/** Which ranking the page shows: this week's so far, the last closed week, or a chosen past week. */
export type RankingView = 'live' | 'last' | 'past';

export const RANKING_VIEWS: readonly RankingView[] = ['live', 'last', 'past'];
export const DEFAULT_RANKING_VIEW: RankingView = 'live';

/** The view an address asks for in `?view=`, this week's when it names none. */
export const rankingViewOf = (search: URLSearchParams): RankingView =>
  RANKING_VIEWS.find((candidate) => candidate === search.get('view')) ?? DEFAULT_RANKING_VIEW;

/** How many places a ranking page lists (the server's maximum is 100). */
export const RANKING_LIMIT = 50;

/**
 * One ranking. Last week's answers 404 until the first week has closed: that is an empty state,
 * not an error, so it is not retried and comes back as null.
 */
export function rankingQueryOptions(view: RankingView, week: string) {
  return queryOptions({
    queryKey: boothKeys.ranking(view, view === 'past' ? week : ''),
    queryFn: async ({ signal }) => {
      if (view === 'live') return boothRankingApi.rankingLive(RANKING_LIMIT, signal);
      try {
        return view === 'last'
          ? await boothRankingApi.rankingLastWeek(RANKING_LIMIT, signal)
          : await boothRankingApi.rankingWeek(week, RANKING_LIMIT, signal);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    enabled: view !== 'past' || week !== '',
    // This week's ranking changes with every like; a closed week never does.
    staleTime: view === 'live' ? 30_000 : Number.POSITIVE_INFINITY,
  });
}

export function useRanking(view: RankingView, week: string) {
  return useQuery(rankingQueryOptions(view, week));
}
