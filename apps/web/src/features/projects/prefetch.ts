import type { QueryClient } from '@tanstack/react-query';
import { useUserStore } from '../../app/store/userStore';
import { readHubFilters } from './api/hubFilters';
import { projectQueryOptions } from './hooks/useProject';
import { boostedQueryOptions, hubQueryOptions } from './hooks/useProjectHub';
import { projectNoOf } from './projectNo';

/*
 * A page's first data, asked for by the router's loader as the navigation starts: the requests go
 * out while the page's code is still on its way, instead of after it has loaded and rendered. The
 * page's hooks use the same query options, so they find the answers (or the requests) in the cache.
 */

export function prefetchHub(client: QueryClient, search: URLSearchParams): void {
  void client.prefetchInfiniteQuery(hubQueryOptions(readHubFilters(search)));
  void client.prefetchQuery(boostedQueryOptions());
}

export function prefetchProject(client: QueryClient, param: string | undefined): void {
  const no = projectNoOf(param);
  if (no === null) return;
  void client.prefetchQuery(projectQueryOptions(no, useUserStore.getState().profile?.no ?? null));
}
