import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Config } from '../config';
import { type DatabaseHandle, rowsOf } from '../db/client';
import type { DispatcherObserver } from '../events/dispatcher';
import type { RealtimeHub } from '../realtime/hub';
import { sendError } from './errors';

/**
 * Prometheus metrics (issue 22): requests by route template and status, open sockets, the event
 * outbox, the database pool, periodic jobs, and Node's own process metrics. Each app has a registry
 * of its own (never prom-client's global one), so tests that build several apps do not collide.
 */
export type Metrics = {
  registry: Registry;
  /** Runs a periodic job and counts its outcome and duration; the job's own error still reaches the caller. */
  recordJob: <T>(job: string, run: () => Promise<T>) => Promise<T>;
  /** What the event dispatcher reports (batches, listener failures). */
  dispatcher: DispatcherObserver;
  /** Counts a promise rejection nobody handled (logged and survived; see main.ts). */
  unhandledRejection: () => void;
};

/** Metrics are served only when configured: a token for the main port, or an internal port. */
export const metricsEnabled = (config: Pick<Config, 'METRICS_TOKEN' | 'METRICS_PORT'>) =>
  config.METRICS_TOKEN !== undefined || config.METRICS_PORT !== undefined;

/** Requests that match no route (404s, the web app's pages) share one label: raw URLs would be unbounded. */
export const UNMATCHED_ROUTE = 'unmatched';

type OutboxSnapshot = { pending: number; failing: number; oldestAgeSeconds: number };

export function createMetrics(deps: { database: DatabaseHandle; realtime: RealtimeHub }): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const jobRuns = new Counter({
    name: 'sidecamp_job_runs_total',
    help: 'Runs of periodic jobs, by job and outcome (success or failure).',
    labelNames: ['job', 'outcome'] as const,
    registers: [registry],
  });
  const jobDuration = new Histogram({
    name: 'sidecamp_job_duration_seconds',
    help: 'How long one run of a periodic job took, by job.',
    labelNames: ['job'] as const,
    buckets: [0.005, 0.025, 0.1, 0.5, 1, 5, 30, 120],
    registers: [registry],
  });
  const recordJob = async <T>(job: string, run: () => Promise<T>): Promise<T> => {
    const stop = jobDuration.startTimer({ job });
    try {
      const result = await run();
      jobRuns.inc({ job, outcome: 'success' });
      return result;
    } catch (error) {
      jobRuns.inc({ job, outcome: 'failure' });
      throw error;
    } finally {
      stop();
    }
  };

  const listenerFailures = new Counter({
    name: 'sidecamp_outbox_listener_failures_total',
    help: 'Event deliveries that failed in a listener (the event is retried later), by listener.',
    labelNames: ['listener'] as const,
    registers: [registry],
  });
  const dispatcher: DispatcherObserver = {
    batchEnded: (outcome) => jobRuns.inc({ job: 'event_dispatch', outcome }),
    listenerFailed: (listener) => listenerFailures.inc({ listener }),
  };

  // One query answers every outbox gauge; the gauges of one scrape share it (they collect together).
  let outboxRead: Promise<OutboxSnapshot | null> | undefined;
  const readOutbox = () => {
    outboxRead ??= deps.database.db
      .execute(sql`
        select count(*)::int as pending,
               (count(*) filter (where last_error is not null))::int as failing,
               coalesce(extract(epoch from now() - min(occurred_at)), 0)::float8 as oldest_age_seconds
          from domain_events
         where done_at is null`)
      .then((result) => {
        const row = rowsOf<{ pending: number; failing: number; oldest_age_seconds: number }>(result)[0];
        return {
          pending: Number(row?.pending ?? 0),
          failing: Number(row?.failing ?? 0),
          oldestAgeSeconds: Number(row?.oldest_age_seconds ?? 0),
        };
      })
      // The database being down must not fail the whole scrape: the gauges say "unknown" (NaN).
      .catch(() => null)
      .finally(() => {
        outboxRead = undefined;
      });
    return outboxRead;
  };
  const outboxGauge = (name: string, help: string, pick: (snapshot: OutboxSnapshot) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        const snapshot = await readOutbox();
        this.set(snapshot ? pick(snapshot) : Number.NaN);
      },
    });
  outboxGauge(
    'sidecamp_outbox_pending_events',
    'Domain events not yet delivered to every listener.',
    (snapshot) => snapshot.pending,
  );
  outboxGauge(
    'sidecamp_outbox_failing_events',
    'Undelivered domain events whose last delivery attempt failed (waiting to be retried).',
    (snapshot) => snapshot.failing,
  );
  outboxGauge(
    'sidecamp_outbox_oldest_pending_age_seconds',
    'Age of the oldest undelivered domain event: how far delivery lags behind (0 when none waits).',
    (snapshot) => snapshot.oldestAgeSeconds,
  );

  new Gauge({
    name: 'sidecamp_realtime_open_sockets',
    help: 'Realtime (socket.io) connections open on this process.',
    registers: [registry],
    collect() {
      this.set(deps.realtime.server()?.engine.clientsCount ?? 0);
    },
  });

  new Gauge({
    name: 'sidecamp_db_pool_connections',
    help: 'The PostgreSQL connection pool: total and idle connections, queries waiting for one, and its size.',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = deps.database.poolStats();
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
      this.set({ state: 'max' }, stats.max);
    },
  });

  const unhandledRejections = new Counter({
    name: 'sidecamp_unhandled_rejections_total',
    help: 'Promise rejections that nothing handled: each is logged and the process goes on; any is a bug to fix.',
    registers: [registry],
  });

  return { registry, recordJob, dispatcher, unhandledRejection: () => unhandledRejections.inc() };
}

