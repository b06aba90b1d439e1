import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { SERVER_ROOT } from '../paths';
import { assertMigrationHistory } from './migrations/migrationHistory';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Anything queries can run on: the database or an open transaction. */
export type Queryable = Database | Transaction;
/** The one engine; kept in the health answers so a monitor can tell what it is talking to. */
export type DriverName = 'postgres';

export type DatabaseHandle = {
  db: Database;
  driver: DriverName;
  /** Round trip to the database; throws when it is unreachable. */
  ping: () => Promise<number>;
  /**
   * Subscribes to a NOTIFY channel (see `changeCache.ts`). Resolves once listening. `onLive(false)`
   * says notifications may be lost from now on (the listening connection dropped), `onLive(true)`
   * that they flow again; whatever was built on them must be forgotten in between.
   */
  listen: (channel: string, handlers: NotificationHandlers) => Promise<void>;
  /**
   * Resolves once every notification committed before the call has been handled here: a test that
   * writes rows directly (not through the app) waits on it before reading through a cache.
   */
  settleNotifications: () => Promise<void>;
  /** The node-postgres pool's connections right now (for /metrics). */
  poolStats: () => PoolStats;
  close: () => Promise<void>;
};

export type PoolStats = { total: number; idle: number; waiting: number; max: number };

export type NotificationHandlers = {
  onMessage: (payload: string) => void;
  onLive: (live: boolean) => void;
};

