import { sql } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../config';
import { rowsOf } from '../db/client';
import { openServerDatabase } from '../db/serverDatabase';

/**
 * For browser tests only: runs one SQL statement against a running server's database (beside its
 * embedded PostgreSQL, as the operator commands join it) and prints the rows as JSON. It stands for
 * another process changing data past the app, which the server must notice by itself.
 */
async function main() {
  const statement = process.argv[2];
  if (!statement) throw new ConfigError('Usage: sqlBesideServer.main.ts "<one SQL statement>"');
  const { database } = await openServerDatabase(loadConfig());
  try {
    console.log(JSON.stringify(rowsOf(await database.db.execute(sql.raw(statement)))));
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
