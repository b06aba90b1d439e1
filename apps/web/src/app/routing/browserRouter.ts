import { createBrowserRouter, type HydrationState } from 'react-router';
import { routes } from './router';

/** The router state a server-rendered page carries (entry-server.tsx), so the first render matches its HTML. */
function serverRouterState(): HydrationState | undefined {
  const text = document.getElementById('router-state')?.textContent;
  return text ? (JSON.parse(text) as HydrationState) : undefined;
}

export const router = createBrowserRouter(routes, { hydrationData: serverRouterState() });
