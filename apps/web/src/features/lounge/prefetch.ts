import { POST_CATEGORIES } from '@sidecamp/domain/core';
import type { QueryClient } from '@tanstack/react-query';
import { loungeFeedOptions } from './hooks/useFeed';

/** The lounge's first page of posts, asked for as the navigation starts (see projects/prefetch.ts). */
export function prefetchLounge(client: QueryClient, search: URLSearchParams): void {
  const raw = search.get('category') ?? '';
  void client.prefetchInfiniteQuery(loungeFeedOptions(POST_CATEGORIES.isCode(raw) ? raw : ''));
}
