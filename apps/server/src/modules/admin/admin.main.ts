import { ConfigError, loadConfig } from '../../config';
import { openServerDatabase } from '../../db/serverDatabase';
import { grantAdminByEmail } from './admin.grants';

const USAGE = 'Usage: npm run admin -- grant <e-mail>';

/**
 * `npm run admin -- grant <e-mail>`: makes that account an admin and writes it to the audit log.
 * Beside a running server it joins that server's embedded PostgreSQL, like `npm run seed`; the
 * person's next request (after the session cache, a few seconds) acts as an admin.
 */
async function main() {
  const [command, emailArgument] = process.argv.slice(2);
  const email = emailArgument?.trim().toLowerCase();
  if (command !== 'grant' || !email) throw new ConfigError(USAGE);
  const config = loadConfig();
  const { database, description } = await openServerDatabase(config);
  try {
    const result = await grantAdminByEmail(database.db, email, 'command');
    if (result.outcome === 'no_account')
      throw new ConfigError(`Database: ${description}. No account has the e-mail ${email}.`);
    console.log(
      result.outcome === 'granted'
        ? `Database: ${description}. Account no. ${result.userNo} is now an admin (written to the audit log).`
        : `Database: ${description}. Account no. ${result.userNo} is already an admin.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
