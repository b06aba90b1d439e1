import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
} from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/apiClient';
import { type HubFilters, hubFiltersToParams } from '../api/hubFilters';
import { projectKeys } from '../api/projectKeys';

export const HUB_PAGE_SIZE = 12;

/** The hub list for a view, page by page (keyset cursor: "Load more" continues where it stopped). */
export function hubQueryOptions(filters: HubFilters) {
  const query = hubFiltersToParams(filters).toString();
  return infiniteQueryOptions({
    queryKey: projectKeys.hub(query),
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams(query);
      params.set('limit', String(HUB_PAGE_SIZE));
      if (pageParam) params.set('cursor', pageParam);
      return apiRequest(`/projects?${params.toString()}`, { schema: 'ZProjectPage', signal });
    },
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useProjectHub(filters: HubFilters) {
  // While a new filter loads, the old cards stay (dimmed) instead of the list jumping to a skeleton.
  return useInfiniteQuery({ ...hubQueryOptions(filters), placeholderData: keepPreviousData });
}

/** Boosted projects shown above the hub's results. */
export const boostedQueryOptions = () =>
  queryOptions({
    queryKey: ['projects', 'boosted'],
    queryFn: ({ signal }) => apiRequest('/projects/boosted', { schema: 'ZProjectPage', signal }),
    staleTime: 60_000,
  });
