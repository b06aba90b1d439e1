import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { type DatabaseHandle, openDatabase } from './client';
import {
  type EmbeddedPostgresRole,
  EmbeddedPostgresUnavailable,
  hasEmbeddedCluster,
  startEmbeddedPostgres,
} from './embeddedPostgres';

export type ServerDatabase = {
  database: DatabaseHandle;
  /** Which database this is, for the start-up log: never the password. */
  description: string;
  /** What starting it had to say (a cluster created, a stale server stopped, a fallback). */
  notices: string[];
};

type DatabaseConfig = Pick<
  Config,
  'DATABASE_URL' | 'EMBEDDED_DATABASE' | 'embeddedDatabaseIsDefault' | 'PGLITE_DATA_DIR' | 'DATA_DIR'
>;

/**
 * The database the configuration names: PostgreSQL at DATABASE_URL; otherwise the embedded one,
 * a PostgreSQL this process starts (and stops when the handle closes) or PGlite in the process.
 * When nobody chose the embedded database, an existing PGlite database is kept (data made before
 * PostgreSQL became the default), and a machine that cannot run the embedded PostgreSQL gets
 * PGlite, so `npm start` works everywhere.
 *
 * Beside a running server (README, "Operator commands beside a running server"): a command joins the
 * server's embedded PostgreSQL, and is refused a PGlite folder the server holds (PgliteFolderInUse).
 * `role` says who opens it: only the server takes over an embedded PostgreSQL a command started.
 */
export async function openServerDatabase(
  config: DatabaseConfig,
  options: { role?: EmbeddedPostgresRole } = {},
): Promise<ServerDatabase> {
  if (config.DATABASE_URL) {
    const url = new URL(config.DATABASE_URL);
    return {
      database: await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDataDir: '' }),
      description: `PostgreSQL at ${url.host}${url.pathname}`,
      notices: [],
    };
  }
  const choice = embeddedDatabaseFor(config);
  if (choice.engine === 'pglite') return openPglite(config.PGLITE_DATA_DIR, choice.notices);
  const dir = path.join(config.DATA_DIR, 'postgres');
  try {
    return await openEmbeddedPostgres(dir, options.role ?? 'command');
  } catch (error) {
    if (
      !(error instanceof EmbeddedPostgresUnavailable) ||
      !config.embeddedDatabaseIsDefault ||
      hasEmbeddedCluster(dir)
    )
      throw error;
    return openPglite(config.PGLITE_DATA_DIR, [
      `The embedded PostgreSQL cannot run here (${error.message}); running on PGlite instead. EMBEDDED_DATABASE=pglite silences this.`,
    ]);
  }
}

/**
 * Which embedded database to run: the one configured, except that when nobody chose, an existing
 * PGlite database with no PostgreSQL cluster beside it stays in use (data made before PostgreSQL
 * became the default is not left behind).
 */
export function embeddedDatabaseFor(
  config: Pick<Config, 'EMBEDDED_DATABASE' | 'embeddedDatabaseIsDefault' | 'PGLITE_DATA_DIR' | 'DATA_DIR'>,
): { engine: 'pglite' | 'postgres'; notices: string[] } {
  const dir = path.join(config.DATA_DIR, 'postgres');
  if (config.embeddedDatabaseIsDefault && !hasEmbeddedCluster(dir) && hasPgliteData(config.PGLITE_DATA_DIR)) {
    return {
      engine: 'pglite',
      notices: [
        `Keeping the PGlite database in ${config.PGLITE_DATA_DIR}, made before the embedded PostgreSQL became the default. ` +
          'EMBEDDED_DATABASE=postgres starts an empty PostgreSQL instead (the data is not moved); EMBEDDED_DATABASE=pglite silences this.',
      ],
    };
  }
  return { engine: config.EMBEDDED_DATABASE, notices: [] };
}

async function openEmbeddedPostgres(dir: string, role: EmbeddedPostgresRole): Promise<ServerDatabase> {
  const notices: string[] = [];
  const embedded = await startEmbeddedPostgres({ dir, role, onNotice: (notice) => notices.push(notice) });
  let database: DatabaseHandle;
  try {
    database = await openDatabase({ databaseUrl: embedded.url, pgliteDataDir: '' });
  } catch (error) {
    await embedded.stop();
    throw error;
  }
  const version = embedded.version.replace(/^postgres \(PostgreSQL\)/, 'PostgreSQL');
  const sharedWith = embedded.owned ? '' : ', started by another Sidecamp process';
  return {
    database: {
      ...database,
      close: async () => {
        try {
          await database.close();
        } finally {
          await embedded.stop();
        }
      },
    },
    description: `embedded ${version} in ${dir} (127.0.0.1:${embedded.port}${sharedWith})`,
    notices,
  };
}

const inMemory = (dir: string) => dir === 'memory://' || dir === '';

/** PGlite writes PG_VERSION into its folder when it creates a database there. */
const hasPgliteData = (dir: string) => !inMemory(dir) && existsSync(path.join(dir, 'PG_VERSION'));

async function openPglite(dir: string, notices: string[]): Promise<ServerDatabase> {
  return {
    database: await openDatabase({ pgliteDataDir: dir }),
    description: `embedded PGlite ${inMemory(dir) ? 'in memory' : `in ${path.resolve(dir)}`}`,
    notices,
  };
}
