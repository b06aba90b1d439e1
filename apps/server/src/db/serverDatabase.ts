import path from 'node:path';
import { type Config, ConfigError } from '../config';
import { type DatabaseHandle, openDatabase } from './client';
import { EarlierEngineDataFound, earlierEngineFolderOf, hasEarlierEngineData } from './earlierEngineData';
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
  /** What starting it had to say (a cluster created, a stale server stopped). */
  notices: string[];
};

type DatabaseConfig = Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>;

/** The embedded PostgreSQL cannot run here: said at start with what to do, never worked around. */
export class EmbeddedPostgresCannotRun extends ConfigError {
  constructor(readonly reason: string) {
    super(
      `The embedded PostgreSQL cannot run here: ${reason}. ` +
        'Set DATABASE_URL to a PostgreSQL (15 or later) this server can reach, for example ' +
        'DATABASE_URL=postgres://sidecamp:<password>@127.0.0.1:5432/sidecamp, and start again ' +
        '(docs/configuration.md, docs/database.md).',
    );
  }
}

/**
 * The database the configuration names: PostgreSQL at DATABASE_URL, otherwise the embedded
 * PostgreSQL in DATA_DIR/postgres, which this process starts (and stops when the handle closes) or
 * joins when another Sidecamp process runs it.
 *
 * Beside a running server (docs/operations.md, "Operator commands beside a running server") a
 * command joins the server's embedded PostgreSQL. `role` says who opens it: only the server takes
 * over an embedded PostgreSQL a command started.
 */
export async function openServerDatabase(
  config: DatabaseConfig,
  options: { role?: EmbeddedPostgresRole } = {},
): Promise<ServerDatabase> {
  if (config.DATABASE_URL) {
    const url = new URL(config.DATABASE_URL);
    return {
      database: await openDatabase({ databaseUrl: config.DATABASE_URL }),
      description: `PostgreSQL at ${url.host}${url.pathname}`,
      notices: [],
    };
  }
  const dir = embeddedPostgresFolderOf(config.DATA_DIR);
  assertNoUnmovedEarlierData(config.DATA_DIR);
  try {
    return await openEmbeddedPostgres(dir, options.role ?? 'command');
  } catch (error) {
    if (error instanceof EmbeddedPostgresUnavailable) throw new EmbeddedPostgresCannotRun(error.message);
    throw error;
  }
}

export const embeddedPostgresFolderOf = (dataDir: string) => path.join(dataDir, 'postgres');

/**
 * Data from an earlier release's engine and no embedded cluster yet: starting would create an
 * empty database over it, so stop and say how to carry it over (earlierEngineData.ts). Once a
 * cluster exists, the data was carried over (or deliberately left), and the old folder is ignored.
 */
export function assertNoUnmovedEarlierData(dataDir: string): void {
  if (hasEarlierEngineData(dataDir) && !hasEmbeddedCluster(embeddedPostgresFolderOf(dataDir)))
    throw new EarlierEngineDataFound(path.resolve(earlierEngineFolderOf(dataDir)));
}

async function openEmbeddedPostgres(dir: string, role: EmbeddedPostgresRole): Promise<ServerDatabase> {
  const notices: string[] = [];
  const embedded = await startEmbeddedPostgres({ dir, role, onNotice: (notice) => notices.push(notice) });
  let database: DatabaseHandle;
  try {
    database = await openDatabase({ databaseUrl: embedded.url });
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
