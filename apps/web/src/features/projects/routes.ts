/*
 * The projects feature's addresses, assembled by the app's router (app/routing/router.tsx). Each page
 * is imported by its own path, not through index.ts, so that every route is its own chunk.
 */
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/routing/lazyPage';
import { prefetchLoader, searchOf } from '../../app/routing/prefetchLoader';

const ProjectsHubPage = lazyPage(
  () => import('./pages/ProjectsHubPage'),
  (m) => m.ProjectsHubPage,
  ['projects'],
);
const ProjectViewPage = lazyPage(
  () => import('./pages/ProjectViewPage'),
  (m) => m.ProjectViewPage,
  ['projects'],
);
const ProjectWizardPage = lazyPage(
  () => import('./pages/ProjectWizardPage'),
  (m) => m.ProjectWizardPage,
  ['projects'],
);
const ApplicationsInboxPage = lazyPage(
  () => import('./pages/ApplicationsInboxPage'),
  (m) => m.ApplicationsInboxPage,
  ['projects'],
);
const MyProjectsPage = lazyPage(
  () => import('./pages/MyProjectsPage'),
  (m) => m.MyProjectsPage,
  ['projects'],
);
const MyApplicationsPage = lazyPage(
  () => import('./pages/MyApplicationsPage'),
  (m) => m.MyApplicationsPage,
  ['projects'],
);
const MyInvitationsPage = lazyPage(
  () => import('./pages/MyInvitationsPage'),
  (m) => m.MyInvitationsPage,
  ['projects'],
);
const MyBookmarksPage = lazyPage(
  () => import('./pages/MyBookmarksPage'),
  (m) => m.MyBookmarksPage,
  ['projects'],
);

const hubLoader = prefetchLoader(async (client, args) =>
  (await import('./prefetch')).prefetchHub(client, searchOf(args)),
);
const projectLoader = prefetchLoader(async (client, { params }) =>
  (await import('./prefetch')).prefetchProject(client, params.projectNo),
);

export const projectsRoutes: RouteObject[] = [
  { index: true, Component: ProjectsHubPage, loader: hubLoader },
  { path: 'projects', Component: ProjectsHubPage, loader: hubLoader },
  { path: 'projects/:projectNo', Component: ProjectViewPage, loader: projectLoader },
  { path: 'projects/new', Component: ProjectWizardPage },
  { path: 'projects/:projectNo/edit', Component: ProjectWizardPage },
  { path: 'projects/:projectNo/applications', Component: ApplicationsInboxPage },
  { path: 'projects/mine', Component: MyProjectsPage },
  { path: 'projects/mine/applications', Component: MyApplicationsPage },
  { path: 'projects/mine/invitations', Component: MyInvitationsPage },
  { path: 'projects/mine/bookmarks', Component: MyBookmarksPage },
];
