import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
// E2E_PORT lets two test runs (or a run and a dev server) share the machine.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
/** The e2e server's data (its embedded PostgreSQL cluster, uploads) for one run on this port. */
export const E2E_DATA_DIR = fileURLToPath(new URL(`../.data/${E2E_PORT}`, import.meta.url));

/** The Monday 00:00 UTC after `now` plus a minute: the first moment the current week is finished. */
export function nextWeekStart(now = new Date()): Date {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const daysToMonday = (8 - start.getUTCDay()) % 7 || 7;
  return new Date(start.getTime() + daysToMonday * 86_400_000 + 60_000);
}

/**
 * Runs the ranking's week-closing job as it will run after this week ends, against the e2e server's
 * database (`npm run booths:close-weeks -- --as-of`, which joins the running embedded PostgreSQL):
 * a browser test cannot wait for Monday. Returns what the command printed.
 */
export async function closeThisBoothWeek(): Promise<string> {
  const { stdout } = await run(
    process.execPath,
    [
      '--import',
      'tsx',
      'apps/server/src/modules/booths/closeWeeks.main.ts',
      '--as-of',
      nextWeekStart().toISOString(),
    ],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, DATA_DIR: E2E_DATA_DIR, LOG_LEVEL: 'warn' },
      timeout: 60_000,
    },
  );
  return stdout;
}

/**
 * Runs the task reminder job now (`npm run alarms:remind-tasks`) against the e2e server's
 * database: a browser test cannot wait for the server's own run. Returns what it printed.
 */
export async function remindTasksNow(): Promise<string> {
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/modules/alarms/remindTasks.main.ts'],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, DATA_DIR: E2E_DATA_DIR, LOG_LEVEL: 'warn' },
      timeout: 60_000,
    },
  );
  return stdout;
}

/**
 * Runs the leader succession job (`npm run projects:succession -- --as-of <time> --project <no>`)
 * against the e2e server's database as it will run at `asOf`: a browser test cannot wait a month
 * for a leader to go quiet. Limited to one project so other tests' projects keep their leaders.
 * Returns what the command printed.
 */
export async function runSuccessionAsOf(asOf: Date, projectNo: number): Promise<string> {
  const { stdout } = await run(
    process.execPath,
    [
      '--import',
      'tsx',
      'apps/server/src/modules/projects/succession.main.ts',
      '--as-of',
      asOf.toISOString(),
      '--project',
      String(projectNo),
    ],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, DATA_DIR: E2E_DATA_DIR, LOG_LEVEL: 'warn' },
      timeout: 60_000,
    },
  );
  return stdout;
}

/**
 * Runs one SQL statement against the e2e server's database from another process, as another
 * server process or an operator would change data past the app. Answers the rows it returned.
 */
export async function sqlBesideServer<Row = Record<string, unknown>>(statement: string): Promise<Row[]> {
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/test/sqlBesideServer.main.ts', statement],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, DATA_DIR: E2E_DATA_DIR, LOG_LEVEL: 'warn' },
      timeout: 60_000,
    },
  );
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '[]') as Row[];
}
