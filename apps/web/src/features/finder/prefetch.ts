import type { QueryClient } from '@tanstack/react-query';
import { peopleFiltersToParams, readPeopleFilters } from './api/peopleFilters';
import { peopleSearchOptions } from './hooks/usePeopleSearch';

/** The member finder's first page, asked for as the navigation starts (see projects/prefetch.ts). */
export async function prefetchPeople(client: QueryClient, search: URLSearchParams): Promise<void> {
  await client.prefetchInfiniteQuery(peopleSearchOptions(readPeopleFilters(search)));
}

/** The finder's address parameters in their canonical form (see projects/prefetch.ts). */
export const peopleAddress = (search: URLSearchParams): URLSearchParams =>
  peopleFiltersToParams(readPeopleFilters(search));
