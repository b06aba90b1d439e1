import { eq, sql } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../../config';
import { openServerDatabase } from '../../db/serverDatabase';
import { users } from '../auth';

/**
 * `node --import tsx apps/server/src/modules/support/grantAdmin.main.ts <e-mail>`: makes the
 * account with that e-mail an admin (who publishes notices and answers questions). Beside a running
 * server it joins that server's embedded PostgreSQL, like `npm run seed`; the person logs in again
 * (or waits for the session cache) to act as an admin.
 */
async function main() {
  const email = process.argv[2]?.trim().toLowerCase();
  if (!email) throw new ConfigError('Name the account: grantAdmin.main.ts <e-mail>');
  const config = loadConfig();
  const { database, description } = await openServerDatabase(config);
  try {
    const rows = await database.db
      .update(users)
      .set({ role: 'admin' })
      .where(eq(sql`lower(${users.email})`, email))
      .returning({ no: users.no });
    if (rows.length === 0)
      throw new ConfigError(`Database: ${description}. No account has the e-mail ${email}.`);
    console.log(`Database: ${description}. Account no. ${rows[0]?.no} is now an admin.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
