import path from 'node:path';
import type { Config } from '../config';
import { type DatabaseHandle, openDatabase } from './client';
import { startEmbeddedPostgres } from './embeddedPostgres';

export type ServerDatabase = {
  database: DatabaseHandle;
  /** Which database this is, for the start-up log: never the password. */
  description: string;
  /** What starting it had to say (a cluster created, a stale server stopped). */
  notices: string[];
};

type DatabaseConfig = Pick<Config, 'DATABASE_URL' | 'EMBEDDED_DATABASE' | 'PGLITE_DATA_DIR' | 'DATA_DIR'>;

/**
 * The database the configuration names: PostgreSQL at DATABASE_URL; otherwise the embedded one,
 * a PostgreSQL this process starts (and stops when the handle closes) or PGlite in the process.
 */
export async function openServerDatabase(config: DatabaseConfig): Promise<ServerDatabase> {
  if (config.DATABASE_URL) {
    const url = new URL(config.DATABASE_URL);
    return {
      database: await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDataDir: '' }),
      description: `PostgreSQL at ${url.host}${url.pathname}`,
      notices: [],
    };
  }
  if (config.EMBEDDED_DATABASE === 'postgres') {
    const notices: string[] = [];
    const dir = path.join(config.DATA_DIR, 'postgres');
    const embedded = await startEmbeddedPostgres({ dir, onNotice: (notice) => notices.push(notice) });
    let database: DatabaseHandle;
    try {
      database = await openDatabase({ databaseUrl: embedded.url, pgliteDataDir: '' });
    } catch (error) {
      await embedded.stop();
      throw error;
    }
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
      description: `embedded ${embedded.version.replace(/^postgres \(PostgreSQL\)/, 'PostgreSQL')} in ${dir} (127.0.0.1:${embedded.port}${embedded.owned ? '' : ', started by another Sidecamp process'})`,
      notices,
    };
  }
  const inMemory = config.PGLITE_DATA_DIR === 'memory://' || config.PGLITE_DATA_DIR === '';
  return {
    database: await openDatabase({ pgliteDataDir: config.PGLITE_DATA_DIR }),
    description: `embedded PGlite ${inMemory ? 'in memory' : `in ${path.resolve(config.PGLITE_DATA_DIR)}`}`,
    notices: [],
  };
}
