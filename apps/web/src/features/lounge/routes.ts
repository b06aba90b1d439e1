/*
 * The lounge feature's addresses, assembled by the app's router (app/routing/router.tsx). Each page
 * is imported by its own path, not through index.ts, so that every route is its own chunk.
 */
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/routing/lazyPage';
import { prefetchLoader, searchOf } from '../../app/routing/prefetchLoader';

const LoungePage = lazyPage(
  () => import('./pages/LoungePage'),
  (m) => m.LoungePage,
  ['lounge'],
);
const FollowingPage = lazyPage(
  () => import('./pages/FollowingPage'),
  (m) => m.FollowingPage,
  ['lounge'],
);
const ComposePage = lazyPage(
  () => import('./pages/ComposePage'),
  (m) => m.ComposePage,
  ['lounge'],
);
const SearchPage = lazyPage(
  () => import('./pages/SearchPage'),
  (m) => m.SearchPage,
  ['lounge'],
);
const PostViewPage = lazyPage(
  () => import('./pages/PostViewPage'),
  (m) => m.PostViewPage,
  ['lounge'],
);
const MagazinesPage = lazyPage(
  () => import('./pages/MagazinesPage'),
  (m) => m.MagazinesPage,
  ['lounge'],
);
const MagazineViewPage = lazyPage(
  () => import('./pages/MagazineViewPage'),
  (m) => m.MagazineViewPage,
  ['lounge'],
);
const NotesPage = lazyPage(
  () => import('./pages/NotesPage'),
  (m) => m.NotesPage,
  ['lounge'],
);
const PersonTimelinePage = lazyPage(
  () => import('./pages/PersonTimelinePage'),
  (m) => m.PersonTimelinePage,
  ['lounge'],
);
const ProjectTimelinePage = lazyPage(
  () => import('./pages/ProjectTimelinePage'),
  (m) => m.ProjectTimelinePage,
  ['lounge'],
);
const ReportsPage = lazyPage(
  () => import('./pages/ReportsPage'),
  (m) => m.ReportsPage,
  ['lounge'],
);
const GroupsPage = lazyPage(
  () => import('./pages/GroupsPage'),
  (m) => m.GroupsPage,
  ['lounge'],
);
const GroupViewPage = lazyPage(
  () => import('./pages/GroupViewPage'),
  (m) => m.GroupViewPage,
  ['lounge'],
);

const loungeLoader = prefetchLoader(async (client, args) =>
  (await import('./prefetch')).prefetchLounge(client, searchOf(args)),
);

const postLoader = prefetchLoader(async (client, { params }) =>
  (await import('./prefetch')).prefetchPost(client, params.postId),
);

export const loungeRoutes: RouteObject[] = [
  { path: 'lounge', Component: LoungePage, loader: loungeLoader },
  { path: 'lounge/following', Component: FollowingPage },
  { path: 'lounge/write', Component: ComposePage },
  { path: 'lounge/search', Component: SearchPage },
  { path: 'lounge/posts/:postId', Component: PostViewPage, loader: postLoader },
  { path: 'lounge/posts/:postId/edit', Component: ComposePage },
  { path: 'lounge/magazines', Component: MagazinesPage },
  { path: 'lounge/magazines/:magazineId', Component: MagazineViewPage },
  { path: 'lounge/notes', Component: NotesPage },
  { path: 'lounge/people/:userNo', Component: PersonTimelinePage },
  { path: 'lounge/projects/:projectNo', Component: ProjectTimelinePage },
  { path: 'lounge/reports', Component: ReportsPage },
  { path: 'groups', Component: GroupsPage },
  { path: 'groups/:groupId', Component: GroupViewPage },
];
