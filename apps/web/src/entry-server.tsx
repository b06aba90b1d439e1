/**
 * Server rendering of the public pages (issues 16 and 32): the hub, a project, the lounge, a post,
 * the member finder, a profile, the booth overview, a booth and the weekly ranking are sent as finished HTML with their first data, so a phone paints them as
 * soon as the HTML and CSS arrive instead of after the scripts have loaded, run and fetched. The browser then hydrates the
 * same tree (boot.tsx) from the data written into the page.
 *
 * Built by `vite build --ssr` into dist-server/ and loaded by the server (apps/server/src/http/
 * webApp.ts). Only visitors without a session are rendered here: the pages show them the same
 * thing, so nobody's data is ever written into a page, and a logged-in person gets the app shell.
 */
import type { TSiteConfig } from '@sidecamp/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode, Suspense } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  type Params,
  StaticRouterProvider,
} from 'react-router';
import { setApiTransport } from './app/api/apiClient';
import { siteConfigQueryKey } from './app/config/siteConfig';
import { initI18nWithTranslations } from './app/i18n/i18n';
import { queryClientOptions } from './app/queryClient';
import { loadEveryPage } from './app/routing/lazyPage';
import { routes } from './app/routing/router';
import { rankingAddress } from './features/booths/prefetch';
import { peopleAddress } from './features/finder/prefetch';
import { loungeAddress } from './features/lounge/prefetch';
import { hubAddress } from './features/projects/prefetch';

type FirstData = (client: QueryClient, params: Params, search: URLSearchParams) => Promise<void>;

/**
 * The pages rendered here, by route path: the data each shows first (the loaders' prefetches), and
 * the translation namespaces the browser needs to adopt it (as in its feature's routes.ts), which
 * the page's HTML asks for at once.
 */
type ServerPage = {
  firstData: FirstData;
  namespaces: readonly string[];
  /**
   * The query parameters the page reads, in their canonical form (defaults left out, unknown values
   * dropped); a page without it reads none. The visitors' page cache keys pages by the address
   * with only these, so `?utm_source=...` or a reordered query is the same page.
   */
  address?: (search: URLSearchParams) => URLSearchParams;
};
const HUB: ServerPage = {
  firstData: async (client, _params, search) =>
    (await import('./features/projects/prefetch')).prefetchHub(client, search),
  namespaces: ['projects'],
  address: hubAddress,
};
const SERVER_RENDERED: ReadonlyMap<string, ServerPage> = new Map<string, ServerPage>([
  ['', HUB],
  ['projects', HUB],
  [
    'projects/:projectNo',
    {
      firstData: async (client, params) =>
        (await import('./features/projects/prefetch')).prefetchProject(client, params.projectNo),
      namespaces: ['projects'],
    },
  ],
  [
    'lounge',
    {
      firstData: async (client, _params, search) =>
        (await import('./features/lounge/prefetch')).prefetchLounge(client, search),
      namespaces: ['lounge'],
      address: loungeAddress,
    },
  ],
  [
    'people',
    {
      firstData: async (client, _params, search) =>
        (await import('./features/finder/prefetch')).prefetchPeople(client, search),
      namespaces: ['finder'],
      address: peopleAddress,
    },
  ],
  [
    'lounge/posts/:postId',
    {
      firstData: async (client, params) =>
        (await import('./features/lounge/prefetch')).prefetchPost(client, params.postId),
      namespaces: ['lounge'],
    },
  ],
  [
    'u/:userNo',
    {
      firstData: async (client, params) =>
        (await import('./features/profiles/prefetch')).prefetchProfile(client, params.userNo),
      namespaces: ['profiles', 'auth'],
    },
  ],
  [
    'booths',
    {
      firstData: async (client) =>
        (await import('./features/booths/prefetch')).prefetchBoothsOverview(client),
      namespaces: ['booths'],
    },
  ],
  [
    'booths/ranking',
    {
      firstData: async (client, _params, search) =>
        (await import('./features/booths/prefetch')).prefetchRanking(client, search),
      namespaces: ['booths'],
      address: rankingAddress,
    },
  ],
  [
    'booths/:boothId',
    {
      firstData: async (client, params) =>
        (await import('./features/booths/prefetch')).prefetchBooth(client, params.boothId),
      namespaces: ['booths'],
    },
  ],
]);

export type ServerRenderSetup = {
  /** Answers an API request in-process (the server's own routes), as a visitor without a session. */
  fetchApi: (url: string, init: RequestInit) => Promise<Response>;
  /** Every translation namespace of the built /locales/en folder. */
  translations: Record<string, Record<string, unknown>>;
  siteConfig: TSiteConfig;
};

/** What goes into index.html: the page's markup inside #root and the state the browser resumes from. */
export type RenderedPage = {
  /** What React hoists out of the page for <head>: its <title>, image preloads. */
  head: string;
  html: string;
  /** The page's translation namespaces, for the HTML to preload. */
  namespaces: readonly string[];
  queryState: { queryKey: readonly unknown[]; data: unknown; updatedAt: number }[];
  routerState: unknown;
};

/** React's mark of a Suspense boundary whose content follows later in the stream. */
const PENDING_BOUNDARY = '<!--$?-->';
const MAX_RENDER_PASSES = 5;

