/*
 * The admin feature's addresses, assembled by the app's router (app/routing/router.tsx). Each page
 * is imported by its own path, not through index.ts, so that every route is its own chunk.
 */
import { type RouteObject, redirect } from 'react-router';
import { lazyPage } from '../../app/routing/lazyPage';

const AuditLogPage = lazyPage(
  () => import('./pages/AuditLogPage'),
  (m) => m.AuditLogPage,
  ['admin'],
);
const ApprovalsPage = lazyPage(
  () => import('./components/ApprovalsPage'),
  (m) => m.ApprovalsPage,
  ['admin', 'campaigns'],
);
const ContentPage = lazyPage(
  () => import('./components/ContentPage'),
  (m) => m.ContentPage,
  ['admin'],
);
const AdminReportsPage = lazyPage(
  () => import('./components/ReportsPage'),
  (m) => m.ReportsPage,
  ['admin'],
);
const AdminPeoplePage = lazyPage(
  () => import('./components/PeoplePage'),
  (m) => m.PeoplePage,
  ['admin'],
);

export const adminRoutes: RouteObject[] = [
  // The console opens on its busiest section, the reports queue.
  { path: 'admin', loader: () => redirect('/admin/reports') },
  { path: 'admin/audit', Component: AuditLogPage },
  { path: 'admin/approvals', Component: ApprovalsPage },
  { path: 'admin/content', Component: ContentPage },
  { path: 'admin/reports', Component: AdminReportsPage },
  { path: 'admin/people', Component: AdminPeoplePage },
];
