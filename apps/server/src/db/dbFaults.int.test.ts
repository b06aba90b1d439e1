import { spawn } from 'node:child_process';
import { createConnection, createServer, type Server as NetServer, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, type ServerProcess, sleep, startServerProcess } from '../modules/chat/chat.testing';
import { startServer } from '../server';
import { buildRegistration } from '../test/factories';
import { testConfig } from '../test/testApp';
import { createProcessDatabase, createTestDatabase } from '../test/testDatabase';
import { openDatabase } from './client';
import { isUnavailableError } from './faults';

/**
 * What the server does when PostgreSQL or Redis goes away under it (a restart, a failover, an
 * idle-transaction time-out): the affected requests get a clean 503 envelope with Retry-After,
 * nothing is half-written, the process stays up, and the next requests succeed once the server is
 * back. Runs on the tests' PostgreSQL (TEST_DATABASE_URL, given or set by the embedded one the
 * test run starts), where it can end connections and stand in a proxy that goes away.
 */
const adminUrl = process.env.TEST_DATABASE_URL;

const cleanups: Array<() => unknown> = [];
const once = (run: () => Promise<void>) => {
  let ran: Promise<void> | undefined;
  return () => {
    ran ??= run();
    return ran;
  };
};
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function admin<T extends pg.QueryResultRow>(
  connectionString: string,
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** A migrated database of this test's own on TEST_DATABASE_URL's server, dropped afterwards. */
async function freshDatabase(): Promise<{ name: string; url: string }> {
  const database = await createProcessDatabase('sidecamp_faults');
  cleanups.unshift(database.drop);
  return database;
}

/** Ends every connection to `database` but the one asking: the app's pool and its LISTEN connection. */
async function terminateConnections(database: string): Promise<number> {
  const rows = await admin<{ pid: number }>(
    adminUrl as string,
    `select pg_terminate_backend(pid) as terminated, pid from pg_stat_activity
      where datname = $1 and pid <> pg_backend_pid()`,
    [database],
  );
  return rows.length;
}

type Answer = { status: number; retryAfter: string | null; body: unknown; error?: string };

/** A request's answer, or status 0 when none came (the process died, or it hung for 30 s). */
async function answerOf(request: Promise<Response>): Promise<Answer> {
  try {
    const res = await request;
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: kept as text, and the assertions say so
    }
    return { status: res.status, retryAfter: res.headers.get('retry-after'), body };
  } catch (error) {
    return { status: 0, retryAfter: null, body: null, error: String(error) };
  }
}

