/*
 * The alarms feature's addresses, assembled by the app's router (app/routing/router.tsx). Each page
 * is imported by its own path, not through index.ts, so that every route is its own chunk.
 */
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/routing/lazyPage';

const AlarmsPage = lazyPage(
  () => import('./pages/AlarmsPage'),
  (m) => m.AlarmsPage,
  ['alarms'],
);

export const alarmsRoutes: RouteObject[] = [{ path: 'alarms', Component: AlarmsPage }];
