/*
 * The profiles feature's addresses, assembled by the app's router (app/routing/router.tsx). Each page
 * is imported by its own path, not through index.ts, so that every route is its own chunk.
 */
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/routing/lazyPage';
import { prefetchLoader } from '../../app/routing/prefetchLoader';

const ProfilePage = lazyPage(
  () => import('./pages/ProfilePage'),
  (m) => m.ProfilePage,
  ['profiles', 'auth'],
);
const ResumePage = lazyPage(
  () => import('./pages/ResumePage'),
  (m) => m.ResumePage,
  ['profiles'],
);
const EditProfilePage = lazyPage(
  () => import('./pages/EditProfilePage'),
  (m) => m.EditProfilePage,
  ['profiles', 'auth'],
);

const profileLoader = prefetchLoader(async (client, { params }) =>
  (await import('./prefetch')).prefetchProfile(client, params.userNo),
);

export const profilesRoutes: RouteObject[] = [
  { path: 'u/:userNo', Component: ProfilePage, loader: profileLoader },
  { path: 'u/:userNo/resume', Component: ResumePage },
  { path: 'settings/profile', Component: EditProfilePage },
];
