import { useQuery } from '@tanstack/react-query';
import { boothKeys } from '../../api/boothKeys';
import { boothRankingApi } from '../../api/boothRankingApi';

/** The closed weeks, newest first, for the past-weeks picker. */
export function useRankingWeeks(enabled: boolean) {
  return useQuery({
    queryKey: boothKeys.rankingWeeks(),
    queryFn: ({ signal }) => boothRankingApi.rankingWeeks(signal),
    enabled,
  });
}
