import type { QueryClient } from '@tanstack/react-query';
import { readPeopleFilters } from './api/peopleFilters';
import { peopleSearchOptions } from './hooks/usePeopleSearch';

/** The member finder's first page, asked for as the navigation starts (see projects/prefetch.ts). */
export async function prefetchPeople(client: QueryClient, search: URLSearchParams): Promise<void> {
  await client.prefetchInfiniteQuery(peopleSearchOptions(readPeopleFilters(search)));
}
