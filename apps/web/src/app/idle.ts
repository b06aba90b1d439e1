/**
 * Runs `callback` when the browser is idle, or after `timeout` ms at the latest. Browsers without
 * requestIdleCallback (Safari) fall back to a plain timer. Returns a cancel function.
 */
export function whenIdle(callback: () => void, timeout: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, Math.min(timeout, 1000));
  return () => window.clearTimeout(handle);
}
