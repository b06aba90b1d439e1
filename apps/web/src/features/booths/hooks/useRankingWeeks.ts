import { useQuery } from '@tanstack/react-query';
import { boothApi } from '../api/boothApi';
import { boothKeys } from '../api/boothKeys';

/** The closed weeks, newest first, for the past-weeks picker. */
export function useRankingWeeks(enabled: boolean) {
  return useQuery({
    queryKey: boothKeys.rankingWeeks(),
    queryFn: ({ signal }) => boothApi.rankingWeeks(signal),
    enabled,
  });
}
