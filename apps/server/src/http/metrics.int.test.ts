import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { connectedSocket, freePort, registerOver, senderSocket, sleep } from '../modules/chat/chat.testing';
import { startServer } from '../server';
import { registerUser } from '../test/factories';
import { createTestApp, RELAXED_RATE_LIMITS, type TestApp, testConfig } from '../test/testApp';
import { createTestDatabase } from '../test/testDatabase';
import { hasMetricsToken, metricsEnabled } from './metrics';

const TOKEN = 'metrics-token-for-tests-0123456789';

/** The value of one sample line (`name{labels} value`), or undefined when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((pair) => [pair[1], pair[2]]),
    );
    if (Object.entries(labels).every(([key, value]) => present[key] === value)) return Number(match[3]);
  }
  return undefined;
}

describe('/metrics when not configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('is not served at all (404) and nothing is collected', async () => {
    expect(t.metrics).toBeUndefined();
    const res = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('ROUTE_NOT_FOUND');
  });

  it('still runs jobs through recordJob, uncounted', async () => {
    await expect(t.app.recordJob('nothing', async () => 42)).resolves.toBe(42);
  });
});

describe('/metrics with METRICS_TOKEN on the main port', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ...RELAXED_RATE_LIMITS, METRICS_TOKEN: TOKEN });
  });
  afterAll(async () => t.close());

  const scrape = async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.body;
  };

  it('refuses a scrape without the token or with a wrong one (401)', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.json().error.code).toBe('UNAUTHENTICATED');
    expect(none.headers['www-authenticate']).toMatch(/^Bearer/);
    expect(none.body).not.toContain('http_requests_total');
    for (const authorization of [
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(0, -1)}`,
      TOKEN,
      `Basic ${TOKEN}`,
    ]) {
      const wrong = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization } });
      expect(wrong.statusCode, authorization).toBe(401);
    }
  });

  it('counts requests by route template and status, with latency buckets', async () => {
    const user = await registerUser(t.app);
    for (let i = 0; i < 3; i += 1) expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/profiles/${user.no}` })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/profiles/999999999' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/no-such-route?token=secret' })).statusCode).toBe(404);

    const text = await scrape();
    expect(
      sample(text, 'http_requests_total', { method: 'GET', route: '/api/health', status_code: '200' }),
    ).toBe(3);
    expect(
      sample(text, 'http_requests_total', {
        method: 'POST',
        route: '/api/auth/register',
        status_code: '201',
      }),
    ).toBe(1);
    // The template, never the raw URL: one series for every profile, one per status.
    expect(sample(text, 'http_requests_total', { route: '/api/profiles/:no', status_code: '200' })).toBe(1);
    expect(sample(text, 'http_requests_total', { route: '/api/profiles/:no', status_code: '404' })).toBe(1);
    expect(sample(text, 'http_requests_total', { route: 'unmatched', status_code: '404' })).toBe(1);
    expect(text).not.toContain(`/api/profiles/${user.no}`);
    expect(text).not.toContain('no-such-route');
    expect(text).not.toContain('secret');
    expect(
      sample(text, 'http_request_duration_seconds_bucket', {
        method: 'GET',
        route: '/api/health',
        status_code: '200',
        le: '+Inf',
      }),
    ).toBe(3);
    expect(
      sample(text, 'http_request_duration_seconds_count', { route: '/api/health', status_code: '200' }),
    ).toBe(3);
    // Node's own process metrics come too.
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    // An app built by a test has no listening socket server: no socket is open.
    expect(sample(text, 'sidecamp_realtime_open_sockets')).toBe(0);
  });

  it('shows the outbox: pending events and their age, then none once delivered', async () => {
    await t.events.drain();
    await registerUser(t.app); // records user.registered, undelivered until the dispatcher runs
    await sleep(20);
    const before = await scrape();
    expect(sample(before, 'sidecamp_outbox_pending_events')).toBeGreaterThanOrEqual(1);
    expect(sample(before, 'sidecamp_outbox_oldest_pending_age_seconds')).toBeGreaterThan(0);
    expect(sample(before, 'sidecamp_outbox_failing_events')).toBe(0);
    await t.events.drain();
    const after = await scrape();
    expect(sample(after, 'sidecamp_outbox_pending_events')).toBe(0);
    expect(sample(after, 'sidecamp_outbox_oldest_pending_age_seconds')).toBe(0);
  });

  it('counts listener failures and shows the failing event', async () => {
    await t.events.drain();
    t.events.register({
      name: 'metrics-test-failing-listener',
      types: ['user.registered'],
      handle: async () => {
        throw new Error('this listener always fails');
      },
    });
    await registerUser(t.app);
    await t.events.drain();
    const text = await scrape();
    expect(
      sample(text, 'sidecamp_outbox_listener_failures_total', { listener: 'metrics-test-failing-listener' }),
    ).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'sidecamp_outbox_failing_events')).toBeGreaterThanOrEqual(1);
  });

  it('counts job runs by job and outcome', async () => {
    await t.app.recordJob('metrics_test_job', async () => 'done');
    await t.app.recordJob('metrics_test_job', async () => 'done');
    await expect(
      t.app.recordJob('metrics_test_job', async () => {
        throw new Error('job failed');
      }),
    ).rejects.toThrow('job failed');
    const text = await scrape();
    expect(sample(text, 'sidecamp_job_runs_total', { job: 'metrics_test_job', outcome: 'success' })).toBe(2);
    expect(sample(text, 'sidecamp_job_runs_total', { job: 'metrics_test_job', outcome: 'failure' })).toBe(1);
    expect(sample(text, 'sidecamp_job_duration_seconds_count', { job: 'metrics_test_job' })).toBe(3);
  });

  it('shows the PostgreSQL pool', async () => {
    const text = await scrape();
    expect(sample(text, 'sidecamp_db_pool_connections', { state: 'max' })).toBe(5);
    expect(sample(text, 'sidecamp_db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
    // The scrape's own outbox query may be waiting for a connection being opened right then.
    expect(sample(text, 'sidecamp_db_pool_connections', { state: 'waiting' })).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'sidecamp_db_pool_connections', { state: 'idle' })).toBeLessThanOrEqual(5);
  });

  it('keeps each app in its own registry (a second app starts from zero)', async () => {
    const other = await createTestApp({ METRICS_TOKEN: TOKEN });
    try {
      const res = await other.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(sample(res.body, 'http_requests_total', { route: '/api/health' })).toBeUndefined();
    } finally {
      await other.close();
    }
  });
});

describe('metrics configuration', () => {
  it('refuses a short token and reads blank settings as unset (metrics off)', () => {
    expect(() => testConfig({ METRICS_TOKEN: 'short' })).toThrow(
      /METRICS_TOKEN: must be at least 16 characters/,
    );
    expect(() => testConfig({ METRICS_PORT: 'ninety' })).toThrow(/METRICS_PORT/);
    const blank = testConfig({ METRICS_TOKEN: ' ', METRICS_PORT: '' });
    expect(metricsEnabled(blank)).toBe(false);
    expect(blank.METRICS_HOST).toBe('127.0.0.1');
    expect(metricsEnabled(testConfig({ METRICS_PORT: '9464' }))).toBe(true);
  });
});

describe('hasMetricsToken', () => {
  it('accepts exactly the bearer token', () => {
    expect(hasMetricsToken(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(hasMetricsToken(`bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(hasMetricsToken(undefined, TOKEN)).toBe(false);
    expect(hasMetricsToken('', TOKEN)).toBe(false);
    expect(hasMetricsToken('Bearer ', TOKEN)).toBe(false);
    expect(hasMetricsToken(`Bearer ${TOKEN} extra`, TOKEN)).toBe(false);
  });
});

describe('/metrics on METRICS_PORT (a running server)', () => {
  const closers: Array<() => Promise<unknown>> = [];
  afterEach(async () => {
    for (const close of closers.splice(0).reverse()) await close();
  });

  it('serves metrics on the internal listener only, with open sockets and dispatcher runs', async () => {
    const metricsPort = await freePort();
    // The server closes the database it is given when it stops.
    const database = await createTestDatabase();
    const config = testConfig({
      ...RELAXED_RATE_LIMITS,
      PORT: '0',
      HOST: '127.0.0.1',
      METRICS_PORT: String(metricsPort),
      EVENT_POLL_INTERVAL_MS: '50',
    });
    const server = await startServer(config, { database });
    closers.push(() => server.close());
    const metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;

    // Not on the main port: with METRICS_PORT the public listener knows no /metrics.
    const publicScrape = await fetch(`${server.url}/metrics`);
    expect(publicScrape.status).toBe(404);
    expect(await publicScrape.text()).not.toContain('http_requests_total');

    const user = await registerOver(server.url);
    const socket = senderSocket(server.url, user);
    closers.push(async () => socket.close());
    await connectedSocket(socket);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);

    let text = '';
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const res = await fetch(metricsUrl);
      expect(res.status).toBe(200);
      text = await res.text();
      // The dispatcher (polling every 50 ms) delivers the registration's events.
      if (
        (sample(text, 'sidecamp_job_runs_total', { job: 'event_dispatch', outcome: 'success' }) ?? 0) > 0 &&
        sample(text, 'sidecamp_outbox_pending_events') === 0
      )
        break;
      await sleep(50);
    }
    expect(sample(text, 'sidecamp_realtime_open_sockets')).toBe(1);
    expect(sample(text, 'http_requests_total', { route: '/api/health', status_code: '200' })).toBe(1);
    expect(sample(text, 'http_requests_total', { route: '/api/auth/register', status_code: '201' })).toBe(1);
    expect(
      sample(text, 'sidecamp_job_runs_total', { job: 'event_dispatch', outcome: 'success' }),
    ).toBeGreaterThan(0);
    expect(sample(text, 'sidecamp_outbox_pending_events')).toBe(0);
    expect((await fetch(`http://127.0.0.1:${metricsPort}/other`)).status).toBe(404);

    socket.close();
    await sleep(100);
    const afterClose = await (await fetch(metricsUrl)).text();
    expect(sample(afterClose, 'sidecamp_realtime_open_sockets')).toBe(0);
  });

  it('asks for the token on the internal listener too when METRICS_TOKEN is set', async () => {
    const metricsPort = await freePort();
    // The server closes the database it is given when it stops.
    const database = await createTestDatabase();
    const server = await startServer(
      testConfig({ PORT: '0', HOST: '127.0.0.1', METRICS_PORT: String(metricsPort), METRICS_TOKEN: TOKEN }),
      { database },
    );
    closers.push(() => server.close());
    const metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
    expect((await fetch(metricsUrl)).status).toBe(401);
    expect(
      (await fetch(metricsUrl, { headers: { authorization: 'Bearer wrong-token-wrong-token' } })).status,
    ).toBe(401);
    const res = await fetch(metricsUrl, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('# TYPE http_requests_total counter');
    // Neither does the main port serve it, token or not.
    expect(
      (await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).status,
    ).toBe(404);
  });
});
