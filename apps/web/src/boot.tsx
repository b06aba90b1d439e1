/*
 * The app itself, which main.tsx starts once a server-rendered page has painted (or at once for the
 * app shell). A function, not top-level statements: the package declares only CSS as having side
 * effects, so a module imported for its effects alone would be dropped from the build.
 */
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProviders } from './app/AppProviders';
import { initI18n } from './app/i18n/i18n';
import { queryClient } from './app/queryClient';
import { registerRealtimeHandlers } from './app/realtime/realtimeSocket';
import { loadAlarmSync } from './features/alarms/realtime/loadAlarmSync';
import { loadChatSync } from './features/chat/realtime/loadChatSync';

/** Calls `onCommitted` once, after the first commit of the tree it stands in (StrictMode runs effects twice). */
function AfterFirstCommit({ onCommitted }: { onCommitted: () => void }) {
  useEffect(() => {
    onCommitted();
  }, [onCommitted]);
  return null;
}

/**
 * Starts the app: hydrates a server-rendered page, or renders the app shell. `onAdopted` runs once
 * the page has first committed, for main.tsx to stop holding presses (ui/earlyPress.ts).
 */
export function startApp({ onAdopted }: { onAdopted: () => void }): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');

  void initI18n();
  // Registered here, not as a side effect of a feature's face: the build drops a face whose
  // re-exports it can bypass (package.json's sideEffects), and its top-level calls with it. Imported
  // by path so that the face's components stay out of the first load.
  registerRealtimeHandlers(loadChatSync);
  registerRealtimeHandlers(loadAlarmSync);

  let adopted = false;
  const onCommitted = () => {
    if (adopted) return;
    adopted = true;
    onAdopted();
  };
  const app = (
    <StrictMode>
      <AppProviders />
      <AfterFirstCommit onCommitted={onCommitted} />
    </StrictMode>
  );
  // A public page the server rendered (entry-server.tsx) comes with the data it showed: the cache
  // starts from it, so the first render is the server's and React adopts its HTML instead of
  // replacing it.
  const queryState = document.getElementById('query-state')?.textContent;
  if (queryState && container.hasChildNodes()) {
    // Each answer as the server read it, with its time, so it goes stale when it would have here.
    const answers = JSON.parse(queryState) as { queryKey: unknown[]; data: unknown; updatedAt: number }[];
    for (const { queryKey, data, updatedAt } of answers)
      queryClient.setQueryData(queryKey, data, { updatedAt });
    // As a transition, React adopts the page in slices and lets the browser answer in between,
    // instead of one long task that a tap would wait behind.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    createRoot(container).render(app);
  }
}
