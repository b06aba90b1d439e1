import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { TReadinessResponse } from '@sidecamp/domain';
import { sql } from 'drizzle-orm';
import { type DatabaseHandle, MIGRATION_LOCK_KEY, MIGRATIONS_FOLDER, rowsOf } from '../../db/client';

export type JournalEntry = { tag: string; when: number };

/** The migrations this build ships, from drizzle's journal (read once at start). */
export function readMigrationJournal(folder = MIGRATIONS_FOLDER): JournalEntry[] {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  return journal.entries.map((entry) => ({ tag: entry.tag, when: Number(entry.when) }));
}

/** SQLSTATE of a missing table: drizzle's bookkeeping table before the first migration ran. */
const UNDEFINED_TABLE = '42P01';

const codeOf = (error: unknown): unknown => {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (code !== undefined) return code;
    current = current.cause;
  }
  return undefined;
};

/**
 * Readiness: the database answers and every migration of the journal is applied. drizzle records
 * each applied migration in drizzle.__drizzle_migrations with the journal's `when` as created_at
 * (that is what its migrator compares, not the file's hash), so the same comparison tells which are
 * missing. A process migrating holds the migration advisory lock (db/client.ts) meanwhile, which
 * tells "running now" from "not started".
 */
export async function checkReadiness(
  database: DatabaseHandle,
  journal: readonly JournalEntry[],
): Promise<TReadinessResponse> {
  const databaseState = { driver: database.driver, ok: true };
  let appliedWhens: Set<number>;
  try {
    const rows = rowsOf<{ created_at: string | number }>(
      await database.db.execute(sql`select created_at from drizzle.__drizzle_migrations`),
    );
    appliedWhens = new Set(rows.map((row) => Number(row.created_at)));
  } catch (error) {
    if (codeOf(error) !== UNDEFINED_TABLE) {
      return {
        ready: false,
        reason: 'database_unavailable',
        message: 'The database does not answer.',
        database: { ...databaseState, ok: false },
        migrations: null,
      };
    }
    appliedWhens = new Set();
  }
  const pending = journal.filter((entry) => !appliedWhens.has(entry.when)).map((entry) => entry.tag);
  const migrations = { applied: journal.length - pending.length, expected: journal.length, pending };
  if (pending.length === 0)
    return { ready: true, reason: null, message: 'Ready.', database: databaseState, migrations };
  let running = false;
  try {
    // A bigint advisory key is held as classid (high 32 bits) and objid (low 32 bits), objsubid 1.
    // Advisory locks belong to one database, while pg_locks shows the whole server's.
    const rows = rowsOf<{ running: boolean }>(
      await database.db.execute(sql`
        select exists (
          select 1 from pg_locks
           where locktype = 'advisory' and granted and objsubid = 1
             and database = (select oid from pg_database where datname = current_database())
             and classid = ${Math.floor(MIGRATION_LOCK_KEY / 2 ** 32)}::oid
             and objid = ${MIGRATION_LOCK_KEY % 2 ** 32}::oid) as running`),
    );
    running = rows[0]?.running === true;
  } catch {
    // Whether someone migrates right now is detail; the answer is "not ready" either way.
  }
  return {
    ready: false,
    reason: running ? 'migrations_running' : 'migrations_pending',
    message: running
      ? `Migrations are running (${pending.length} of ${journal.length} still to apply).`
      : `${pending.length} of ${journal.length} migrations are not applied yet.`,
    database: databaseState,
    migrations,
  };
}
