import { useInfiniteQuery } from '@tanstack/react-query';
import { boothKeys } from '../../api/boothKeys';
import { boothTalkApi } from '../../api/boothTalkApi';

/** A booth's forum threads, latest activity first, paged. */
export function useThreads(boothId: number) {
  const threads = useInfiniteQuery({
    queryKey: boothKeys.threads(boothId),
    queryFn: ({ pageParam, signal }) => boothTalkApi.threads(boothId, pageParam || undefined, signal),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  return { ...threads, items: threads.data?.pages.flatMap((page) => page.items) ?? [] };
}
