import type pg from 'pg';
import { migrationHash, readMigrationFolder } from './migrationJournal';

/** One journal entry as the migrator sees it. */
export type KnownMigration = { tag: string; when: number; hash: string };
/** One row of drizzle's `__drizzle_migrations`: what a database has applied. */
export type AppliedMigration = { hash: string; createdAt: number };

export class MigrationHistoryError extends Error {
  override name = 'MigrationHistoryError';
}

export function knownMigrations(migrationsFolder: string): KnownMigration[] {
  const { journal, sqlFiles } = readMigrationFolder(migrationsFolder);
  return journal.entries.map((entry) => ({
    tag: entry.tag,
    when: entry.when,
    hash: migrationHash(sqlFiles.get(entry.tag) ?? ''),
  }));
}

/**
 * Why a database's migration history cannot be continued by this release, one sentence each.
 * drizzle-orm's migrator runs only the entries whose `when` is after the newest one applied, so it
 * would silently skip (1) an entry older than that which the database never ran, and it never
 * notices (2) a database that ran a migration this release does not have: written by a newer
 * version, or an applied file edited afterwards (its hash changed).
 */
export function migrationHistoryProblems(known: KnownMigration[], applied: AppliedMigration[]): string[] {
  if (applied.length === 0) return [];
  const problems: string[] = [];
  const knownHashes = new Set(known.map((migration) => migration.hash));
  const appliedHashes = new Set(applied.map((migration) => migration.hash));
  for (const migration of applied)
    if (!knownHashes.has(migration.hash))
      problems.push(
        `the database has applied a migration this release does not know (hash ${migration.hash.slice(0, 12)}, journal time ${migration.createdAt}): it was made by a newer or different version, or an applied migration file was edited since`,
      );
  const newestApplied = Math.max(...applied.map((migration) => migration.createdAt));
  for (const migration of known)
    if (migration.when <= newestApplied && !appliedHashes.has(migration.hash))
      problems.push(
        `${migration.tag} was never applied, but it is older than the newest migration the database ran, so it would be skipped`,
      );
  return problems;
}

/**
 * Refuses (MigrationHistoryError) a database whose history the migrator would continue wrongly,
 * instead of starting on a schema that silently lacks a migration. Run before migrating, under the
 * migration lock. A database that never ran a migration passes.
 */
export async function assertMigrationHistory(client: pg.ClientBase, migrationsFolder: string): Promise<void> {
  const table = await client.query<{ found: string | null }>(
    `select to_regclass('drizzle.__drizzle_migrations')::text as found`,
  );
  if (!table.rows[0]?.found) return;
  const rows = await client.query<{ hash: string; created_at: string | null }>(
    'select hash, created_at from drizzle.__drizzle_migrations',
  );
  const applied = rows.rows.map((row) => ({ hash: row.hash, createdAt: Number(row.created_at ?? 0) }));
  const problems = migrationHistoryProblems(knownMigrations(migrationsFolder), applied);
  if (problems.length > 0)
    throw new MigrationHistoryError(
      `The database's migrations do not match this release, so the server will not start on it:\n- ${problems.join('\n- ')}\nRestore a backup taken before the mismatch, or run the release that made it (docs/database.md#when-the-server-refuses-the-database).`,
    );
}
