import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export type JournalEntry = { idx: number; version: string; when: number; tag: string; breakpoints: boolean };
export type Journal = { version: string; dialect: string; entries: JournalEntry[] };

/** What the checks read from a migrations folder: the journal, the SQL files and the snapshots. */
export type MigrationFolder = {
  journal: Journal;
  /** File name (without `.sql`) to content, for every SQL file in the folder. */
  sqlFiles: Map<string, string>;
  /** Snapshot file name to its `id` and `prevId`. */
  snapshots: Map<string, { id: string; prevId: string }>;
};

/**
 * Entries merged with a `when` below an earlier entry's before the journal was checked: 0043 was
 * given a later time than 0044-0046 so that databases which had run those would still run it.
 * Databases have applied them in that order, and an applied entry never changes, so they stay;
 * every other entry must be later than all before it.
 */
export const ENTRIES_BEFORE_THE_ORDER_CHECK = new Set([
  '0044_project_succession',
  '0045_resume_work_visibility',
  '0046_team_gap_matching',
]);

export function readMigrationFolder(folder: string): MigrationFolder {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as Journal;
  const sqlFiles = new Map<string, string>();
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.sql')))
    sqlFiles.set(file.slice(0, -'.sql'.length), readFileSync(path.join(folder, file), 'utf8'));
  const snapshots = new Map<string, { id: string; prevId: string }>();
  // drizzle-kit takes every file in meta/ not starting with '_' for a snapshot.
  for (const file of readdirSync(path.join(folder, 'meta')).filter((name) => !name.startsWith('_'))) {
    const { id, prevId } = JSON.parse(readFileSync(path.join(folder, 'meta', file), 'utf8'));
    snapshots.set(file, { id, prevId });
  }
  return { journal, sqlFiles, snapshots };
}

/** The hash drizzle-orm's migrator records for a migration (sha256 of the whole file). */
export const migrationHash = (sql: string) => createHash('sha256').update(sql).digest('hex');

/**
 * What is wrong with a migrations folder, one sentence per problem (empty when nothing is):
 * - the journal's `idx` counts 0, 1, 2, ... and every `when` is later than all earlier ones (the
 *   migrator runs only entries newer than the newest a database has applied, so an entry placed
 *   before it would be skipped on every upgraded database);
 * - every journal entry has its SQL file and every SQL file its entry;
 * - no two snapshots name the same parent (drizzle-kit refuses to generate on such a fork).
 */
export function journalProblems(folder: MigrationFolder): string[] {
  const problems: string[] = [];
  let latest = Number.NEGATIVE_INFINITY;
  let latestTag = '';
  const tags = new Set<string>();
  folder.journal.entries.forEach((entry, position) => {
    if (entry.idx !== position)
      problems.push(`${entry.tag}: idx is ${entry.idx} but it is entry ${position} of the journal`);
    if (tags.has(entry.tag)) problems.push(`${entry.tag}: appears twice in the journal`);
    tags.add(entry.tag);
    if (!Number.isSafeInteger(entry.when))
      problems.push(`${entry.tag}: 'when' is not a time in milliseconds`);
    else if (entry.when <= latest && !ENTRIES_BEFORE_THE_ORDER_CHECK.has(entry.tag))
      problems.push(
        `${entry.tag}: 'when' ${entry.when} is not after ${latestTag}'s ${latest}, so databases that ran ${latestTag} would skip it; give it a later time than every entry before it`,
      );
    if (entry.when > latest) {
      latest = entry.when;
      latestTag = entry.tag;
    }
    if (!folder.sqlFiles.has(entry.tag))
      problems.push(`${entry.tag}: in the journal but ${entry.tag}.sql is missing`);
  });
  for (const file of folder.sqlFiles.keys())
    if (!tags.has(file)) problems.push(`${file}.sql: not in meta/_journal.json, so it would never run`);

  const childrenOf = new Map<string, string[]>();
  for (const [file, { prevId }] of folder.snapshots)
    childrenOf.set(prevId, [...(childrenOf.get(prevId) ?? []), file]);
  for (const [parent, children] of childrenOf)
    if (children.length > 1)
      problems.push(
        `snapshots ${children.join(', ')} all name ${parent} as their parent (drizzle-kit stops on it)`,
      );
  return problems;
}
