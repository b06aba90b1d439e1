/*
 * The tasks feature's addresses, assembled by the app's router (app/routing/router.tsx). Each page
 * is imported by its own path, not through index.ts, so that every route is its own chunk.
 */
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/routing/lazyPage';

const WorkspacePage = lazyPage(
  () => import('./pages/WorkspacePage'),
  (m) => m.WorkspacePage,
  ['tasks'],
);
const TodoPage = lazyPage(
  () => import('./pages/TodoPage'),
  (m) => m.TodoPage,
  ['tasks'],
);

export const tasksRoutes: RouteObject[] = [
  { path: 'projects/:projectNo/workspace', Component: WorkspacePage },
  { path: 'todo', Component: TodoPage },
];
