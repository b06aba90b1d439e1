import { queryOptions, useQuery } from '@tanstack/react-query';
import { boothKeys } from '../../api/boothKeys';
import { boothRankingApi } from '../../api/boothRankingApi';

/** The closed weeks, newest first, for the past-weeks picker. */
export const rankingWeeksQueryOptions = () =>
  queryOptions({
    queryKey: boothKeys.rankingWeeks(),
    queryFn: ({ signal }) => boothRankingApi.rankingWeeks(signal),
  });

export function useRankingWeeks(enabled: boolean) {
  return useQuery({ ...rankingWeeksQueryOptions(), enabled });
}
