import { ConfigError, loadConfig } from '../../config';
import { openServerDatabase } from '../../db/serverDatabase';
import { closeBoothWeeks } from './booths.ranking';
import { parseAsOf } from './closeWeeks.asOf';

/**
 * `npm run booths:close-weeks -w @sidecamp/server`: closes every finished ranking week now, as the
 * server's job does each minute (useful after the server was down over a Monday). Beside a running
 * server it joins that server's embedded PostgreSQL, like `npm run seed`. `--as-of` is for tests
 * and demos (see closeWeeks.asOf.ts).
 */
async function main() {
  const asOf = parseAsOf(process.argv.slice(2), process.env);
  const config = loadConfig();
  const { database, description } = await openServerDatabase(config);
  try {
    const { ran, closed } = await closeBoothWeeks(database.db, asOf);
    if (!ran) console.log(`Database: ${description}. Another process is closing weeks right now.`);
    else if (closed.length === 0) console.log(`Database: ${description}. No finished week was left open.`);
    else console.log(`Database: ${description}. Closed the weeks starting ${closed.join(', ')}.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
