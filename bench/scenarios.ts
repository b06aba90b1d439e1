/**
 * What `npm run bench` measures against Sidecamp. Each later feature adds its scenarios here
 * (a hub query, a chat burst ...); the baseline column compares like with like where one exists.
 */
export type Scenario = {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** Compared with the bare Fastify baseline's same path. */
  baselinePath?: string;
};

export const SCENARIOS: readonly Scenario[] = [
  { name: 'health (database ping)', method: 'GET', path: '/api/health', baselinePath: '/api/health' },
  { name: 'session check (logged out)', method: 'POST', path: '/api/auth/session', body: {} },
  { name: 'app page (history fallback)', method: 'GET', path: '/projects' },
];
