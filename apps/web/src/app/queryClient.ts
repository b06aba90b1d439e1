import { QueryClient, type QueryClientConfig } from '@tanstack/react-query';
import { ApiError } from './api/ApiError';

/** Retries a read that failed on the way (network, 5xx), never a refusal: a 403 or 404 will not change. */
function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return !refused && failureCount < 3;
}

/** Shared with the server's renderer (entry-server.tsx), which makes one cache per request. */
export const queryClientOptions: QueryClientConfig = {
  defaultOptions: {
    queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: shouldRetryQuery },
  },
};

/** The app's one query cache: the providers hand it to React, the router's loaders fill it ahead. */
export const queryClient = new QueryClient(queryClientOptions);
