import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { type BoothSort, boothApi } from '../../api/boothApi';
import { boothKeys } from '../../api/boothKeys';

/** How many booths each section of the overview shows (the overview's prefetch asks for the same). */
export const OVERVIEW_COUNT = 6;

/** Published booths, newest or best first, in one service category or all; paged by cursor. */
export function boothListQueryOptions(sort: BoothSort, category: string, limit = 12) {
  return infiniteQueryOptions({
    queryKey: boothKeys.list(sort, category, limit),
    queryFn: ({ pageParam, signal }) =>
      boothApi.list(sort, category || undefined, pageParam || undefined, limit, signal),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useBoothList(sort: BoothSort, category: string, limit = 12) {
  const list = useInfiniteQuery(boothListQueryOptions(sort, category, limit));
  return { ...list, booths: list.data?.pages.flatMap((p) => p.items) ?? [] };
}
