import { useInfiniteQuery } from '@tanstack/react-query';
import { type BoothSort, boothApi } from '../../api/boothApi';
import { boothKeys } from '../../api/boothKeys';

/** Published booths, newest or best first, in one service category or all; paged by cursor. */
export function useBoothList(sort: BoothSort, category: string, limit = 12) {
  const list = useInfiniteQuery({
    queryKey: boothKeys.list(sort, category, limit),
    queryFn: ({ pageParam, signal }) =>
      boothApi.list(sort, category || undefined, pageParam || undefined, limit, signal),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  return { ...list, booths: list.data?.pages.flatMap((p) => p.items) ?? [] };
}