async function prerender(element: ReactNode): Promise<string> {
  // A finished boundary larger than React's progressive chunk (12.8 kB) would also be sent after the
  // shell, to be moved in by an inline script: the whole page is wanted in place.
  const { prelude } = await prerenderToNodeStream(element, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

const HOISTED = /^(?:<title>[^<]*<\/title>|<link [^>]*\/?>|<meta [^>]*\/?>)+/;

let siteConfig: TSiteConfig | null = null;
const handler = createStaticHandler(routes);

export async function setUpServerRendering(setup: ServerRenderSetup): Promise<void> {
  setApiTransport(setup.fetchApi);
  siteConfig = setup.siteConfig;
  await initI18nWithTranslations(setup.translations);
  // In the background: the server starts answering meanwhile, and a page met before its code is
  // here is rendered as before (a few passes).
  void loadEveryPage();
}

/** A server-rendered page's canonical address and route, for the visitors' page cache. */
export type PageAddress = {
  /** The path with only the query parameters the page reads, sorted: what the page is rendered from. */
  url: string;
  /** The route's path (`booths/:boothId`; '' for the index). */
  route: string;
  /** A free-text search (`q`) is rendered on demand but takes no place in the cache. */
  search: boolean;
};

/** The canonical address of a server-rendered page, or null when the address is not one (cheap). */
export function pageAddressOf(url: string): PageAddress | null {
  const address = new URL(url, 'http://localhost');
  const found = firstDataOf(address);
  if (!found) return null;
  const query = found.page.address?.(address.searchParams) ?? new URLSearchParams();
  query.sort();
  const text = query.toString();
  return {
    url: `${address.pathname}${text ? `?${text}` : ''}`,
    route: found.route,
    search: query.has('q'),
  };
}

function firstDataOf(address: URL): { page: ServerPage; params: Params; route: string } | null {
  const leaf = leafOf(address.pathname);
  if (!leaf) return null;
  const page = SERVER_RENDERED.get(leaf.route);
  return page ? { page, params: leaf.params, route: leaf.route } : null;
}

type Leaf = { route: string; params: Params };
const leaves = new Map<string, Leaf | null>();
const MAX_REMEMBERED_PATHS = 5000;

/**
 * The route an address lands on. React Router flattens and ranks the whole route tree on every
 * matchRoutes call, which was half of a cached page's cost to the server (CPU profile, issue 32),
 * so each path's answer is remembered; forgetting them all when the map is full bounds its size.
 */
function leafOf(pathname: string): Leaf | null {
  const known = leaves.get(pathname);
  if (known !== undefined) return known;
  const match = matchRoutes(routes, pathname)?.at(-1);
  const leaf = match
    ? { route: match.route.index ? '' : (match.route.path ?? '*'), params: match.params }
    : null;
  if (leaves.size >= MAX_REMEMBERED_PATHS) leaves.clear();
  leaves.set(pathname, leaf);
  return leaf;
}

/**
 * The page at `url` as HTML, or null when it is not rendered here or its data could not be read
 * (a missing project, a failing read): the browser then renders it itself, with its own loading
 * and error states, exactly as before.
 */
export async function renderPage(url: string): Promise<RenderedPage | null> {
  if (!siteConfig) throw new Error('setUpServerRendering was not called');
  const address = new URL(url, 'http://localhost');
  const found = firstDataOf(address);
  if (!found) return null;

  // A read that fails here is not retried with the browser's waits: the page is then left to the browser.
  const client = new QueryClient({
    defaultOptions: {
      queries: { ...queryClientOptions.defaultOptions?.queries, retry: false, retryDelay: 0 },
    },
  });
  client.setQueryData(siteConfigQueryKey, siteConfig);
  await found.page.firstData(client, found.params, address.searchParams);
  if (
    client
      .getQueryCache()
      .getAll()
      .some((query) => query.state.status !== 'success')
  )
    return null;

  const context = await handler.query(new Request(address));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);

  const tree = (
    <StrictMode>
      <QueryClientProvider client={client}>
        <Suspense fallback={null}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Suspense>
      </QueryClientProvider>
    </StrictMode>
  );
  // A lazily loaded page or part (React.lazy) suspends the first time it is met, and React then
  // sends its content after the shell with an inline script to move it in place, which the Content
  // Security Policy forbids. Rendered again, the code is loaded and the page comes in one piece; a
  // lazy part inside a lazy page is only met on the second pass, hence a few passes (the first
  // request for each page after the server starts).
  let rendered = await prerender(tree);
  for (let pass = 1; pass < MAX_RENDER_PASSES && rendered.includes(PENDING_BOUNDARY); pass += 1) {
    rendered = await prerender(tree);
  }
  if (rendered.includes(PENDING_BOUNDARY)) return null;
  // React writes the page's <title> and preloads first when it renders less than a whole document.
  const head = HOISTED.exec(rendered)?.[0] ?? '';
  return {
    head,
    html: rendered.slice(head.length),
    namespaces: found.page.namespaces,
    // The site config is already in the page (#site-config); the rest is what the page read.
    queryState: client
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status === 'success' && query.queryKey[0] !== siteConfigQueryKey[0])
      .map((query) => ({
        queryKey: query.queryKey,
        data: query.state.data,
        updatedAt: query.state.dataUpdatedAt,
      })),
    routerState: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
  };
}
