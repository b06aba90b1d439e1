import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import * as tar from 'tar';
import { MIGRATIONS_FOLDER } from '../../db/client';
import { runningEmbeddedPostgresUrl, startEmbeddedPostgres } from '../../db/embeddedPostgres';
import {
  knownMigrations,
  type Manifest,
  ManifestSchema,
  quoteIdentifier,
  sha256OfFile,
} from './backup.format';

export class RestoreError extends Error {}

export type RestoreInput = {
  archive: string;
  /** The data folder to create (DATA_DIR of the server that will run on it). */
  dataDir: string;
  /** Replace a non-empty data folder (it is kept beside, renamed, not deleted). */
  force?: boolean;
  onProgress?: (message: string) => void;
};

export type RestoreResult = { dataDir: string; manifest: Manifest; replacedFolder?: string };

/**
 * Restores an archive into a data folder for the embedded PostgreSQL: everything is built in a
 * temporary folder beside the target (a new cluster, migrated to the archive's migration, every
 * table loaded and counted, every upload checked against its sha256) and renamed into place at
 * the end, so a failure at any step leaves the target as it was.
 */
export async function restoreBackup(input: RestoreInput): Promise<RestoreResult> {
  const say = input.onProgress ?? (() => {});
  const target = path.resolve(input.dataDir);
  const targetEntries = await readdir(target).catch(() => null);
  if (targetEntries && targetEntries.length > 0) {
    if (!input.force)
      throw new RestoreError(
        `${target} is not empty. Restore into a new folder (--data-dir), or add --force to replace it (the old folder is kept beside it).`,
      );
    if (await runningEmbeddedPostgresUrl(path.join(target, 'postgres')))
      throw new RestoreError(`A server is running on ${target}: stop it before replacing its data.`);
  }

  await mkdir(path.dirname(target), { recursive: true });
  const work = path.join(
    path.dirname(target),
    `.${path.basename(target)}.restoring-${randomBytes(4).toString('hex')}`,
  );
  const extracted = path.join(work, 'archive');
  const data = path.join(work, 'data');
  await mkdir(extracted, { recursive: true });
  await mkdir(data);
  try {
    const manifest = await unpack(input.archive, extracted);
    say(
      `Archive from ${manifest.createdAt} (Sidecamp ${manifest.appVersion}, migration ${manifest.migrationCount}): ${manifest.tables.length} tables, ${manifest.files.length} files.`,
    );
    const known = await knownMigrations();
    if (manifest.migrationCount > known.length)
      throw new RestoreError(
        `The archive comes from a newer Sidecamp (migration ${manifest.migrationCount}; this one knows ${known.length}). Restore it with that version or later.`,
      );

    await loadDatabase(manifest, extracted, path.join(data, 'postgres'), say);
    await placeUploads(manifest, extracted, path.join(data, 'uploads'));
    say(`Checked ${manifest.files.length} upload files against their sha256.`);

    let replacedFolder: string | undefined;
    if (targetEntries && targetEntries.length > 0) {
      replacedFolder = `${target}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      await rename(target, replacedFolder);
    } else if (targetEntries) {
      await rm(target, { recursive: true });
    }
    await rename(data, target);
    return { dataDir: target, manifest, replacedFolder };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function unpack(archive: string, into: string): Promise<Manifest> {
  try {
    // strict: a damaged archive (bad gzip, truncated tar) is an error, not a warning. sync: the
    // asynchronous extractor rejects while it is still writing files, which would race the clean-up.
    tar.extract({ file: archive, cwd: into, strict: true, sync: true });
  } catch (error) {
    throw new RestoreError(`${archive} is not a readable backup archive (${(error as Error).message}).`);
  }
  let manifest: Manifest;
  try {
    manifest = ManifestSchema.parse(JSON.parse(await readFile(path.join(into, 'manifest.json'), 'utf8')));
  } catch (error) {
    throw new RestoreError(`${archive} has no valid Sidecamp manifest (${(error as Error).message}).`);
  }
  for (const table of manifest.tables) {
    if (table.file !== `database/${table.name}.copy`)
      throw new RestoreError(`The manifest names an unexpected file for table ${table.name}.`);
    const actual = await sha256OfFile(path.join(into, table.file)).catch(() => 'missing');
    if (actual !== table.sha256)
      throw new RestoreError(`The dump of table ${table.name} is damaged or missing.`);
  }
  return manifest;
}

/**
 * A new embedded cluster, migrated exactly to the archive's migration (the rows fit that schema),
 * then loaded. Later migrations run when the server first starts on the folder, as after an upgrade.
 */
async function loadDatabase(
  manifest: Manifest,
  extracted: string,
  postgresDir: string,
  say: (message: string) => void,
): Promise<void> {
  const embedded = await startEmbeddedPostgres({ dir: postgresDir });
  try {
    const client = new pg.Client({ connectionString: embedded.url });
    await client.connect();
    try {
      await migrate(drizzle({ client }), {
        migrationsFolder: await migrationsUpTo(
          manifest.migrationCount,
          path.join(path.dirname(extracted), 'migrations'),
        ),
      });
      const applied = await client.query<{ count: string; hash: string }>(
        `select count(*)::text as count,
                (select hash from drizzle.__drizzle_migrations order by created_at desc, id desc limit 1) as hash
           from drizzle.__drizzle_migrations`,
      );
      if (applied.rows[0]?.hash !== manifest.lastMigrationHash)
        throw new RestoreError(
          `Migration ${manifest.migrationCount} of this Sidecamp differs from the archive's: it comes from another line of development.`,
        );

      const present = await client.query<{ name: string }>(
        `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind in ('r', 'p')`,
      );
      const presentNames = new Set(present.rows.map((row) => row.name));
      const missing = manifest.tables.filter((table) => !presentNames.has(table.name));
      if (missing.length > 0)
        throw new RestoreError(
          `The archive has tables this schema lacks: ${missing.map((t) => t.name).join(', ')}.`,
        );

      await client.query('begin');
      // As the cluster's superuser: triggers and foreign-key checks are off while loading, so tables
      // load in any order (the rows were consistent in the snapshot they came from).
      await client.query('set local session_replication_role = replica');
      // Migrations may insert reference rows; the archive's rows replace them.
      await client.query(
        `truncate ${[...presentNames].map((name) => `public.${quoteIdentifier(name)}`).join(', ')}`,
      );
      for (const table of manifest.tables) {
        const columns = table.columns.map(quoteIdentifier).join(', ');
        await pipeline(
          createReadStream(path.join(extracted, table.file)),
          client.query(copyFrom(`copy public.${quoteIdentifier(table.name)} (${columns}) from stdin`)),
        );
        const counted = await client.query<{ rows: string }>(
          `select count(*)::text as rows from public.${quoteIdentifier(table.name)}`,
        );
        if (Number(counted.rows[0]?.rows) !== table.rows)
          throw new RestoreError(
            `Table ${table.name}: loaded ${counted.rows[0]?.rows} rows, the manifest says ${table.rows}.`,
          );
      }
      await resetSequences(client);
      await client.query('commit');
      const total = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
      say(`Loaded ${total} rows into ${manifest.tables.length} tables; row counts match the manifest.`);
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      await client.end().catch(() => undefined);
    }
  } finally {
    await embedded.stop();
  }
}

