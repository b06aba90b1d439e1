import { useSyncExternalStore } from 'react';

/*
 * The one way features raise a toast. sonner is not part of a page's first load: the first toast (or
 * the shell, once the browser is idle) loads it, and a toast raised before the container listens
 * waits for it instead of being lost.
 */
type Kind = 'success' | 'error' | 'info' | 'message';

let containerListening: () => void = () => undefined;
const listening = new Promise<void>((resolve) => {
  containerListening = resolve;
});

/** Called by the shell's toast container once it is mounted and listening. */
export function markToasterListening(): void {
  containerListening();
}

let wanted = false;
const wantedListeners = new Set<() => void>();

/** True once a toast has been raised: the shell then mounts its container without waiting for idle. */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      wantedListeners.add(listener);
      return () => wantedListeners.delete(listener);
    },
    () => wanted,
    // A server-rendered page has raised no toast.
    () => false,
  );
}

function show(kind: Kind, message: string, description?: string): void {
  if (!wanted) {
    wanted = true;
    for (const listener of wantedListeners) listener();
  }
  void Promise.all([import('sonner'), listening]).then(([{ toast }]) => {
    if (kind === 'message') toast(message, { description });
    else toast[kind](message, { description });
  });
}

/** Kept as a thin wrapper so defaults (duration, styling) change in one place. */
export const toast = {
  success: (message: string, description?: string) => show('success', message, description),
  error: (message: string, description?: string) => show('error', message, description),
  info: (message: string, description?: string) => show('info', message, description),
  message: (message: string, description?: string) => show('message', message, description),
};
