import { useQuery } from '@tanstack/react-query';
import { boothApi } from '../api/boothApi';
import { boothKeys } from '../api/boothKeys';

/** The mean overall rating and the mean of each view point over a booth's reviews. */
export function useViewPoints(boothId: number) {
  return useQuery({
    queryKey: boothKeys.viewPoints(boothId),
    queryFn: ({ signal }) => boothApi.viewPoints(boothId, signal),
  });
}
