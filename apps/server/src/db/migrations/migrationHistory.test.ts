import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_ROOT } from '../../paths';
import { knownMigrations, migrationHistoryProblems } from './migrationHistory';

const known = knownMigrations(path.join(SERVER_ROOT, 'drizzle'));
const appliedAll = known.map((migration) => ({ hash: migration.hash, createdAt: migration.when }));

describe('the migration history a server starts on', () => {
  it('accepts a new database, a complete one, and one that is only behind', () => {
    expect(migrationHistoryProblems(known, [])).toEqual([]);
    expect(migrationHistoryProblems(known, appliedAll)).toEqual([]);
    expect(migrationHistoryProblems(known, appliedAll.slice(0, 10))).toEqual([]);
  });

  it('refuses a database that skipped an entry older than its newest', () => {
    const skipped = known[40];
    if (!skipped) throw new Error('fewer than 41 migrations');
    const applied = appliedAll.filter((migration) => migration.hash !== skipped.hash);
    expect(migrationHistoryProblems(known, applied)).toEqual([
      `${skipped.tag} was never applied, but it is older than the newest migration the database ran, so it would be skipped`,
    ]);
  });

  it('refuses a database that ran a migration this release does not know', () => {
    const applied = [...appliedAll, { hash: 'f'.repeat(64), createdAt: Date.now() }];
    expect(migrationHistoryProblems(known, applied)).toEqual([
      expect.stringContaining('has applied a migration this release does not know (hash ffffffffffff'),
    ]);
  });
});
