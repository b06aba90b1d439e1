/** Sidecamp's one service worker (apps/web/public/push-sw.js): pushes and the offline page. */
export const SERVICE_WORKER_URL = '/push-sw.js';
export const SERVICE_WORKER_SCOPE = '/';

/**
 * Registers the worker, so that a page load without network shows the offline page instead of
 * the browser's error. Called once the page is idle; registering again is a no-op for the browser.
 * Browsers without service workers (or a page on plain http) simply go without.
 */
export function registerServiceWorker(): void {
  if (!window.isSecureContext || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE }).catch(() => {
    // Private windows and some embedded browsers refuse; the site works as before without it.
  });
}