/** Sets every serial or identity sequence of the public schema past the largest value in its column. */
async function resetSequences(client: pg.Client): Promise<void> {
  const owned = await client.query<{ sequence: string; table: string; column: string }>(
    `select s.relname as sequence, t.relname as table, a.attname as column
       from pg_class s
       join pg_namespace n on n.oid = s.relnamespace
       join pg_depend d on d.objid = s.oid and d.deptype in ('a', 'i')
       join pg_class t on t.oid = d.refobjid
       join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
      where s.relkind = 'S' and n.nspname = 'public'`,
  );
  for (const row of owned.rows) {
    const column = quoteIdentifier(row.column);
    await client.query(
      `select setval('public.${quoteIdentifier(row.sequence)}', coalesce(max(${column}), 1), max(${column}) is not null)
         from public.${quoteIdentifier(row.table)}`,
    );
  }
}

/** A copy of the migrations folder whose journal stops at `count`, for drizzle's migrator. */
async function migrationsUpTo(count: number, folder: string): Promise<string> {
  await mkdir(path.join(folder, 'meta'), { recursive: true });
  const journal = JSON.parse(
    await readFile(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
  ) as {
    entries: Array<{ tag: string }>;
  };
  journal.entries = journal.entries.slice(0, count);
  for (const entry of journal.entries)
    await copyFile(path.join(MIGRATIONS_FOLDER, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  await writeFile(path.join(folder, 'meta', '_journal.json'), JSON.stringify(journal));
  return folder;
}

/** Moves the archive's upload files into place, each checked against the manifest's size and sha256. */
async function placeUploads(manifest: Manifest, extracted: string, uploadsDir: string): Promise<void> {
  await mkdir(uploadsDir, { recursive: true });
  for (const file of manifest.files) {
    const source = path.join(extracted, 'uploads', ...file.path.split('/'));
    const info = await stat(source).catch(() => null);
    if (!info?.isFile() || info.size !== file.size || (await sha256OfFile(source)) !== file.sha256)
      throw new RestoreError(`Upload ${file.path} in the archive is damaged or missing.`);
    const target = path.join(uploadsDir, ...file.path.split('/'));
    await mkdir(path.dirname(target), { recursive: true });
    await rename(source, target);
  }
}
