import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/apiClient';
import { profileKeys } from '../api/profileKeys';
import { useViewerNo } from './useViewerNo';

export const REVIEWS_PAGE_SIZE = 5;

/** Reviews of a person, newest first, a page at a time. */
export function useReviews(no: number) {
  const viewer = useViewerNo();
  return useInfiniteQuery({
    queryKey: profileKeys.reviews(no, viewer),
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ limit: String(REVIEWS_PAGE_SIZE) });
      if (pageParam) query.set('cursor', pageParam);
      return apiRequest(`/profiles/${no}/reviews?${query}`, { schema: 'ZReviewPage', signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}
