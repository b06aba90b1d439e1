import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import * as tar from 'tar';
import {
  appVersion,
  BACKUP_FORMAT_VERSION,
  type Manifest,
  quoteIdentifier,
  sha256OfFile,
} from './backup.format';

export type BackupInput = {
  /** The database to dump: a PostgreSQL server (postgresSource). */
  source: DumpSource;
  /** The local upload folder, whose files go into the archive; undefined when uploads are in S3. */
  uploadsDir: string | undefined;
  /** The folder the archive is written to. */
  outDir: string;
  now?: Date;
};

export type BackupResult = { archive: string; manifest: Manifest };

/** What a dump reads from: one connection, so a transaction spans every statement. */
export type DumpSource = {
  query: <Row>(text: string) => Promise<Row[]>;
  /** Runs `copy … to stdout` and writes what it outputs to `file`. */
  copyOut: (copyToStdout: string, file: string) => Promise<void>;
  close: () => Promise<void>;
};

/** A PostgreSQL server (the embedded one, or DATABASE_URL); COPY output is streamed to the file. */
export async function postgresSource(databaseUrl: string): Promise<DumpSource> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  return {
    query: async <Row>(text: string) => (await client.query(text)).rows as Row[],
    copyOut: (statement, file) =>
      pipeline(client.query(copyTo(statement)), createWriteStream(file, { flags: 'wx' })),
    close: () => client.end(),
  };
}

/** Every ordinary table of the public schema with its stored (not generated) columns, in order. */
const TABLES_SQL = `
  select c.relname as name,
         array_agg(a.attname::text order by a.attnum) as columns
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
   where n.nspname = 'public' and c.relkind in ('r', 'p')
   group by c.relname
   order by c.relname`;

/**
 * Writes one archive holding a consistent dump of the database and the upload files, while the
 * server keeps running: every table is read inside one REPEATABLE READ READ ONLY transaction, so
 * all of them come from the same snapshot (a post and its replies, a row and the upload it names).
 */
export async function writeBackup(input: BackupInput): Promise<BackupResult> {
  const now = input.now ?? new Date();
  const staging = await mkdtemp(path.join(os.tmpdir(), 'sidecamp-backup-'));
  try {
    await mkdir(path.join(staging, 'database'));
    const source = input.source;
    let tables: Manifest['tables'];
    let migrationCount: number;
    let lastMigrationHash: string;
    try {
      await source.query('begin isolation level repeatable read read only');
      const [journal] = await source.query<{ count: string; hash: string | null }>(
        `select count(*)::text as count,
                (select hash from drizzle.__drizzle_migrations order by created_at desc, id desc limit 1) as hash
           from drizzle.__drizzle_migrations`,
      );
      migrationCount = Number(journal?.count ?? 0);
      lastMigrationHash = journal?.hash ?? '';
      if (migrationCount === 0)
        throw new Error('The database has no applied migrations: nothing to back up.');
      const listed = await source.query<{ name: string; columns: string[] }>(TABLES_SQL);
      tables = [];
      for (const table of listed) {
        const file = `database/${table.name}.copy`;
        const columns = table.columns.map(quoteIdentifier).join(', ');
        const target = path.join(staging, file);
        // COPY's text format: exact for every type, read back by COPY FROM on any later PostgreSQL.
        await source.copyOut(`copy public.${quoteIdentifier(table.name)} (${columns}) to stdout`, target);
        const [counted] = await source.query<{ rows: string }>(
          `select count(*)::text as rows from public.${quoteIdentifier(table.name)}`,
        );
        const rows = Number(counted?.rows ?? 0);
        if (rows > 0 && (await stat(target)).size === 0)
          throw new Error(`COPY of table ${table.name} gave nothing, but it has ${rows} rows.`);
        tables.push({
          name: table.name,
          columns: table.columns,
          rows,
          file,
          sha256: await sha256OfFile(target),
        });
      }
      await source.query('commit');
    } catch (error) {
      await source.query('rollback').catch(() => undefined);
      throw error;
    }

    // After the snapshot: uploads are written beside their key and renamed into place, and never
    // changed afterwards, so every file a dumped row names is already complete on disk when the
    // folder is copied. A file uploaded after the snapshot may come along too (no dumped row names
    // it: harmless). The one gap: a delete committed after the snapshot removes a file whose row is
    // in the dump; that picture is then missing after a restore, as it would have been a moment later.
    const files = input.uploadsDir ? await copyUploads(input.uploadsDir, path.join(staging, 'uploads')) : [];
    await mkdir(path.join(staging, 'uploads'), { recursive: true });

    const manifest: Manifest = {
      format: BACKUP_FORMAT_VERSION,
      createdAt: now.toISOString(),
      appVersion: await appVersion(),
      migrationCount,
      lastMigrationHash,
      tables,
      files,
    };
    await writeFile(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);

    await mkdir(input.outDir, { recursive: true });
    const stamp = now.toISOString().replace(/[:.]/g, '-');
    const archive = path.join(path.resolve(input.outDir), `sidecamp-backup-${stamp}.tar.gz`);
    // Written under a temporary name and renamed: an archive under the real name is always whole.
    const partial = `${archive}.${randomBytes(4).toString('hex')}.partial`;
    try {
      await tar.create({ gzip: true, file: partial, cwd: staging, portable: true }, [
        'manifest.json',
        'database',
        'uploads',
      ]);
      await rename(partial, archive);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    return { archive, manifest };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** Copies the upload folder's finished files (not `.partial` ones being written), with their sha256. */
async function copyUploads(from: string, to: string): Promise<Manifest['files']> {
  await mkdir(to, { recursive: true });
  const files: Manifest['files'] = [];
  const entries = await readdir(from, { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  for (const entry of entries) {
    if (!entry.isFile() || entry.name.endsWith('.partial')) continue;
    const source = path.join(entry.parentPath, entry.name);
    const relative = path.relative(from, source).split(path.sep).join('/');
    const target = path.join(to, relative);
    await mkdir(path.dirname(target), { recursive: true });
    await copyFile(source, target);
    files.push({ path: relative, size: (await stat(target)).size, sha256: await sha256OfFile(target) });
  }
  return files.sort((a, b) => a.path.localeCompare(b.path));
}
