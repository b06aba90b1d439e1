import { execFile } from 'node:child_process';
import { chmod, copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { rowsOf } from '../../db/client';
import { openServerDatabase } from '../../db/serverDatabase';
import { RELAXED_RATE_LIMITS, testConfig } from '../../test/testApp';

/**
 * The upgrade from a release that kept its database in DATA_DIR/db on the earlier in-process engine
 * (docs/operations.md, "Upgrading from a release with PGlite"): that release's `npm run backup`
 * wrote fixtures/earlier-engine-backup.tar.gz from such a folder (a member, a post, an uploaded
 * picture; fixtures/earlier-engine-backup.json says what it held). This release's
 * `npm run restore -- <archive> --force` turns the data folder into an embedded PostgreSQL's, and
 * the server started on it keeps every row: the member logs in and reads the post and the picture.
 */

const SERVER_ROOT = path.resolve(import.meta.dirname, '../../..');
const FIXTURES = path.join(import.meta.dirname, 'fixtures');
const root = await mkdtemp(path.join(os.tmpdir(), 'sidecamp-upgrade-'));
// PostgreSQL runs as an unprivileged user when tests run as root: it must pass through the folders.
await chmod(root, 0o711);
afterAll(() => rm(root, { recursive: true, force: true }));

type Expected = {
  user: { no: number; email: string; password: string };
  postId: number;
  picture: { url: string; sizeBytes: number };
  rows: Record<string, number>;
};

function runRestoreCommand(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'src/ops/backup/restore.main.ts', ...args],
      { cwd: SERVER_ROOT, env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: '', ...env } },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
    );
  });
}

describe('upgrading from the earlier engine', () => {
  it("restores the earlier release's backup into this release's data folder, every row kept", async () => {
    const expected = JSON.parse(
      await readFile(path.join(FIXTURES, 'earlier-engine-backup.json'), 'utf8'),
    ) as Expected;
    // The data folder as the earlier release leaves it: its database folder, and the backup written
    // into DATA_DIR/backups by its `npm run backup`.
    const dataDir = path.join(root, 'data');
    await mkdir(path.join(dataDir, 'db'), { recursive: true });
    await writeFile(path.join(dataDir, 'db', 'PG_VERSION'), '17\n');
    await mkdir(path.join(dataDir, 'backups'));
    const archive = path.join(dataDir, 'backups', 'earlier-engine-backup.tar.gz');
    await copyFile(path.join(FIXTURES, 'earlier-engine-backup.tar.gz'), archive);

    const restored = await runRestoreCommand([archive, '--force'], { DATA_DIR: dataDir, INIT_CWD: root });
    expect(restored.code, restored.output).toBe(0);
    expect(restored.output).toMatch(/kept as .*data\.before-restore-/);
    // The earlier folder is kept beside the new one, with the archive in it.
    const kept = (await readdir(root)).find((name) => name.startsWith('data.before-restore-'));
    expect(kept).toBeDefined();
    expect(await readdir(path.join(root, kept ?? '', 'backups'))).toEqual(['earlier-engine-backup.tar.gz']);

    const config = testConfig({ DATA_DIR: dataDir, ...RELAXED_RATE_LIMITS });
    const { database } = await openServerDatabase(config);
    const built = await buildApp({ config, database });
    try {
      for (const [table, rows] of Object.entries(expected.rows)) {
        const [counted] = rowsOf<{ n: number }>(
          await database.db.execute(sql.raw(`select count(*)::int as n from public."${table}"`)),
        );
        expect(counted?.n, table).toBe(rows);
      }
      const login = await built.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: expected.user.email, password: expected.user.password },
      });
      expect(login.statusCode, login.body).toBe(200);
      const post = await built.app.inject({ method: 'GET', url: `/api/lounge/posts/${expected.postId}` });
      expect(post.statusCode, post.body).toBe(200);
      const picture = await built.app.inject({ method: 'GET', url: expected.picture.url });
      expect(picture.statusCode).toBe(200);
      expect(picture.rawPayload.byteLength).toBe(expected.picture.sizeBytes);
    } finally {
      await built.app.close();
      await built.events.stop();
      await database.close();
    }
  }, 180_000);
});
