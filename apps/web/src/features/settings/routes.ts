/*
 * The settings feature's addresses, assembled by the app's router (app/routing/router.tsx). Each page
 * is imported by its own path, not through index.ts, so that every route is its own chunk.
 */
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/routing/lazyPage';

const SettingsPage = lazyPage(
  () => import('./pages/SettingsPage'),
  (m) => m.SettingsPage,
  ['settings', 'auth'],
);

export const settingsRoutes: RouteObject[] = [{ path: 'settings', Component: SettingsPage }];
