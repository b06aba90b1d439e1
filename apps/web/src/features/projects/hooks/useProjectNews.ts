import { useInfiniteQuery } from '@tanstack/react-query';
import { projectApi } from '../api/projectApi';
import { projectKeys } from '../api/projectKeys';

export function useProjectNews(no: number) {
  return useInfiniteQuery({
    queryKey: projectKeys.news(no),
    queryFn: ({ pageParam, signal }) => projectApi.news(no, pageParam || undefined, signal),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