/** Channel names are our own constants; they are written into LISTEN, which takes no parameters. */
const assertChannelName = (channel: string) => {
  if (!/^[a-z_]{1,60}$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
};

export const MIGRATIONS_FOLDER = path.join(SERVER_ROOT, 'drizzle');

/** Key of the advisory lock that serialises migrations when several processes start at once. */
export const MIGRATION_LOCK_KEY = 7_234_001;

export type DatabaseOptions = {
  databaseUrl: string;
  poolSize?: number;
  /** How long a query waits for a pool connection (the pool busy, or the server unreachable). */
  connectTimeoutMs?: number;
  /** Skip the migrations: for a database cloned from one already migrated (test/testDatabase.ts). */
  skipMigrations?: boolean;
};

/**
 * Opens the PostgreSQL database at `databaseUrl` (the embedded one, DATABASE_URL, or a test's
 * throw-away database) with a node-postgres pool, after applying any new migrations.
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return openPostgres(
    options.databaseUrl,
    options.poolSize ?? 10,
    options.connectTimeoutMs ?? 10_000,
    options.skipMigrations ?? false,
  );
}

async function openPostgres(
  connectionString: string,
  max: number,
  connectionTimeoutMillis: number,
  skipMigrations: boolean,
): Promise<DatabaseHandle> {
  // A time-out on getting a connection turns "the server cannot be reached" (or a pool held up)
  // into an error, answered 503 (db/faults.ts), instead of a request that never ends.
  // Keep-alive probes notice a connection that died silently (no FIN).
  const pool = new pg.Pool({ connectionString, max, connectionTimeoutMillis, keepAlive: true });
  // A pool error on an idle client (server restart) must not crash the process: the pool drops that
  // client and the next query opens a new connection.
  pool.on('error', () => {});
  guardCheckedOutClients(pool);
  if (!skipMigrations) {
    try {
      await migrateUnderLock(pool);
    } catch (error) {
      await pool.end().catch(() => {});
      throw error;
    }
  }
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  const listener = createPostgresListener(connectionString);
  return {
    db,
    driver: 'postgres',
    ping: singleFlight(() => timed(() => db.execute(sql`select 1`))),
    listen: listener.listen,
    settleNotifications: () =>
      listener.settle((payload) => db.execute(sql`select pg_notify(${SETTLE_CHANNEL}, ${payload})`)),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
    close: async () => {
      await listener.close();
      await untilQuiet(pool);
      await pool.end();
    },
  };
}

/** Applies new migrations, one process at a time (several servers may start at once). */
async function migrateUnderLock(pool: pg.Pool): Promise<void> {
  const lockClient = await pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await assertMigrationHistory(lockClient, MIGRATIONS_FOLDER);
    await migratePg(drizzlePg({ client: lockClient, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    lockClient.release();
  }
}

type ConnectCallback = (
  error: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: Error | boolean) => void,
) => void;

/**
 * node-postgres emits 'error' on a client whose connection dies (a server restart or failover,
 * pg_terminate_backend, idle_in_transaction_session_timeout). The pool listens for it only while
 * the client is idle; on a checked-out client (a transaction in progress) nobody does, and an
 * 'error' event without a listener kills the process. So every client gets a listener of its own
 * from the moment it exists, and a checked-out client whose connection dies is given back to the
 * pool at once (the pool drops it): its queries fail from then on (answered 503), the server has
 * rolled its transaction back, and a holder that never releases it cannot keep the pool's slot
 * forever (drizzle's `transaction` does not release the client when its `begin` fails, which under
 * load exhausted the pool). Releasing becomes idempotent, so the holder's own release afterwards
 * does no harm.
 */
function guardCheckedOutClients(pool: pg.Pool): void {
  // Per checked-out client: the error its connection died of, and how to give it back once.
  const checkedOut = new WeakMap<pg.PoolClient, { dead?: Error; releaseOnce?: (error: Error) => void }>();
  // 'connect' is emitted as a new client is handed out for the first time, before the pool takes its
  // own idle listener off: there is no moment without a listener.
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      const state = checkedOut.get(client);
      if (!state) return; // idle: the pool's own listener drops it
      state.dead ??= error;
      state.releaseOnce?.(error);
    });
  });
  pool.on('acquire', (client) => checkedOut.set(client, {}));
  const guard = (client: pg.PoolClient): pg.PoolClient => {
    const release = client.release.bind(client);
    const state = checkedOut.get(client) ?? {};
    let released = false;
    const releaseOnce = (error?: Error | boolean) => {
      if (released) return;
      released = true;
      checkedOut.delete(client);
      release(error);
    };
    state.releaseOnce = releaseOnce;
    client.release = releaseOnce;
    // Died between being handed out and reaching its holder: the holder's queries will say so.
    if (state.dead) releaseOnce(state.dead);
    return client;
  };
  // pool.query checks a client out through connect(callback), drizzle's transaction through connect().
  const connect = pool.connect.bind(pool) as (
    callback?: ConnectCallback,
  ) => Promise<pg.PoolClient> | undefined;
  const guarded = (callback?: ConnectCallback) => {
    if (!callback) return (connect() as Promise<pg.PoolClient>).then(guard);
    connect((error, client, done) => {
      if (error || !client) return callback(error, client, done);
      guard(client);
      return callback(undefined, client, client.release);
    });
    return undefined;
  };
  pool.connect = guarded as typeof pool.connect;
}

/**
 * A stopping server closes the database once its connections are gone, but a request whose client
 * went away (a load test ending, a closed tab) may still be running and about to send its next
 * query; ending the pool under it fails that query. So wait until no client is checked out or
 * queued for a short while, at most a few seconds.
 */
