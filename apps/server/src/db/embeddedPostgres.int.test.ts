import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { rowsOf } from './client';
import { embeddedDatabaseFor, openServerDatabase } from './serverDatabase';

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sidecamp-embedded-'));
// PGLITE_DATA_DIR is what the bench and the e2e runs set for PGlite; the embedded PostgreSQL ignores it.
const config = loadConfig({ EMBEDDED_DATABASE: 'postgres', DATA_DIR: dataDir, PGLITE_DATA_DIR: 'memory://' });
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

  it('by default keeps an existing PGlite database rather than starting an empty PostgreSQL', async () => {
    const earlierData = await mkdtemp(path.join(os.tmpdir(), 'sidecamp-pglite-'));
    try {
      const pgliteDir = path.join(earlierData, 'db');
      // PGlite resumes a folder exactly when it holds PG_VERSION (creating a real one here takes
      // PGlite tens of seconds on a busy two-core machine; only the choice is under test).
      await mkdir(pgliteDir);
      await writeFile(path.join(pgliteDir, 'PG_VERSION'), '17\n');
      const defaults = { ...loadConfig({ DATA_DIR: earlierData }), PGLITE_DATA_DIR: pgliteDir };
      const kept = embeddedDatabaseFor(defaults);
      expect(kept.engine).toBe('pglite');
      expect(kept.notices.join(' ')).toMatch(/Keeping the PGlite database/);
      // Chosen on purpose, PostgreSQL it is; and without earlier PGlite data the default applies.
      expect(embeddedDatabaseFor({ ...defaults, embeddedDatabaseIsDefault: false }).engine).toBe('postgres');
      expect(
        embeddedDatabaseFor({ ...defaults, PGLITE_DATA_DIR: path.join(earlierData, 'none') }).engine,
      ).toBe('postgres');
    } finally {
      await rm(earlierData, { recursive: true, force: true });
    }
  });
});
