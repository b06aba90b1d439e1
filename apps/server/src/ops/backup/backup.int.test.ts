import { execFile } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, stat, truncate, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TUploadDto } from '@sidecamp/domain';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { Config } from '../../config';
import { rowsOf } from '../../db/client';
import { openServerDatabase } from '../../db/serverDatabase';
import { registerUser } from '../../test/factories';
import { writePost } from '../../test/lounge';
import { publishedProject } from '../../test/projects';
import { RELAXED_RATE_LIMITS, type TestApp, testConfig } from '../../test/testApp';
import { knownMigrations } from './backup.format';
import { RestoreError, restoreBackup } from './restore';

/**
 * A backup taken by `npm run backup` (its own process) while the server runs on the embedded
 * PostgreSQL, restored into a fresh folder: every table holds the same rows, every file the same
 * bytes, and a server started on the restored folder works (sequences continue past the old ids).
 */

const SERVER_ROOT = path.resolve(import.meta.dirname, '../../..');
const root = await mkdtemp(path.join(os.tmpdir(), 'sidecamp-backup-test-'));
// PostgreSQL runs as an unprivileged user when tests run as root: it must pass through the folders.
await chmod(root, 0o711);
const sourceDir = path.join(root, 'source');
const backupsDir = path.join(root, 'backups');

const configFor = (dataDir: string): Config =>
  testConfig({
    DATA_DIR: dataDir,
    ...RELAXED_RATE_LIMITS,
  });

/** The app on the embedded PostgreSQL of `dataDir`, as the server runs it. */
async function startAppOn(dataDir: string): Promise<TestApp> {
  const config = configFor(dataDir);
  const { database } = await openServerDatabase(config);
  const built = await buildApp({ config, database });
  return {
    ...built,
    database,
    config,
    close: async () => {
      await built.app.close();
      await built.events.stop();
      await database.close();
    },
  };
}

/** Every public table's row count and a digest of all its rows (order-independent). */
async function fingerprint(t: TestApp): Promise<Record<string, { rows: number; digest: string }>> {
  const tables = rowsOf<{ name: string }>(
    await t.database.db.execute(
      sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
    ),
  );
  const result: Record<string, { rows: number; digest: string }> = {};
  for (const { name } of tables) {
    const [row] = rowsOf<{ rows: number; digest: string | null }>(
      await t.database.db.execute(
        sql.raw(
          `select count(*)::int as rows, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from public."${name}" t`,
        ),
      ),
    );
    result[name] = { rows: row?.rows ?? 0, digest: row?.digest ?? '' };
  }
  return result;
}

const png = (colour: string) =>
  sharp({ create: { width: 36, height: 20, channels: 3, background: colour } })
    .png()
    .toBuffer();

async function uploadPicture(t: TestApp, cookie: string, colour: string): Promise<TUploadDto> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await png(colour))], { type: 'image/png' }), 'p.png');
  const encoded = new Response(form);
  const res = await t.app.inject({
    method: 'POST',
    // A project logo is public by address, so the restored app serves it to anyone.
    url: '/api/uploads?purpose=project_logo',
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '', cookie },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as TUploadDto;
}

/** The files under a folder, relative path to bytes. */
async function filesUnder(dir: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    files.set(path.relative(dir, full), await readFile(full));
  }
  return files;
}

/** `npm run backup` as its own process (the server's configuration in `env`). */
async function runBackupCommand(env: Record<string, string>): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'src/ops/backup/backup.main.ts', '--out', backupsDir],
      { cwd: SERVER_ROOT, env: { ...process.env, NODE_ENV: 'test', ...env } },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
    );
  });
}

let archive: string;
let before: Record<string, { rows: number; digest: string }>;
let picture: TUploadDto;
let sourceFiles: Map<string, Buffer>;

beforeAll(async () => {
  const t = await startAppOn(sourceDir);
  try {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    await publishedProject(t, { leader: alice });
    await writePost(t, bob);
    picture = await uploadPicture(t, alice.cookie, '#2288aa');
    await t.events.drain();
    before = await fingerprint(t);
    sourceFiles = await filesUnder(path.join(sourceDir, 'uploads'));

    // `npm run backup` in its own process, joining the running server's PostgreSQL.
    const backup = await runBackupCommand({ DATA_DIR: sourceDir });
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toContain('the running embedded PostgreSQL');
    archive = /Wrote (\S+\.tar\.gz)/.exec(backup.output)?.[1] ?? '';
    expect(path.dirname(archive)).toBe(backupsDir);

    // Written after the backup: must not be in the restore.
    await writePost(t, alice);
  } finally {
    await t.close();
  }
}, 120_000);

