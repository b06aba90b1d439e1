import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, rowsOf } from '../../apps/server/src/db/client';
import { bulkInsertProjects } from '../../apps/server/src/modules/projects/projects.bulk';
import { type Started, startSidecamp } from './processes';

export type HubServer = Started & { description: string };

/** The size on PostgreSQL; a smaller set on PGlite, which is a single in-process engine. */
export const HUB_PROJECTS_POSTGRES = Number(process.env.BENCH_HUB_PROJECTS ?? 100_000);
export const HUB_PROJECTS_PGLITE = Number(process.env.BENCH_HUB_PROJECTS ?? 5_000);

async function fill(databaseUrl: string | undefined, pgliteDir: string, count: number): Promise<number> {
  const started = performance.now();
  const database = await openDatabase({ databaseUrl, pgliteDataDir: pgliteDir });
  try {
    await database.db.execute(sql`
      insert into users (email, nickname, main_job, main_job_d)
      select 'hub' || g || '@bench.example', 'hubleader' || g, '04', '0403' from generate_series(1, 500) g`);
    const leaders = rowsOf<{ no: number }>(await database.db.execute(sql`select no from users`)).map(
      (row) => row.no,
    );
    await bulkInsertProjects(database.db, { count, leaderNos: leaders });
  } finally {
    await database.close();
  }
  return Math.round((performance.now() - started) / 100) / 10;
}

/**
 * Starts a Sidecamp of its own for the hub scenarios, on a database filled with synthetic projects:
 * a fresh PostgreSQL database on the BENCH_DATABASE_URL server when that is set (dropped again
 * afterwards), otherwise a PGlite folder in the temp directory.
 */
export async function startHubSidecamp(port: number, env: Record<string, string> = {}): Promise<HubServer> {
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (adminUrl) {
    const name = `sidecamp_bench_${Date.now()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const drop = async () => {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    };
    try {
      const seconds = await fill(url.toString(), '', HUB_PROJECTS_POSTGRES);
      console.log(
        `  (filled ${HUB_PROJECTS_POSTGRES.toLocaleString('en')} projects on PostgreSQL in ${seconds} s)`,
      );
      const server = await startSidecamp(port, { DATABASE_URL: url.toString(), ...env });
      return {
        ...server,
        description: `${HUB_PROJECTS_POSTGRES.toLocaleString('en')} projects on PostgreSQL`,
        stop: async () => {
          await server.stop();
          await drop();
        },
      };
    } catch (error) {
      await drop();
      throw error;
    }
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'sidecamp-bench-hub-'));
  try {
    const seconds = await fill(undefined, dir, HUB_PROJECTS_PGLITE);
    console.log(`  (filled ${HUB_PROJECTS_PGLITE.toLocaleString('en')} projects on PGlite in ${seconds} s)`);
    const server = await startSidecamp(port, { PGLITE_DATA_DIR: dir, ...env });
    return {
      ...server,
      description: `${HUB_PROJECTS_PGLITE.toLocaleString('en')} projects on PGlite (set BENCH_DATABASE_URL for 100,000 on PostgreSQL)`,
      stop: async () => {
        await server.stop();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
