/*
 * The chat feature's addresses, assembled by the app's router (app/routing/router.tsx). Each page
 * is imported by its own path, not through index.ts, so that every route is its own chunk.
 */
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/routing/lazyPage';

const ChatPage = lazyPage(
  () => import('./pages/ChatPage'),
  (m) => m.ChatPage,
  ['chat'],
);
const OpenChatsPage = lazyPage(
  () => import('./pages/OpenChatsPage'),
  (m) => m.OpenChatsPage,
  ['chat'],
);
const OpenChatJoinPage = lazyPage(
  () => import('./pages/OpenChatJoinPage'),
  (m) => m.OpenChatJoinPage,
  ['chat'],
);
const ProChatsPage = lazyPage(
  () => import('./pages/ProChatsPage'),
  (m) => m.ProChatsPage,
  ['chat'],
);

export const chatRoutes: RouteObject[] = [
  { path: 'chat', Component: ChatPage },
  { path: 'chat/open', Component: OpenChatsPage },
  { path: 'chat/open/:roomId', Component: OpenChatJoinPage },
  { path: 'chat/pros', Component: ProChatsPage },
  { path: 'chat/:roomId', Component: ChatPage },
];
