import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/** How long a page may take to arrive (its code, its first data) before focus stays where it is. */
const PAGE_WAIT_MS = 5_000;

/**
 * After a move to another page within the app, what a screen reader or keyboard user gets from a
 * full page load: focus on the new page's heading (unless the page put it somewhere itself, as a
 * chat room does on its composer) and the page's title read out. On the first page of a visit the
 * browser does that itself, so nothing happens then. A change of the query string alone (a filter,
 * a tab) is not a new page.
 *
 * It lives in the footer's chunk, the one part of the shell that every page loads after its
 * content: it costs a first visit's paint nothing.
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  const first = useRef(true);
  const [announcement, setAnnouncement] = useState('');

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each new page, read from the DOM.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const main = document.getElementById('main-content');
    if (!main) return;
    let done = false;
    const settle = () => {
      const heading = main.querySelector('h1');
      if (done || !heading) return;
      done = true;
      observer.disconnect();
      // The new page (or a dialog) took focus itself: leave it there.
      const active = document.activeElement;
      const tookFocus =
        active && active !== document.body && (main.contains(active) || active.closest('[role="dialog"]'));
      if (!tookFocus) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
      }
      // A frame later the page's <title> is in place (React moves it into the head as it renders).
      requestAnimationFrame(() => setAnnouncement(document.title));
    };
    const observer = new MutationObserver(settle);
    observer.observe(main, { childList: true, subtree: true });
    const giveUp = window.setTimeout(() => {
      done = true;
      observer.disconnect();
    }, PAGE_WAIT_MS);
    // The page may already be there (its code was loaded before).
    requestAnimationFrame(settle);
    return () => {
      done = true;
      observer.disconnect();
      window.clearTimeout(giveUp);
    };
  }, [pathname]);

  return (
    <p aria-live="polite" aria-atomic="true" className="sr-only">
      {announcement}
    </p>
  );
}
