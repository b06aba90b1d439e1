/*
 * Until React has adopted a server-rendered page its buttons have no handlers: a press on "Log in"
 * or the menu in that first second would do nothing. main.tsx holds such a press (the app starts at
 * once) and the button presses itself again once its part of the page is the app's: hydration keeps
 * the server's nodes, so it is the same element. Parts of a page hydrate one after another, so the
 * button's own mount says when, not the first commit of the page.
 */
const FORGET_AFTER_MS = 10_000;

let held: HTMLElement | null = null;

/** Holds presses on the rendered buttons inside `root` until `stop` is called (at the first commit). */
export function holdEarlyPresses(root: HTMLElement, onFirstPress: () => void): { stop: () => void } {
  const hold = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || !root.contains(button)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = button;
    onFirstPress();
  };
  document.addEventListener('click', hold, true);
  return {
    stop: () => {
      document.removeEventListener('click', hold, true);
      // A press nobody claimed (its part never hydrated as that button) is not acted on much later.
      window.setTimeout(() => {
        held = null;
      }, FORGET_AFTER_MS);
    },
  };
}

/** Called by a button once it has handlers: it is pressed again if it was pressed before it had them. */
export function replayEarlyPressOn(element: HTMLElement | null): void {
  if (!element || held !== element) return;
  held = null;
  element.click();
}
