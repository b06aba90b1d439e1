/*
 * The booths feature's addresses, assembled by the app's router (app/routing/router.tsx). Each page
 * is imported by its own path, not through index.ts, so that every route is its own chunk.
 */
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/routing/lazyPage';
import { prefetchLoader, searchOf } from '../../app/routing/prefetchLoader';

const BoothsPage = lazyPage(
  () => import('./pages/BoothsPage'),
  (m) => m.BoothsPage,
  ['booths'],
);
const BoothRankingPage = lazyPage(
  () => import('./pages/BoothRankingPage'),
  (m) => m.BoothRankingPage,
  ['booths'],
);
const BestBoothsPage = lazyPage(
  () => import('./pages/BestBoothsPage'),
  (m) => m.BestBoothsPage,
  ['booths'],
);
const NewBoothsPage = lazyPage(
  () => import('./pages/NewBoothsPage'),
  (m) => m.NewBoothsPage,
  ['booths'],
);
const BoothLaunchPage = lazyPage(
  () => import('./pages/BoothLaunchPage'),
  (m) => m.BoothLaunchPage,
  ['booths'],
);
const BoothViewPage = lazyPage(
  () => import('./pages/BoothViewPage'),
  (m) => m.BoothViewPage,
  ['booths'],
);

const boothLoader = prefetchLoader(async (client, { params }) =>
  (await import('./prefetch')).prefetchBooth(client, params.boothId),
);

const overviewLoader = prefetchLoader(async (client) =>
  (await import('./prefetch')).prefetchBoothsOverview(client),
);
const rankingLoader = prefetchLoader(async (client, args) =>
  (await import('./prefetch')).prefetchRanking(client, searchOf(args)),
);

export const boothsRoutes: RouteObject[] = [
  { path: 'booths', Component: BoothsPage, loader: overviewLoader },
  { path: 'booths/ranking', Component: BoothRankingPage, loader: rankingLoader },
  { path: 'booths/best', Component: BestBoothsPage },
  { path: 'booths/new', Component: NewBoothsPage },
  { path: 'booths/launch', Component: BoothLaunchPage },
  { path: 'booths/:boothId', Component: BoothViewPage, loader: boothLoader },
  { path: 'booths/:boothId/edit', Component: BoothLaunchPage },
];
