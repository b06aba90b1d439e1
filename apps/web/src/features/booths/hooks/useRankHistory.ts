import { useQuery } from '@tanstack/react-query';
import { boothApi } from '../api/boothApi';
import { boothKeys } from '../api/boothKeys';

/** A booth's places in closed weeks, newest first, and its best place. */
export function useRankHistory(boothId: number) {
  return useQuery({
    queryKey: boothKeys.rankHistory(boothId),
    queryFn: ({ signal }) => boothApi.rankHistory(boothId, signal),
  });
}
