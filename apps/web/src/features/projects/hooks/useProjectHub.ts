import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/apiClient';
import { type HubFilters, hubFiltersToParams } from '../api/hubFilters';
import { projectKeys } from '../api/projectKeys';

export const HUB_PAGE_SIZE = 12;

/** The hub list for a view, page by page (keyset cursor: "Load more" continues where it stopped). */
export function useProjectHub(filters: HubFilters) {
  const query = hubFiltersToParams(filters).toString();
  return useInfiniteQuery({
    queryKey: projectKeys.hub(query),
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams(query);
      params.set('limit', String(HUB_PAGE_SIZE));
      if (pageParam) params.set('cursor', pageParam);
      return apiRequest(`/projects?${params.toString()}`, { schema: 'ZProjectPage', signal });
    },
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // While a new filter loads, the old cards stay (dimmed) instead of the list jumping to a skeleton.
    placeholderData: keepPreviousData,
  });
}
