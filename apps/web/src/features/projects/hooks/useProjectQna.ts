import { useInfiniteQuery } from '@tanstack/react-query';
import { projectApi } from '../api/projectApi';
import { projectKeys } from '../api/projectKeys';

export function useProjectQna(no: number) {
  return useInfiniteQuery({
    queryKey: projectKeys.qna(no),
    queryFn: ({ pageParam, signal }) => projectApi.questions(no, pageParam || undefined, signal),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
