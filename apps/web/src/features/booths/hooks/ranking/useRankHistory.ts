import { useQuery } from '@tanstack/react-query';
import { boothKeys } from '../../api/boothKeys';
import { boothRankingApi } from '../../api/boothRankingApi';

/** A booth's places in closed weeks, newest first, and its best place. */
export function useRankHistory(boothId: number) {
  return useQuery({
    queryKey: boothKeys.rankHistory(boothId),
    queryFn: ({ signal }) => boothRankingApi.rankHistory(boothId, signal),
  });
}
