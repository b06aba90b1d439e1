import path from 'node:path';
import { SERVER_ROOT } from '../../paths';
import { journalProblems, readMigrationFolder } from './migrationJournal';
import { latestSnapshot, migratedSchemaDrift, ungeneratedChanges } from './schemaDrift';

/**
 * `npm run check:migrations` (in `npm run check` and CI): the journal's order and files, the
 * latest snapshot against the tables, and, with TEST_DATABASE_URL (a PostgreSQL role that may create
 * databases), a database migrated from scratch against one built from the tables.
 */
const MIGRATIONS_FOLDER = path.join(SERVER_ROOT, 'drizzle');

async function main(): Promise<number> {
  let failed = false;
  const problems = journalProblems(readMigrationFolder(MIGRATIONS_FOLDER));
  if (problems.length > 0) {
    failed = true;
    console.error(
      `The migration journal is wrong in ${problems.length} place(s):\n  ${problems.join('\n  ')}`,
    );
  } else console.log('Journal: entries in order, every SQL file listed, snapshots in one line.');

  const changes = await ungeneratedChanges(MIGRATIONS_FOLDER);
  if (changes.length > 0) {
    failed = true;
    console.error(
      `The tables differ from the latest snapshot (${latestSnapshot(MIGRATIONS_FOLDER).file}); run \`npm run db:generate -w @sidecamp/server\`. drizzle-kit would write:\n  ${changes.join('\n  ')}`,
    );
  } else console.log(`Snapshot: ${latestSnapshot(MIGRATIONS_FOLDER).file} matches the tables.`);

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    console.log(
      'Migrated schema: not compared (set TEST_DATABASE_URL to a PostgreSQL that may create databases).',
    );
  } else {
    const drift = await migratedSchemaDrift({ adminUrl, migrationsFolder: MIGRATIONS_FOLDER });
    if (drift.onlyInMigrated.length + drift.onlyInSchema.length > 0) {
      failed = true;
      console.error('A database migrated from scratch differs from the tables:');
      for (const line of drift.onlyInMigrated) console.error(`  only migrated: ${line}`);
      for (const line of drift.onlyInSchema) console.error(`  only declared: ${line}`);
    } else console.log('Migrated schema: a database migrated from scratch equals the tables.');
  }
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