afterAll(() => rm(root, { recursive: true, force: true }));

describe('backup and restore', () => {
  it('restores the same rows and files into a fresh folder, and a server runs on it', async () => {
    const restoredDir = path.join(root, 'restored');
    const result = await restoreBackup({ archive, dataDir: restoredDir });
    expect(result.manifest.tables.find((table) => table.name === 'users')?.rows).toBe(before.users?.rows);
    expect(result.manifest.files.map((file) => file.path).sort()).toEqual(
      [...sourceFiles.keys()].map((file) => file.split(path.sep).join('/')).sort(),
    );
    expect(before.users?.rows).toBe(2);
    expect(before.projects?.rows).toBeGreaterThanOrEqual(1);
    expect(before.posts?.rows).toBeGreaterThanOrEqual(1);
    expect(before.uploads?.rows).toBe(1);

    const restoredFiles = await filesUnder(path.join(restoredDir, 'uploads'));
    expect([...restoredFiles.keys()].sort()).toEqual([...sourceFiles.keys()].sort());
    for (const [name, bytes] of sourceFiles) expect(Buffer.compare(restoredFiles.get(name)!, bytes)).toBe(0);

    const t = await startAppOn(restoredDir);
    try {
      // Every table: same row count and same content (the post written after the backup is absent).
      expect(await fingerprint(t)).toEqual(before);
      const served = await t.app.inject({ method: 'GET', url: picture.url });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.byteLength).toBe(picture.sizeBytes);
      // Sequences continue past the restored ids: a new account gets a fresh number.
      const carol = await registerUser(t.app);
      expect(carol.no).toBeGreaterThan(2);
    } finally {
      await t.close();
    }
  }, 120_000);

  it('refuses a folder that is not empty and leaves it as it was', async () => {
    const occupied = path.join(root, 'occupied');
    await mkdir(occupied);
    await writeFile(path.join(occupied, 'notes.txt'), 'keep me');
    await expect(restoreBackup({ archive, dataDir: occupied })).rejects.toThrow(/is not empty.*--force/);
    expect(await readdir(occupied)).toEqual(['notes.txt']);
    expect(await readFile(path.join(occupied, 'notes.txt'), 'utf8')).toBe('keep me');
  });

  it('replaces a non-empty folder only with force, keeping the old one beside it', async () => {
    const occupied = path.join(root, 'occupied-forced');
    await mkdir(occupied);
    await writeFile(path.join(occupied, 'notes.txt'), 'old data');
    const result = await restoreBackup({ archive, dataDir: occupied, force: true });
    expect(result.replacedFolder).toMatch(/occupied-forced\.before-restore-/);
    expect(await readFile(path.join(result.replacedFolder!, 'notes.txt'), 'utf8')).toBe('old data');
    expect((await readdir(occupied)).sort()).toEqual(['postgres', 'uploads']);
  }, 60_000);

  it('refuses an archive from a newer Sidecamp', async () => {
    const unpacked = path.join(root, 'unpacked');
    await mkdir(unpacked);
    await tar.extract({ file: archive, cwd: unpacked });
    const manifestFile = path.join(unpacked, 'manifest.json');
    const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as { migrationCount: number };
    manifest.migrationCount = (await knownMigrations()).length + 1;
    await writeFile(manifestFile, JSON.stringify(manifest));
    const newer = path.join(root, 'newer.tar.gz');
    await tar.create({ gzip: true, file: newer, cwd: unpacked }, ['manifest.json', 'database', 'uploads']);
    const target = path.join(root, 'from-newer');
    await expect(restoreBackup({ archive: newer, dataDir: target })).rejects.toThrow(/newer Sidecamp/);
    await expect(stat(target)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('refuses a damaged archive with a clear error and writes nothing', async () => {
    const damaged = path.join(root, 'damaged.tar.gz');
    await writeFile(damaged, await readFile(archive));
    await truncate(damaged, Math.floor((await stat(damaged)).size / 2));
    const target = path.join(root, 'from-damaged');
    const error = await restoreBackup({ archive: damaged, dataDir: target }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(RestoreError);
    expect((error as Error).message).toMatch(/not a readable backup archive/);
    await expect(stat(target)).rejects.toMatchObject({ code: 'ENOENT' });
    // No half-restored work folder left beside it.
    expect((await readdir(root)).filter((name) => name.includes('restoring'))).toEqual([]);

    const notAnArchive = path.join(root, 'notes.tar.gz');
    await writeFile(notAnArchive, 'just some text');
    await expect(restoreBackup({ archive: notAnArchive, dataDir: target })).rejects.toThrow(
      /not a readable backup archive/,
    );
    await expect(stat(target)).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