async function untilQuiet(pool: pg.Pool, quietMs = 100, maxMs = 3000): Promise<void> {
  const busy = () => pool.waitingCount > 0 || pool.idleCount < pool.totalCount;
  const deadline = Date.now() + maxMs;
  let quietSince = busy() ? undefined : Date.now();
  while (Date.now() < deadline) {
    if (busy()) quietSince = undefined;
    else quietSince ??= Date.now();
    if (quietSince !== undefined && Date.now() - quietSince >= quietMs) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A notification sent to ourselves: it arrives after every notification committed before it. */
const SETTLE_CHANNEL = 'sidecamp_settle';
const SETTLE_TIMEOUT_MS = 5000;

/** How long the listening connection waits before it tries again after losing the server. */
const LISTEN_RETRY_MS = 1000;

/**
 * One connection of its own (outside the pool, which would hand it to other queries) holds every
 * LISTEN of the process. When it drops, each subscriber hears `onLive(false)`, and it reconnects,
 * listens again and says `onLive(true)`.
 */
function createPostgresListener(connectionString: string) {
  const subscribers = new Map<string, NotificationHandlers[]>();
  let client: pg.Client | undefined;
  let firstConnect: Promise<void> | undefined;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;
  const markers = new Map<string, () => void>();
  const settled = (marker: string) => {
    markers.get(marker)?.();
    markers.delete(marker);
  };

  const setLive = (live: boolean) => {
    for (const handlers of subscribers.values()) for (const handler of handlers) handler.onLive(live);
  };

  const scheduleReconnect = () => {
    if (!closed) retry ??= setTimeout(reconnect, LISTEN_RETRY_MS);
  };

  const lost = (lostClient: pg.Client) => {
    if (client !== lostClient) return;
    client = undefined;
    lostClient.end().catch(() => {});
    setLive(false);
    scheduleReconnect();
  };

  async function connect(): Promise<void> {
    // Keep-alive probes notice a connection that died silently (no FIN), which would otherwise look live.
    const next = new pg.Client({ connectionString, keepAlive: true });
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    next.on('notification', (message) => {
      for (const handler of subscribers.get(message.channel) ?? []) handler.onMessage(message.payload ?? '');
    });
    try {
      await next.connect();
      for (const channel of subscribers.keys()) await next.query(`listen ${channel}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    if (closed) return void (await next.end().catch(() => {}));
    client = next;
    setLive(true);
  }

  function reconnect() {
    retry = undefined;
    if (closed || client) return;
    connect().catch(scheduleReconnect);
  }

  return {
    async listen(channel: string, handlers: NotificationHandlers): Promise<void> {
      assertChannelName(channel);
      if (closed) throw new Error('the database is closed');
      const known = subscribers.has(channel);
      subscribers.set(channel, [...(subscribers.get(channel) ?? []), handlers]);
      if (!firstConnect) {
        // The first subscriber opens the connection; a failure here is a failure to start.
        firstConnect = connect();
        return firstConnect;
      }
      await firstConnect;
      // While reconnecting, the new channel is listened to (and said live) once the connection is back.
      if (!client) return;
      if (!known) await client.query(`listen ${channel}`);
      handlers.onLive(true);
    },
    /**
     * Notifications reach the one listening connection in commit order, so once our own marker
     * arrives, every earlier one has been handled. Gives up after a few seconds (connection lost).
     */
    async settle(send: (payload: string) => Promise<unknown>): Promise<void> {
      if (!subscribers.has(SETTLE_CHANNEL))
        await this.listen(SETTLE_CHANNEL, { onMessage: settled, onLive: () => {} });
      const marker = randomUUID();
      const arrived = new Promise<void>((resolve) => {
        const timer = setTimeout(() => markers.delete(marker) && resolve(), SETTLE_TIMEOUT_MS);
        markers.set(marker, () => {
          clearTimeout(timer);
          resolve();
        });
      });
      await send(marker);
      await arrived;
    },
    async close(): Promise<void> {
      closed = true;
      clearTimeout(retry);
      const current = client;
      client = undefined;
      await current?.end().catch(() => {});
    },
  };
}

/**
 * Concurrent pings share the round trip in flight (single-flight): under a burst of health checks
 * the database answers once per round trip instead of once per request, and every answer is still
 * a live measurement, never a cached one.
 */
function singleFlight(run: () => Promise<number>): () => Promise<number> {
  let inFlight: Promise<number> | undefined;
  return () => {
    inFlight ??= run().finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  };
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return Math.round((performance.now() - started) * 100) / 100;
}

/** Rows of a raw `db.execute(sql...)`, which node-postgres returns as `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
