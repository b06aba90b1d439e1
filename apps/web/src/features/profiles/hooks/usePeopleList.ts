import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/apiClient';
import { profileKeys } from '../api/profileKeys';
import { useViewerNo } from './useViewerNo';

export const PEOPLE_PAGE_SIZE = 20;

/** Followers or followed people of a person, a page at a time ("load more" follows the cursor). */
export function usePeopleList(no: number, kind: 'followers' | 'following', enabled: boolean) {
  const viewer = useViewerNo();
  return useInfiniteQuery({
    queryKey: profileKeys.people(no, kind, viewer),
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ limit: String(PEOPLE_PAGE_SIZE) });
      if (pageParam) query.set('cursor', pageParam);
      return apiRequest(`/profiles/${no}/${kind}?${query}`, { schema: 'ZPersonPage', signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    enabled,
  });
}
