import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { RouterProvider } from 'react-router/dom';
import { ApiError } from './api/ApiError';
import { router } from './routing/router';

/** Retries a read that failed on the way (network, 5xx), never a refusal: a 403 or 404 will not change. */
function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return !refused && failureCount < 3;
}

const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: shouldRetryQuery },
  },
});

/** Server state, then the router; the outer Suspense covers the first load of the 'common' words. */
export function AppProviders() {
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={null}>
        <RouterProvider router={router} />
      </Suspense>
    </QueryClientProvider>
  );
}
