/*
 * The finder feature's addresses, assembled by the app's router (app/routing/router.tsx). Each page
 * is imported by its own path, not through index.ts, so that every route is its own chunk.
 */
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/routing/lazyPage';
import { prefetchLoader, searchOf } from '../../app/routing/prefetchLoader';

const PeoplePage = lazyPage(
  () => import('./pages/PeoplePage'),
  (m) => m.PeoplePage,
  ['finder'],
);
const ProjectMatchesPage = lazyPage(
  () => import('./pages/ProjectMatchesPage'),
  (m) => m.ProjectMatchesPage,
  ['finder', 'projects'],
);
const MyMatchesPage = lazyPage(
  () => import('./pages/MyMatchesPage'),
  (m) => m.MyMatchesPage,
  ['finder', 'projects'],
);

const peopleLoader = prefetchLoader(async (client, args) =>
  (await import('./prefetch')).prefetchPeople(client, searchOf(args)),
);

export const finderRoutes: RouteObject[] = [
  { path: 'people', Component: PeoplePage, loader: peopleLoader },
  { path: 'people/matches', Component: ProjectMatchesPage },
  { path: 'people/for-me', Component: MyMatchesPage },
];
