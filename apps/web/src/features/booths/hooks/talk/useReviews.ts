import { useInfiniteQuery } from '@tanstack/react-query';
import { useUserStore } from '../../../../app/store/userStore';
import { boothKeys } from '../../api/boothKeys';
import { boothTalkApi } from '../../api/boothTalkApi';

/**
 * A booth's reviews, newest first and paged, with the viewer's own (`mine`, on the first page);
 * the viewer is part of the key because `mine` differs per person.
 */
export function useReviews(boothId: number) {
  const viewerNo = useUserStore((state) => state.profile?.no ?? null);
  const reviews = useInfiniteQuery({
    queryKey: [...boothKeys.reviews(boothId), viewerNo],
    queryFn: ({ pageParam, signal }) => boothTalkApi.reviews(boothId, pageParam || undefined, signal),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  return {
    ...reviews,
    items: reviews.data?.pages.flatMap((page) => page.items) ?? [],
    mine: reviews.data?.pages[0]?.mine ?? null,
  };
}
