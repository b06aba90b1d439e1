/*
 * The support feature's addresses, assembled by the app's router (app/routing/router.tsx). Each page
 * is imported by its own path, not through index.ts, so that every route is its own chunk.
 */
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/routing/lazyPage';

const FaqPage = lazyPage(
  () => import('./pages/FaqPage'),
  (m) => m.FaqPage,
  ['support'],
);
const PrivacyPage = lazyPage(
  () => import('./pages/PrivacyPage'),
  (m) => m.PrivacyPage,
  ['privacy'],
);

export const supportRoutes: RouteObject[] = [
  { path: 'support', Component: FaqPage },
  { path: 'privacy', Component: PrivacyPage },
];
