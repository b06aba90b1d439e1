import { ConfigError, loadConfig } from '../config';
import { openServerDatabase } from '../db/serverDatabase';
import { uploadStorageFor } from '../modules/uploads/uploads.s3Storage';
import { seedDatabase } from './seed';

/** `npm run seed`: fills the configured database (the embedded one in ./data by default) with demo data. */
async function main() {
  const config = loadConfig();
  // The database the server would run on (an embedded PostgreSQL is started, or joined when a
  // running server holds it, and stopped again when seeding is done).
  const { database, description } = await openServerDatabase(config);
  console.log(`Database: ${description}`);
  try {
    const result = await seedDatabase(database.db, {
      storage: uploadStorageFor(config).storage,
    });
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
