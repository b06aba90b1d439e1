import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin } from '../../test/admin';
import { registerUser, type TestUser } from '../../test/factories';
import { createTestApp, RELAXED_RATE_LIMITS, type TestApp } from '../../test/testApp';

type Route = { method: string; url: string };

/**
 * Every admin route, found in the app's own OpenAPI document rather than listed by hand, so a route
 * added later is covered without anyone remembering to add it here.
 */
function adminRoutesOf(t: TestApp): Route[] {
  const document = t.app.swagger() as { paths?: Record<string, Record<string, unknown>> };
  const routes: Route[] = [];
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    if (!path.startsWith('/api/admin/')) continue;
    for (const method of Object.keys(operations)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      // Path parameters get a plausible value: the gate must answer before they are even read.
      routes.push({ method: method.toUpperCase(), url: path.replace(/\{[^}]+\}/g, '1') });
    }
  }
  return routes;
}

describe('every admin route refuses everyone but admins', () => {
  let t: TestApp;
  let member: TestUser;
  let admin: TestUser;
  let routes: Route[];

  beforeAll(async () => {
    t = await createTestApp(RELAXED_RATE_LIMITS);
    await t.app.ready();
    member = await registerUser(t.app);
    admin = await registerUser(t.app);
    await makeAdmin(t, admin);
    routes = adminRoutesOf(t);
  });
  afterAll(() => t.close());

  const call = (route: Route, user: TestUser | undefined) =>
    t.app.inject({
      method: route.method as 'GET',
      url: route.url,
      headers: user ? { cookie: user.cookie } : {},
      // A body no admin route accepts: the refusal must come before any validation.
      ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: { unexpected: true } }),
    });

  it('finds the admin routes (audit log and campaigns at least)', () => {
    const urls = routes.map((route) => `${route.method} ${route.url}`);
    expect(urls).toContain('GET /api/admin/audit');
    expect(urls).toContain('POST /api/admin/campaigns/1/approve');
  });

  it('answers 401 to a logged-out caller on every one', async () => {
    for (const route of routes) {
      const response = await call(route, undefined);
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(response.json().error.code).toBe('UNAUTHENTICATED');
    }
  });

  it('answers 403 to a member who is not an admin on every one, before reading the input', async () => {
    for (const route of routes) {
      const response = await call(route, member);
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(response.json().error.code).toBe('FORBIDDEN');
    }
  });

  it('lets an admin through the gate (the route then judges the input)', async () => {
    for (const route of routes) {
      const response = await call(route, admin);
      expect([401, 403], `${route.method} ${route.url}: ${response.body}`).not.toContain(response.statusCode);
      expect(response.statusCode, `${route.method} ${route.url}: ${response.body}`).toBeLessThan(500);
    }
  });
});
