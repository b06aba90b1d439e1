/*
 * The quests feature's addresses, assembled by the app's router (app/routing/router.tsx). Each page
 * is imported by its own path, not through index.ts, so that every route is its own chunk.
 */
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/routing/lazyPage';

const QuestsPage = lazyPage(
  () => import('./pages/QuestsPage'),
  (m) => m.QuestsPage,
  ['quests', 'payments'],
);

export const questsRoutes: RouteObject[] = [{ path: 'quests', Component: QuestsPage }];
