import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '../../app/idle';

const NoticeBanner = lazy(() =>
  import('./components/NoticeBanner').then((m) => ({ default: m.NoticeBanner })),
);

/** How long a busy page may keep the banner's check waiting. */
const BANNER_IDLE_TIMEOUT_MS = 2000;

/**
 * Where an important support notice shows across the app. Light on purpose: nothing renders on the
 * server or the first paint; once the browser is idle the banner's own chunk loads and asks for the
 * few newest important notices, and renders nothing when none is left undismissed.
 */
export function NoticeBannerSlot() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => whenIdle(() => setWanted(true), BANNER_IDLE_TIMEOUT_MS), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <NoticeBanner />
    </Suspense>
  );
}