const register = (url: string, input: object) =>
  answerOf(
    fetch(`${url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(input),
      signal: AbortSignal.timeout(30_000),
    }),
  );

/** A 503 as every client may expect it: the envelope, SERVICE_UNAVAILABLE, and when to retry. */
function expectCleanUnavailable(answer: Answer) {
  expect(answer.status).toBe(503);
  expect(answer.retryAfter).toMatch(/^\d+$/);
  expect(answer.body).toEqual({
    error: { code: 'SERVICE_UNAVAILABLE', message: expect.any(String), requestId: expect.any(String) },
  });
}

type Registered = { email: string; sessions: number; events: number };

/**
 * Registration writes three tables in one transaction (users, sessions, domain_events): each user
 * with its session and its user.registered event, or none of them.
 */
async function registrationsOf(databaseUrl: string, emails: string[]): Promise<Map<string, Registered>> {
  const rows = await admin<Registered>(
    databaseUrl,
    `select u.email,
            (select count(*)::int from sessions s where s.user_no = u.no) as sessions,
            (select count(*)::int from domain_events e
              where e.type = 'user.registered' and (e.payload->>'userNo')::int = u.no) as events
       from users u where u.email = any($1)`,
    [emails],
  );
  return new Map(rows.map((row) => [row.email, row]));
}

describe('PostgreSQL ends the connections under load', () => {
  it('answers every request (201 or a clean 503), writes nothing by halves, stays up and recovers', {
    timeout: 180_000,
  }, async () => {
    const database = await freshDatabase();
    const server: ServerProcess = await startServerProcess(
      { DATABASE_URL: database.url, LOG_LEVEL: 'error' },
      undefined,
      { compiled: true },
    );
    cleanups.push(() => server.stop('SIGKILL'));
    // Warm up: the pool holds open connections, as in production.
    await Promise.all(Array.from({ length: 5 }, () => register(server.url, buildRegistration())));

    const inputs = Array.from({ length: 80 }, () => buildRegistration());
    let answered = 0;
    const requests = inputs.map((input) =>
      register(server.url, input).then((answer) => {
        answered += 1;
        return answer;
      }),
    );
    // Once the burst is under way, end every connection of the app, twice: the second round
    // catches the connections opened to replace the first.
    let terminated = 0;
    while (answered < 3) await sleep(5);
    terminated += await terminateConnections(database.name);
    await sleep(40);
    terminated += await terminateConnections(database.name);
    const answers = await Promise.all(requests);
    expect(terminated).toBeGreaterThan(0);

    const statuses = answers.map((answer) => answer.status);
    const unexpected = answers.filter((answer) => answer.status !== 201 && answer.status !== 503);
    expect(
      unexpected,
      `answers other than 201/503: ${JSON.stringify(unexpected.slice(0, 3))}\nserver said:\n${server.output().slice(-4000)}`,
    ).toEqual([]);
    for (const answer of answers) if (answer.status === 503) expectCleanUnavailable(answer);
    // The fault reached requests in flight (otherwise this test tested nothing).
    expect(statuses).toContain(503);

    // No partial write: every 201 is a complete registration; so is any row at all (a 503 whose
    // commit reached the server before its connection went may exist, but only whole).
    const rows = await registrationsOf(
      database.url,
      inputs.map((input) => input.email),
    );
    answers.forEach((answer, index) => {
      const email = inputs[index]?.email as string;
      if (answer.status === 201) expect(rows.get(email)).toEqual({ email, sessions: 1, events: 1 });
    });
    for (const row of rows.values()) expect(row).toMatchObject({ sessions: 1, events: 1 });

    // The same process is still up and serves again at once: new writes succeed.
    expect(server.output()).not.toMatch(/Unhandled|uncaught/i);
    const health = await answerOf(fetch(`${server.url}/api/health`));
    expect(health.status).toBe(200);
    const after = Array.from({ length: 5 }, () => buildRegistration());
    for (const input of after) expect((await register(server.url, input)).status).toBe(201);
    expect([
      ...(
        await registrationsOf(
          database.url,
          after.map((input) => input.email),
        )
      ).values(),
    ]).toHaveLength(5);

    // The event dispatcher's loop survived: the new users' events are delivered (after the burst's
    // earlier ones, which may take a while on a busy machine).
    const pending = async () =>
      (
        await admin<{ count: number }>(
          database.url,
          `select count(*)::int as count from domain_events e join users u on (e.payload->>'userNo')::int = u.no
            where e.type = 'user.registered' and e.done_at is null and u.email = any($1)`,
          [after.map((input) => input.email)],
        )
      )[0]?.count;
    for (let waited = 0; (await pending()) !== 0 && waited < 60_000; waited += 200) await sleep(200);
    const stuck = await admin(
      database.url,
      `select id, attempts, leased_until, leased_by, available_at, last_error, now() as now
         from domain_events where done_at is null order by id`,
    );
    expect(
      await pending(),
      `undelivered: ${JSON.stringify(stuck)}\nserver said:\n${server.output().slice(-3000)}`,
    ).toBe(0);
    expect(server.output()).not.toMatch(/Unhandled|uncaught/i);
  });
});

/**
 * The database server as the app sees it through a TCP proxy this test controls: `down()` cuts
 * every connection and refuses new ones (a restart, a failover), `up()` lets them through again.
 */
async function databaseProxy(
  target: URL,
): Promise<{ url: string; down: () => void; up: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const port = await freePort();
  let server: NetServer | undefined;
  const up = () =>
    new Promise<void>((resolve, reject) => {
      server = createServer((incoming) => {
        const outgoing = createConnection({ host: target.hostname, port: Number(target.port || 5432) });
        for (const socket of [incoming, outgoing]) {
          sockets.add(socket);
          socket.on('error', () => socket.destroy());
          socket.on('close', () => {
            sockets.delete(socket);
            incoming.destroy();
            outgoing.destroy();
          });
        }
        incoming.pipe(outgoing).pipe(incoming);
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
  await up();
  const url = new URL(target);
  url.host = `127.0.0.1:${port}`;
  return {
    url: url.toString(),
    down: () => {
      server?.close();
      for (const socket of sockets) socket.destroy();
    },
    up,
  };
}

describe('PostgreSQL down for a while (a restart, a failover)', () => {
  it('answers 503 at once while it is down, and serves again as soon as it is back', {
    timeout: 60_000,
  }, async () => {
    const database = await freshDatabase();
    const proxy = await databaseProxy(new URL(database.url));
    cleanups.push(() => proxy.down());
    const handle = await openDatabase({ databaseUrl: proxy.url, poolSize: 5 });
    const server = await startServer(
      testConfig({ PORT: '0', HOST: '127.0.0.1', AUTH_RATE_LIMIT_PER_MINUTE: '1000' }),
      { database: handle },
    );
    cleanups.push(() => Promise.race([server.close(), sleep(10_000)]));
    expect((await register(server.url, buildRegistration())).status).toBe(201);

    proxy.down();
    const started = Date.now();
    const during = await Promise.all(
      Array.from({ length: 10 }, () => register(server.url, buildRegistration())),
    );
    for (const answer of during) expectCleanUnavailable(answer);
    expect(Date.now() - started).toBeLessThan(5000);
    expect((await answerOf(fetch(`${server.url}/api/health`))).status).toBe(503);

    await proxy.up();
    expect((await register(server.url, buildRegistration())).status).toBe(201);
    expect((await answerOf(fetch(`${server.url}/api/health`))).status).toBe(200);
  });
});

describe('the pool after connections died mid-transaction', () => {
  it('has every slot back: a transaction cut at any point (even at its begin) keeps none', async () => {
    const database = await freshDatabase();
    const poolSize = 3;
    const handle = await openDatabase({
      databaseUrl: database.url,
      poolSize,
      connectTimeoutMs: 2000,
    });
    // Bounded: a pool that lost a slot would wait for it forever on close.
    cleanups.push(() => Promise.race([handle.close(), sleep(5000)]));
    // Many short transactions, staggered, while every connection is ended again and again: some
    // are cut between check-out and `begin`, where drizzle never releases the client itself.
    const outcomes = Array.from({ length: 400 }, async (_, index) => {
      await sleep(index / 2);
      return handle.db
        .transaction(async (tx) => {
          await tx.execute(sql`select pg_sleep(0.003)`);
        })
        .then(
          () => 'done',
          (error: unknown) => (isUnavailableError(error) ? 'unavailable' : `other: ${String(error)}`),
        );
    });
    for (let round = 0; round < 20; round += 1) {
      await sleep(10);
      await terminateConnections(database.name);
    }
    const settled = await Promise.all(outcomes);
    expect(settled.filter((outcome) => outcome !== 'done' && outcome !== 'unavailable')).toEqual([]);

    // All `poolSize` connections at once: each transaction waits inside until all are inside,
    // which only happens if no slot was lost to a client nobody released.
    let inside = 0;
    const together = () =>
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        inside += 1;
        for (let waited = 0; inside < poolSize && waited < 3000; waited += 10) await sleep(10);
        if (inside < poolSize) throw new Error(`only ${inside} of ${poolSize} connections could be had`);
      });
    await expect(Promise.all(Array.from({ length: poolSize }, together))).resolves.toHaveLength(poolSize);
  });
});

describe('an idle transaction timed out by PostgreSQL', () => {
  it('is a clean 503 that wrote nothing, and the next request succeeds', async () => {
    const created = await createTestDatabase();
    // The server closes (and so drops) the database it was given; the cleanup is for a failed start.
    const database = { ...created, close: once(() => created.close()) };
    cleanups.push(database.close);
    const server = await startServer(testConfig({ PORT: '0', HOST: '127.0.0.1' }), {
      database,
      beforeListen: (app) => {
        // A write of two tables in one transaction that pauses between them longer than the
        // server lets a transaction sit idle.
        app.post('/api/test/slow-write', async (request) => {
          const { email, pauseMs } = request.body as { email: string; pauseMs: number };
          await database.db.transaction(async (tx) => {
            await tx.execute(sql`set local idle_in_transaction_session_timeout = 200`);
            await tx.execute(sql`insert into users (email, nickname) values (${email}, ${email})`);
            await sleep(pauseMs);
            await tx.execute(sql`
              insert into sessions (token_hash, user_no, expires_at)
              select ${email}, no, now() + interval '1 day' from users where email = ${email}`);
          });
          return { written: true };
        });
      },
    });
    cleanups.push(() => server.close());
    const slowWrite = (email: string, pauseMs: number) =>
      answerOf(
        fetch(`${server.url}/api/test/slow-write`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, pauseMs }),
          signal: AbortSignal.timeout(30_000),
        }),
      );
    const rowsFor = async (email: string) =>
      (
        await admin<{ users: number; sessions: number }>(
          database.connectionString as string,
          `select (select count(*)::int from users where email = $1) as users,
                  (select count(*)::int from sessions where token_hash = $1) as sessions`,
          [email],
        )
      )[0];

    const timedOut = await slowWrite('timed-out@example.com', 800);
    expectCleanUnavailable(timedOut);
    expect(await rowsFor('timed-out@example.com')).toEqual({ users: 0, sessions: 0 });

    const quick = await slowWrite('quick@example.com', 0);
    expect(quick.status).toBe(200);
    expect(await rowsFor('quick@example.com')).toEqual({ users: 1, sessions: 1 });
    expect((await register(server.url, buildRegistration())).status).toBe(201);
  });
});

/** A Redis of this test's own (never the shared one), so it can be killed and started again. */
async function privateRedis(port: number): Promise<{ kill: () => Promise<void> }> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const up = await new Promise<boolean>((resolve) => {
      const probe = createConnection({ port, host: '127.0.0.1' }, () => {
        probe.destroy();
        resolve(true);
      });
      probe.once('error', () => resolve(false));
    });
    if (up) break;
    await sleep(100);
  }
  return {
    kill: async () => {
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

describe('Redis goes away with REDIS_URL set', () => {
  it('fails the Redis-limited requests closed with a clean 503, serves the rest, recovers', {
    timeout: 60_000,
  }, async () => {
    const redisPort = await freePort();
    let redis = await privateRedis(redisPort);
    cleanups.push(() => redis.kill());
    const created = await createTestDatabase();
    // The server closes (and so drops) the database it was given; the cleanup is for a failed start.
    const database = { ...created, close: once(() => created.close()) };
    cleanups.push(database.close);
    const server = await startServer(
      testConfig({
        PORT: '0',
        HOST: '127.0.0.1',
        REDIS_URL: `redis://127.0.0.1:${redisPort}`,
        AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      }),
      { database },
    );
    cleanups.push(() => server.close());

    // Registration is rate-limited, and with REDIS_URL its counters live in Redis.
    expect((await register(server.url, buildRegistration())).status).toBe(201);
    await redis.kill();
    await sleep(200);
    const input = buildRegistration();
    const refused = await register(server.url, input);
    expectCleanUnavailable(refused);
    // Failing closed: the limit could not be checked, so nothing was written.
    expect(await registrationsOf(database.connectionString as string, [input.email])).toEqual(new Map());
    // What does not depend on Redis is still served.
    expect((await answerOf(fetch(`${server.url}/api/health`))).status).toBe(200);

    redis = await privateRedis(redisPort);
    let recovered: Answer | undefined;
    for (let attempt = 0; attempt < 50 && recovered?.status !== 201; attempt += 1) {
      if (attempt > 0) await sleep(200);
      recovered = await register(server.url, buildRegistration());
      if (recovered.status !== 201) expectCleanUnavailable(recovered);
    }
    expect(recovered?.status).toBe(201);
  });
});
