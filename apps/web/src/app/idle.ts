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

/** What counts as acting on the page: a tap, a click or a key (scrolling to read does not). */
const FIRST_ACTION_EVENTS = ['pointerdown', 'keydown'] as const;

/**
 * Runs `callback` once, when the person first taps, clicks or presses a key anywhere on the page
 * (before the page itself handles it). Returns a cancel function.
 */
export function whenFirstActs(callback: () => void): () => void {
  const onFirstAction = () => {
    stop();
    callback();
  };
  const stop = () => {
    for (const type of FIRST_ACTION_EVENTS) window.removeEventListener(type, onFirstAction, true);
  };
  for (const type of FIRST_ACTION_EVENTS)
    window.addEventListener(type, onFirstAction, { capture: true, passive: true });
  return stop;
}
