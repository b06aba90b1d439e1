/*
 * The auth feature's addresses, assembled by the app's router (app/routing/router.tsx). Each page
 * is imported by its own path, not through index.ts, so that every route is its own chunk.
 */
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/routing/lazyPage';

const SignUpPage = lazyPage(
  () => import('./pages/SignUpPage'),
  (m) => m.SignUpPage,
  ['auth'],
);
const ForgotPasswordPage = lazyPage(
  () => import('./pages/ForgotPasswordPage'),
  (m) => m.ForgotPasswordPage,
  ['auth'],
);
const ResetPasswordPage = lazyPage(
  () => import('./pages/ResetPasswordPage'),
  (m) => m.ResetPasswordPage,
  ['auth'],
);
const WelcomePage = lazyPage(
  () => import('./pages/WelcomePage'),
  (m) => m.WelcomePage,
  ['auth'],
);
const DevMailPage = lazyPage(
  () => import('./pages/DevMailPage'),
  (m) => m.DevMailPage,
  ['auth'],
);

export const authRoutes: RouteObject[] = [
  { path: 'signup', Component: SignUpPage },
  { path: 'forgot-password', Component: ForgotPasswordPage },
  { path: 'reset-password', Component: ResetPasswordPage },
  { path: 'welcome', Component: WelcomePage },
  { path: 'dev/mail', Component: DevMailPage },
];
