import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { queryClient } from '../queryClient';

/*
 * On the server (apps/web/src/entry-server.tsx) the same routes render a public page, but its data
 * is fetched and awaited there before rendering, into that request's own query cache: these
 * loaders, which fill the browser's one cache, do nothing there.
 */
const inBrowser = typeof document !== 'undefined';

/** The query string of the address being navigated to (a page's filters live there). */
export const searchOf = ({ request }: LoaderFunctionArgs) => new URL(request.url).searchParams;

/**
 * A loader that starts a page's first requests as the navigation starts, in parallel with its code
 * (features/<area>/prefetch.ts). It returns at once: the page renders as soon as its code is here
 * and shows its own loading state if the data is not yet.
 */
export function prefetchLoader(
  prefetch: (client: QueryClient, args: LoaderFunctionArgs) => Promise<unknown>,
) {
  return (args: LoaderFunctionArgs) => {
    if (inBrowser) void prefetch(queryClient, args);
    return null;
  };
}
