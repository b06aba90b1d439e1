/**
 * How many times each page was really rendered, counted on the server side. A render reads its
 * data through the server's own routes in-process (webApp.ts `fetchApi`, app.inject), which the
 * request metrics count like any request (http/metrics.ts, `http_requests_total` by route template).
 * Each page's render asks one route once that nobody else in the bench asks for, or, for the hub,
 * one the logged-in people also ask for, whose count the recorder knows:
 *
 * - booth page: GET /api/booths/:id (fans only PUT and DELETE its like)
 * - ranking: GET /api/booths/rankings/live or /last-week (the default view asks one of them)
 * - hub: GET /api/projects/boosted, less the logged-in people's own calls in the same window
 *
 * The `x-page-cache` header tells what each visitor got; this tells what it cost. (The header's
 * `miss` also marks a visitor who joined another's render while any render of any page started,
 * so the header's misses can exceed the renders.)
 */
export const METRICS_TOKEN = 'launch-bench-metrics-token';

const RENDER_ROUTES: Record<string, string[]> = {
  booth: ['/api/booths/:id'],
  ranking: ['/api/booths/rankings/live', '/api/booths/rankings/last-week'],
  hub: ['/api/projects/boosted'],
};

/** GET counts per route template, summed over every process. */
export async function getCounts(serverUrls: readonly string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const url of serverUrls) {
    const answer = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    if (!answer.ok) throw new Error(`${url}/metrics answered ${answer.status}`);
    for (const line of (await answer.text()).split('\n')) {
      const match = /^http_requests_total\{([^}]*)\} (\d+(?:\.\d+)?)$/.exec(line);
      if (!match?.[1] || !match[2]) continue;
      const labels = Object.fromEntries([...match[1].matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
      if (labels.method !== 'GET' || !labels.route) continue;
      counts.set(labels.route, (counts.get(labels.route) ?? 0) + Number(match[2]));
    }
  }
  return counts;
}

/** Renders per page between two counts; `loggedInCalls` is what the people asked of the same routes. */
export function rendersBetween(
  before: Map<string, number>,
  after: Map<string, number>,
  loggedInCalls: Record<string, number>,
): Record<string, number> {
  const delta = (route: string) => (after.get(route) ?? 0) - (before.get(route) ?? 0);
  return Object.fromEntries(
    Object.entries(RENDER_ROUTES).map(([page, routes]) => [
      page,
      Math.max(
        0,
        routes.reduce((sum, route) => sum + delta(route) - (loggedInCalls[route] ?? 0), 0),
      ),
    ]),
  );
}
