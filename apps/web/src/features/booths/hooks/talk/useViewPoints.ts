import { useQuery } from '@tanstack/react-query';
import { boothKeys } from '../../api/boothKeys';
import { boothTalkApi } from '../../api/boothTalkApi';

/** The mean overall rating and the mean of each view point over a booth's reviews. */
export function useViewPoints(boothId: number) {
  return useQuery({
    queryKey: boothKeys.viewPoints(boothId),
    queryFn: ({ signal }) => boothTalkApi.viewPoints(boothId, signal),
  });
}
