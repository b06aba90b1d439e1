import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import { MIGRATIONS_FOLDER } from '../../db/client';
import { SERVER_ROOT } from '../../paths';

/**
 * What a Sidecamp backup archive holds (a .tar.gz):
 *   manifest.json          this file's schema: versions, tables with their row counts, files with sha256
 *   database/<table>.copy  each public table in PostgreSQL's COPY text format, columns as listed
 *   uploads/<key>          the upload storage's files, under their storage keys
 */
export const BACKUP_FORMAT_VERSION = 1;

/** A name as PostgreSQL stores it for our tables and columns (snake case), so it can be quoted safely. */
const identifier = z.string().regex(/^[a-z_][a-z0-9_]{0,62}$/, 'not a plain lower-case identifier');
const sha256 = z.string().regex(/^[0-9a-f]{64}$/);
/** A storage key (uploads.storage.ts KEY_PATTERN), so extracting a file can never leave the folder. */
const uploadPath = z
  .string()
  .regex(/^[A-Za-z0-9_-][A-Za-z0-9._-]*(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/)
  .refine((value) => !value.split('/').some((segment) => segment === '..' || segment === '.'));

export const ManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT_VERSION),
  createdAt: z.iso.datetime(),
  appVersion: z.string(),
  /** Migrations applied to the database when it was dumped (rows of drizzle's journal table). */
  migrationCount: z.number().int().min(1),
  /** The last applied migration's hash, to tell an archive from a different line of migrations. */
  lastMigrationHash: z.string(),
  tables: z.array(
    z.object({
      name: identifier,
      columns: z.array(identifier).min(1),
      rows: z.number().int().min(0),
      file: z.string(),
      sha256,
    }),
  ),
  files: z.array(z.object({ path: uploadPath, size: z.number().int().min(0), sha256 })),
});
export type Manifest = z.infer<typeof ManifestSchema>;

export const quoteIdentifier = (name: string) => `"${identifier.parse(name)}"`;

export async function sha256OfFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/** The migrations this build of the server knows (drizzle's journal, in order). */
export async function knownMigrations(): Promise<Array<{ idx: number; tag: string; when: number }>> {
  const journal = JSON.parse(
    await readFile(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
  ) as {
    entries: Array<{ idx: number; tag: string; when: number }>;
  };
  return journal.entries;
}

export async function appVersion(): Promise<string> {
  const pkg = JSON.parse(await readFile(path.join(SERVER_ROOT, 'package.json'), 'utf8')) as {
    version: string;
  };
  return pkg.version;
}
