import { POST_CATEGORIES } from '@sidecamp/domain/core';
import type { QueryClient } from '@tanstack/react-query';
import { loungeFeedOptions } from './hooks/useFeed';
import { postQueryOptions } from './hooks/usePost';

/** The lounge's first page of posts, asked for as the navigation starts (see projects/prefetch.ts). */
export async function prefetchLounge(client: QueryClient, search: URLSearchParams): Promise<void> {
  await client.prefetchInfiniteQuery(loungeFeedOptions(categoryOf(search)));
}

const categoryOf = (search: URLSearchParams) => {
  const raw = search.get('category') ?? '';
  return POST_CATEGORIES.isCode(raw) ? raw : '';
};

/** The lounge's address parameters in their canonical form: a known category or nothing. */
export const loungeAddress = (search: URLSearchParams): URLSearchParams => {
  const category = categoryOf(search);
  return new URLSearchParams(category ? { category } : {});
};

/** One post's page data (the post itself; its replies load in the browser). */
export async function prefetchPost(client: QueryClient, param: string | undefined): Promise<void> {
  const id = Number(param);
  if (!Number.isInteger(id) || id <= 0) return;
  await client.prefetchQuery(postQueryOptions(id));
}
