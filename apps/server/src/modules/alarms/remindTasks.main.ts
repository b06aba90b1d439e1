import { ConfigError, loadConfig } from '../../config';
import { openServerDatabase } from '../../db/serverDatabase';
import { runTaskReminders } from './alarms.reminders';

/**
 * `npm run alarms:remind-tasks -w @sidecamp/server`: sends the task reminders (due tomorrow,
 * overdue) now, as the server's job does every few minutes; each still goes once per task, kind
 * and day. Beside a running server it joins that server's embedded PostgreSQL, like `npm run seed`.
 * Open tabs see the reminders on their next read (this process has no sockets).
 */
async function main() {
  const config = loadConfig();
  const { database, description } = await openServerDatabase(config);
  try {
    const result = await runTaskReminders(database.db, undefined, new Date());
    if (!result.ran) console.log(`Database: ${description}. Another process is sending reminders right now.`);
    else
      console.log(
        `Database: ${description}. Reminders sent: ${result.dueTomorrow} due tomorrow, ${result.overdue} overdue.`,
      );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
