import { useInfiniteQuery } from '@tanstack/react-query';
import { projectApi } from '../api/projectApi';
import { projectKeys } from '../api/projectKeys';

export function useProjectTimeline(no: number) {
  return useInfiniteQuery({
    queryKey: projectKeys.timeline(no),
    queryFn: ({ pageParam, signal }) => projectApi.timeline(no, pageParam || undefined, signal),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
