import { sql } from 'drizzle-orm';
import { type DatabaseHandle, rowsOf } from '../../apps/server/src/db/client';
import { bulkInsertProjects } from '../../apps/server/src/modules/projects/projects.bulk';
import { type BenchDatabase, type FilledServer, startFilledSidecamp } from './databases';

/** The size. */
export const HUB_PROJECTS_POSTGRES = Number(process.env.BENCH_HUB_PROJECTS ?? 100_000);

async function fill(database: DatabaseHandle, count: number): Promise<string> {
  await database.db.execute(sql`
    insert into users (email, nickname, main_job, main_job_d)
    select 'hub' || g || '@bench.example', 'hubleader' || g, '04', '0403' from generate_series(1, 500) g`);
  const leaders = rowsOf<{ no: number }>(await database.db.execute(sql`select no from users`)).map(
    (row) => row.no,
  );
  await bulkInsertProjects(database.db, { count, leaderNos: leaders });
  return `${count.toLocaleString('en')} projects`;
}

/**
 * Starts a Sidecamp of its own for the hub scenarios, on a fresh store of `database` filled with
 * synthetic projects (removed again when it stops).
 */
export function startHubSidecamp(
  port: number,
  database: BenchDatabase,
  env: Record<string, string> = {},
): Promise<FilledServer> {
  return startFilledSidecamp({
    database,
    tag: 'hub',
    port,
    env,
    fill: (handle) => fill(handle, HUB_PROJECTS_POSTGRES),
  });
}
