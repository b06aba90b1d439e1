import { execFile, spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { rowsOf } from './client';
import { openServerDatabase } from './serverDatabase';

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sidecamp-embedded-'));
const config = loadConfig({ DATA_DIR: dataDir });
const clusterDir = path.join(dataDir, 'postgres', 'cluster');

afterAll(() => rm(dataDir, { recursive: true, force: true }));

/** The pid in PostgreSQL's lock file, or undefined when there is none (it stopped cleanly). */
async function postmasterPid(): Promise<number | undefined> {
  const text = await readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8').catch(() => undefined);
  return text ? Number(text.split('\n')[0]) : undefined;
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('embedded PostgreSQL', () => {
  it('keeps a row across a stop and a start, and stops cleanly', async () => {
    const first = await openServerDatabase(config);
    expect(first.database.driver).toBe('postgres');
    expect(first.description).toMatch(/^embedded PostgreSQL 18/);
    await first.database.db.execute(sql`create table kept (note text)`);
    await first.database.db.execute(sql`insert into kept values ('written before the stop')`);
    const pid = await postmasterPid();
    await first.database.close();
    expect(await postmasterPid()).toBeUndefined();
    expect(isAlive(pid ?? 0)).toBe(false);

    // The password never leaves the data dir's owner.
    expect((await stat(path.join(dataDir, 'postgres', 'password'))).mode & 0o777).toBe(0o600);

    const second = await openServerDatabase(config);
    const rows = rowsOf<{ note: string }>(await second.database.db.execute(sql`select note from kept`));
    expect(rows).toEqual([{ note: 'written before the stop' }]);
    await second.database.close();
  });

  it('recovers when the process that started it was killed and left PostgreSQL running', async () => {
    // A server process that starts the database and dies without a chance to stop it (SIGKILL).
    const crashed = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `const { startEmbeddedPostgres } = await import(${JSON.stringify(path.resolve(import.meta.dirname, 'embeddedPostgres.ts'))});
         await startEmbeddedPostgres({ dir: ${JSON.stringify(path.join(dataDir, 'postgres'))} });
         process.kill(process.pid, 'SIGKILL');`,
      ],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
    await new Promise((resolve) => crashed.once('exit', resolve));
    expect(crashed.signalCode).toBe('SIGKILL');
    const orphan = await postmasterPid();
    expect(orphan !== undefined && isAlive(orphan)).toBe(true);

    const next = await openServerDatabase(config);
    expect(next.notices.join(' ')).toMatch(/left running/);
    expect(isAlive(orphan ?? 0)).toBe(false);
    const rows = rowsOf<{ note: string }>(await next.database.db.execute(sql`select note from kept`));
    expect(rows).toEqual([{ note: 'written before the stop' }]);
    await next.database.close();
    expect(await postmasterPid()).toBeUndefined();
  });

  it("stops a server that finds an earlier release's database and no cluster, saying how to carry it over", async () => {
    const earlierData = await mkdtemp(path.join(os.tmpdir(), 'sidecamp-earlier-'));
    try {
      // The earlier engine's folder as it left it: PG_VERSION is what marks a database there.
      await mkdir(path.join(earlierData, 'db'));
      await writeFile(path.join(earlierData, 'db', 'PG_VERSION'), '17\n');
      const started = await runMain({
        DATA_DIR: earlierData,
        DATABASE_URL: '',
        PORT: '0',
        HOST: '127.0.0.1',
      });
      expect(started.code, started.output).toBe(1);
      expect(started.output).toContain(path.join(earlierData, 'db'));
      expect(started.output).toMatch(/npm run backup.*npm run restore -- .* --force/s);
      // Refused before anything was made: no empty cluster beside the old data.
      await expect(stat(path.join(earlierData, 'postgres'))).rejects.toMatchObject({ code: 'ENOENT' });
    } finally {
      await rm(earlierData, { recursive: true, force: true });
    }
  });
});

/** `npm start`'s entry point from source, in its own process: its exit code and everything it printed. */
function runMain(env: Record<string, string>): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', path.resolve(import.meta.dirname, '../main.ts')],
      { env: { ...process.env, NODE_ENV: 'test', ...env }, timeout: 60_000 },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
    );
  });
}
