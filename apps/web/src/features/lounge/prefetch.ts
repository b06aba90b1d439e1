import { POST_CATEGORIES } from '@sidecamp/domain/core';
import type { QueryClient } from '@tanstack/react-query';
import { loungeFeedOptions } from './hooks/useFeed';

/** The lounge's first page of posts, asked for as the navigation starts (see projects/prefetch.ts). */
export async function prefetchLounge(client: QueryClient, search: URLSearchParams): Promise<void> {
  const raw = search.get('category') ?? '';
  await client.prefetchInfiniteQuery(loungeFeedOptions(POST_CATEGORIES.isCode(raw) ? raw : ''));
}
