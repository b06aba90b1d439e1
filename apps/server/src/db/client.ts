import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Anything queries can run on: the database or an open transaction. */
export type Queryable = Database | Transaction;
export type DriverName = 'pglite' | 'postgres';

export type DatabaseHandle = {
  db: Database;
  driver: DriverName;
  /** Round trip to the database; throws when it is unreachable. */
  ping: () => Promise<number>;
  close: () => Promise<void>;
};

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Key of the advisory lock that serialises migrations when several processes start at once. */
const MIGRATION_LOCK_KEY = 7_234_001;

export type DatabaseOptions = { databaseUrl?: string | undefined; pgliteDataDir: string; poolSize?: number };

/**
 * Opens the database: node-postgres when a URL is given, otherwise PGlite (Postgres compiled to
 * WASM) in a local folder or in memory (`memory://`). Same dialect, same migrations, either way.
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  return openPglite(options.pgliteDataDir);
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const inMemory = dataDir === 'memory://' || dataDir === '';
  if (!inMemory) mkdirSync(path.resolve(dataDir), { recursive: true });
  const client = await PGlite.create(inMemory ? undefined : path.resolve(dataDir), {
    extensions: { pg_trgm },
  });
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  await migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    db,
    driver: 'pglite',
    ping: singleFlight(() => timed(() => client.exec('select 1'))),
    close: () => client.close(),
  };
}

async function openPostgres(connectionString: string, max: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString, max });
  // A pool error on an idle client (server restart) must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const lockClient = await pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg({ client: lockClient, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    lockClient.release();
  }
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  return {
    db,
    driver: 'postgres',
    ping: singleFlight(() => timed(() => db.execute(sql`select 1`))),
    close: () => pool.end(),
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

/** Rows of a raw `db.execute(sql...)`, which both drivers return as `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
