import type { RouteObject } from 'react-router';
import { adminRoutes } from '../../features/admin/routes';
import { alarmsRoutes } from '../../features/alarms/routes';
import { authRoutes } from '../../features/auth/routes';
import { blueprintRoutes } from '../../features/blueprint/routes';
import { boothsRoutes } from '../../features/booths/routes';
import { campaignsRoutes } from '../../features/campaigns/routes';
import { chatRoutes } from '../../features/chat/routes';
import { finderRoutes } from '../../features/finder/routes';
import { loungeRoutes } from '../../features/lounge/routes';
import { paymentsRoutes } from '../../features/payments/routes';
import { profilesRoutes } from '../../features/profiles/routes';
import { projectsRoutes } from '../../features/projects/routes';
import { questsRoutes } from '../../features/quests/routes';
import { settingsRoutes } from '../../features/settings/routes';
import { supportRoutes } from '../../features/support/routes';
import { tasksRoutes } from '../../features/tasks/routes';
import { AppShell } from '../shell/AppShell';
import { lazyPage } from './lazyPage';

const NotFoundPage = lazyPage(
  () => import('../shell/NotFoundPage'),
  (m) => m.NotFoundPage,
  [],
);
const RouteErrorPage = lazyPage(
  () => import('../shell/RouteErrorPage'),
  (m) => m.RouteErrorPage,
  [],
);

/*
 * Every feature owns its addresses in features/<area>/routes.ts, imported here by that path rather
 * than through the feature's index.ts: routes.ts holds only lazy page imports and loaders, so the
 * first chunk stays small, while index.ts may pull in components. A new feature adds one line.
 * React Router ranks paths by how specific they are, not by their order, so the order is free.
 */
export const featureRoutes: readonly (readonly RouteObject[])[] = [
  projectsRoutes,
  tasksRoutes,
  questsRoutes,
  finderRoutes,
  loungeRoutes,
  chatRoutes,
  boothsRoutes,
  blueprintRoutes,
  profilesRoutes,
  alarmsRoutes,
  settingsRoutes,
  authRoutes,
  supportRoutes,
  paymentsRoutes,
  campaignsRoutes,
  adminRoutes,
];

/** Every address of the app; the browser's router (browserRouter.ts) and the server's renderer share them. */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: AppShell,
    ErrorBoundary: RouteErrorPage,
    // The features' loaders return at once; nothing is worth showing for that instant.
    HydrateFallback: () => null,
    children: [...featureRoutes.flat(), { path: '*', Component: NotFoundPage }],
  },
];
