import { lazy, Suspense } from 'react';
import { useUserStore } from '../../../app/store/userStore';

/** The badge's code (queries, the socket) loads only for people who are logged in. */
const AlarmBadge = lazy(() => import('./AlarmBadge').then((m) => ({ default: m.AlarmBadge })));

export function AlarmBadgeSlot() {
  const loggedIn = useUserStore((state) => state.loggedIn);
  if (!loggedIn) return null;
  return (
    <Suspense fallback={null}>
      <AlarmBadge />
    </Suspense>
  );
}
