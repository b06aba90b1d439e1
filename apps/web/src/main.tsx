import '@fontsource-variable/inter';
import './styles.css';
import { holdEarlyPresses } from './ui/earlyPress';

/*
 * A public page the server rendered (entry-server.tsx) is complete HTML: it should be on the screen
 * before the framework's code runs, not after. The app's code (boot.tsx and its chunks) is therefore
 * fetched and run once the browser reports the page's first contentful paint (or after a second
 * where it reports no paints). The app shell has nothing to show before
 * the app runs, so it starts at once.
 */
const START_AFTER_MS = 1000;
const root = document.getElementById('root');
// A press before the app has adopted the rendered page is kept for its button (ui/earlyPress.ts).
const earlyPresses = root?.hasChildNodes() ? holdEarlyPresses(root, () => start()) : null;
let started = false;
const start = () => {
  if (started) return;
  started = true;
  // The app's chunks, whose preloads the server held back until now (apps/server webApp.ts).
  const preloads = document.getElementById('deferred-preloads');
  if (preloads instanceof HTMLTemplateElement) document.head.append(preloads.content);
  void import('./boot').then((app) => app.startApp({ onAdopted: () => earlyPresses?.stop() }));
};
if (earlyPresses) {
  if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((entries, observer) => {
      if (!entries.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
  }
  setTimeout(start, START_AFTER_MS);
} else {
  start();
}
