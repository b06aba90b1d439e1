import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { RouterProvider } from 'react-router/dom';
import { queryClient } from './queryClient';
import { router } from './routing/browserRouter';

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
