import type { QueryClient } from '@tanstack/react-query';
import { useUserStore } from '../../app/store/userStore';
import { hubFiltersToParams, readHubFilters } from './api/hubFilters';
import { projectQueryOptions } from './hooks/useProject';
import { boostedQueryOptions, hubQueryOptions } from './hooks/useProjectHub';
import { projectNoOf } from './projectNo';

/*
 * A page's first data, asked for by the router's loader as the navigation starts: the requests go
 * out while the page's code is still on its way, instead of after it has loaded and rendered. The
 * page's hooks use the same query options, so they find the answers (or the requests) in the cache.
 * The server's renderer awaits the same functions for a public page's HTML (entry-server.tsx).
 */

export async function prefetchHub(client: QueryClient, search: URLSearchParams): Promise<void> {
  await Promise.all([
    client.prefetchInfiniteQuery(hubQueryOptions(readHubFilters(search))),
    client.prefetchQuery(boostedQueryOptions()),
  ]);
}

export async function prefetchProject(client: QueryClient, param: string | undefined): Promise<void> {
  const no = projectNoOf(param);
  if (no === null) return;
  await client.prefetchQuery(projectQueryOptions(no, useUserStore.getState().profile?.no ?? null));
}

/** The hub's address parameters in their canonical form: what the page reads, defaults left out. */
export const hubAddress = (search: URLSearchParams): URLSearchParams =>
  hubFiltersToParams(readHubFilters(search));
