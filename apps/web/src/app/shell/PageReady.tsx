import { useEffect } from 'react';

/**
 * Marks the document (`data-page-ready`) once the page in view is live: rendered here, or its
 * server-rendered HTML adopted by React (entry-server.tsx), which happens only after the page's
 * code has arrived. Before that a rendered page can be read but its controls do nothing, so browser
 * tests wait for the mark before they press anything.
 */
export function PageReady() {
  useEffect(() => {
    document.documentElement.dataset.pageReady = '';
  }, []);
  return null;
}
