import { ConfigError, loadConfig } from '../../config';
import { openServerDatabase } from '../../db/serverDatabase';
import { runSuccession } from './projects.succession.job';

/**
 * The time and projects `npm run projects:succession` works on: now, or `--as-of <ISO time>` (tests
 * and demos, which cannot wait a month for a leader to go quiet; refused in the future in
 * production, where it would take a lead early), and every project or `--project <no>`.
 */
function parseSuccessionArgs(
  args: readonly string[],
  env: { NODE_ENV?: string | undefined },
): { at: Date; projectNo?: number } {
  const value = (name: string) => {
    const index = args.indexOf(name);
    return index === -1 ? undefined : (args[index + 1] ?? '');
  };
  const asOf = value('--as-of');
  const at = asOf === undefined ? Date.now() : Date.parse(asOf);
  if (Number.isNaN(at)) throw new ConfigError('--as-of needs an ISO time, for example 2026-12-07T00:00:00Z.');
  if (asOf !== undefined && env.NODE_ENV === 'production' && at > Date.now())
    throw new ConfigError('--as-of in the future is refused in production: it would take a lead early.');
  const project = value('--project');
  if (project === undefined) return { at: new Date(at) };
  const projectNo = Number(project);
  if (!Number.isInteger(projectNo) || projectNo < 1)
    throw new ConfigError('--project needs a project number.');
  return { at: new Date(at), projectNo };
}

/**
 * `npm run projects:succession -w @sidecamp/server`: runs the leader succession job once now, as
 * the server does each day: opens notices for quiet leaders, closes those of leaders who came back,
 * marks ended notices claimable. Beside a running server it joins that server's embedded
 * PostgreSQL, like `npm run seed`.
 */
async function main() {
  const { at, projectNo } = parseSuccessionArgs(process.argv.slice(2), process.env);
  const config = loadConfig();
  const { database, description } = await openServerDatabase(config);
  try {
    const result = await runSuccession(database.db, at, projectNo === undefined ? {} : { projectNo });
    if (!result.ran)
      console.log(`Database: ${description}. Another process is running succession right now.`);
    else
      console.log(
        `Database: ${description}. Succession as of ${at.toISOString()}: ${result.opened} notices opened, ${result.returned} closed (leader back), ${result.ended} ended.`,
      );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