/** Request counts and latencies by method, route template (never the raw URL) and status. */
export function installRequestMetrics(app: FastifyInstance, metrics: Metrics): void {
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route template and status.',
    labelNames,
    registers: [metrics.registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route template and status.',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [metrics.registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? UNMATCHED_ROUTE,
      status_code: String(reply.statusCode),
    };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * True when the request carries `Authorization: Bearer <token>`. Both sides are hashed first, so
 * the comparison is constant-time whatever the lengths.
 */
export function hasMetricsToken(authorization: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  const given = digest(match?.[1] ?? '');
  return timingSafeEqual(given, digest(token)) && match !== null;
}

/**
 * GET /metrics on the main port: served there only when METRICS_TOKEN is set and METRICS_PORT is
 * not, and then only with the token (401 without). Otherwise it answers 404 like any unknown API
 * path, rather than falling through to the web app's pages. Left out of the API description (it is
 * for the operator's scraper).
 */
export function registerMetricsRoute(
  app: FastifyInstance,
  served: { metrics: Metrics; token: string } | undefined,
): void {
  app.get('/metrics', { schema: { hide: true } }, async (request: FastifyRequest, reply) => {
    if (!served) return sendError(reply, request.id, 'ROUTE_NOT_FOUND', 'No route GET /metrics.');
    if (!hasMetricsToken(request.headers.authorization, served.token)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      return sendError(
        reply,
        request.id,
        'UNAUTHENTICATED',
        'The metrics need the METRICS_TOKEN bearer token.',
      );
    }
    return reply
      .type(served.metrics.registry.contentType)
      .header('cache-control', 'no-store')
      .send(await served.metrics.registry.metrics());
  });
}

/**
 * The internal listener of METRICS_PORT (at METRICS_HOST, loopback by default): only GET /metrics,
 * the token also required when METRICS_TOKEN is set. Resolves once listening.
 */
export async function startMetricsListener(
  metrics: Metrics,
  options: { port: number; host: string; token?: string | undefined },
): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '').split('?', 1)[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    if (options.token !== undefined && !hasMetricsToken(request.headers.authorization, options.token)) {
      response
        .writeHead(401, {
          'content-type': 'text/plain; charset=utf-8',
          'www-authenticate': 'Bearer realm="metrics"',
        })
        .end('Unauthorized\n');
      return;
    }
    metrics.registry.metrics().then(
      (body) => {
        response.writeHead(200, {
          'content-type': metrics.registry.contentType,
          'cache-control': 'no-store',
        });
        response.end(request.method === 'HEAD' ? undefined : body);
      },
      () => {
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Metrics failed\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const host = options.host.includes(':') ? `[${options.host}]` : options.host;
  return {
    url: `http://${host}:${port}/metrics`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
