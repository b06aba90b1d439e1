import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/apiClient';
import { type PeopleFilters, peopleFiltersToParams } from '../api/peopleFilters';

export const PEOPLE_PAGE_SIZE = 12;

/** People matching the filters, page by page (keyset cursor); shared with the route's prefetch. */
export function peopleSearchOptions(filters: PeopleFilters) {
  const query = peopleFiltersToParams(filters).toString();
  return infiniteQueryOptions({
    queryKey: ['finder', 'people', query],
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams(query);
      params.set('limit', String(PEOPLE_PAGE_SIZE));
      if (pageParam) params.set('cursor', pageParam);
      return apiRequest(`/people?${params.toString()}`, { schema: 'ZPeoplePage', signal });
    },
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function usePeopleSearch(filters: PeopleFilters) {
  return useInfiniteQuery({ ...peopleSearchOptions(filters), placeholderData: keepPreviousData });
}
