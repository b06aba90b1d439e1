import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { seedDatabase } from './seed';

/** `npm run seed`: fills the configured database (PGlite in ./data by default) with demo data. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDataDir: config.PGLITE_DATA_DIR,
  });
  try {
    const result = await seedDatabase(database.db);
    if (result.seeded)
      console.log(`Seeded the ${database.driver} database:\n  ${result.summary.join('\n  ')}`);
    else console.log('The database already has data; nothing was seeded.');
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
