import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_ROOT } from '../../paths';
import { journalProblems, type MigrationFolder, readMigrationFolder } from './migrationJournal';

const real = () => readMigrationFolder(path.join(SERVER_ROOT, 'drizzle'));

/** A copy of the real folder to break on purpose. */
const copyOf = (folder: MigrationFolder): MigrationFolder => ({
  journal: structuredClone(folder.journal),
  sqlFiles: new Map(folder.sqlFiles),
  snapshots: new Map(folder.snapshots),
});

describe('the migration journal check', () => {
  it('passes the committed migrations', () => {
    expect(journalProblems(real())).toEqual([]);
  });

  it('fails a journal whose entry is placed before an earlier time (reordered)', () => {
    const folder = copyOf(real());
    const entries = folder.journal.entries;
    const last = entries.at(-1);
    const before = entries.at(-2);
    if (!last || !before) throw new Error('the journal has fewer than two entries');
    last.when = before.when - 1;
    expect(journalProblems(folder)).toEqual([
      expect.stringMatching(new RegExp(`^${last.tag}: 'when' .* would skip it`)),
    ]);
  });

  it('fails an idx that does not count up', () => {
    const folder = copyOf(real());
    const third = folder.journal.entries[2];
    if (!third) throw new Error('the journal has fewer than three entries');
    third.idx = 7;
    expect(journalProblems(folder)).toEqual([`${third.tag}: idx is 7 but it is entry 2 of the journal`]);
  });

  it('fails a SQL file the journal does not list, and an entry without its file', () => {
    const folder = copyOf(real());
    folder.sqlFiles.set('20261128093000_forgotten', 'select 1;');
    const dropped = folder.journal.entries[5]?.tag ?? '';
    folder.sqlFiles.delete(dropped);
    expect(journalProblems(folder)).toEqual([
      `${dropped}: in the journal but ${dropped}.sql is missing`,
      '20261128093000_forgotten.sql: not in meta/_journal.json, so it would never run',
    ]);
  });

  it('fails two snapshots that fork from one parent', () => {
    const folder = copyOf(real());
    const [, second] = [...folder.snapshots.values()];
    if (!second) throw new Error('fewer than two snapshots');
    folder.snapshots.set('20261128093000_snapshot.json', { id: 'fork', prevId: second.prevId });
    expect(journalProblems(folder)).toEqual([expect.stringContaining('20261128093000_snapshot.json')]);
  });
});
