import { lazy, Suspense } from 'react';
import { useUserStore } from '../../../app/store/userStore';

/*
 * Where the shell shows the unread total. Only a logged-in person has one, so this code loads for
 * them alone and stays out of every visitor's first load (the hub's bundle budget). Nothing moves
 * when it arrives: the badge sits at the end of its link, and the header's chat button is the first
 * of a right-aligned group.
 */
const ChatNavBadge = lazy(() => import('./ChatNavBadge').then((m) => ({ default: m.ChatNavBadge })));
const HeaderChatLink = lazy(() => import('./HeaderChatLink').then((m) => ({ default: m.HeaderChatLink })));

export function ChatNavBadgeSlot({ placement = 'inline' }: { placement?: 'inline' | 'corner' }) {
  const loggedIn = useUserStore((state) => state.loggedIn);
  if (!loggedIn) return null;
  return (
    <Suspense fallback={null}>
      <ChatNavBadge placement={placement} />
    </Suspense>
  );
}

export function HeaderChatLinkSlot() {
  const loggedIn = useUserStore((state) => state.loggedIn);
  if (!loggedIn) return null;
  return (
    <Suspense fallback={null}>
      <HeaderChatLink />
    </Suspense>
  );
}
