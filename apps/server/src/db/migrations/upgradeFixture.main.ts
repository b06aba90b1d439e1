import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { REPO_ROOT } from '../../paths';
import type { Journal } from './migrationJournal';
import { createScratchDatabase } from './scratchDatabases';

/**
 * Writes the upgrade test's fixture (upgrade.int.test.ts): the database of a previous release,
 * migrated and seeded with that release's own code, as a gzipped plain-SQL dump. It runs at
 * generation time only, so the test needs no git history (CI may clone shallow).
 *
 *   npx tsx src/db/migrations/upgradeFixture.main.ts <rev> [<last migration tag>]
 *
 * <rev> is checked out into a temporary git worktree (sharing this checkout's node_modules); with
 * a tag, journal entries after it are dropped there first, so the fixture stops at that migration.
 * Needs TEST_DATABASE_URL (a role that may create databases) and pg_dump on the PATH.
 */
export const UPGRADE_FIXTURE = path.join(import.meta.dirname, 'fixtures', 'previous-release.sql.gz');

function main() {
  const [rev, lastTag] = process.argv.slice(2);
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!rev || !adminUrl)
    throw new Error('usage: TEST_DATABASE_URL=... upgradeFixture.main.ts <rev> [<last migration tag>]');
  const commit = execFileSync('git', ['rev-parse', '--short', rev], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  }).trim();
  const work = mkdtempSync(path.join(tmpdir(), 'sidecamp-upgrade-fixture-'));
  const checkout = path.join(work, 'checkout');
  execFileSync('git', ['worktree', 'add', '--detach', checkout, commit], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
  return (async () => {
    const database = await createScratchDatabase(adminUrl, 'upgrade_fixture');
    try {
      for (const folder of ['node_modules', 'apps/server/node_modules'])
        if (existsSync(path.join(REPO_ROOT, folder)))
          symlinkSync(path.join(REPO_ROOT, folder), path.join(checkout, folder));
      const server = path.join(checkout, 'apps', 'server');
      if (lastTag) {
        const journalPath = path.join(server, 'drizzle', 'meta', '_journal.json');
        const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as Journal;
        const end = journal.entries.findIndex((entry) => entry.tag === lastTag);
        if (end < 0) throw new Error(`${lastTag} is not in ${commit}'s journal`);
        journal.entries = journal.entries.slice(0, end + 1);
        writeFileSync(journalPath, JSON.stringify(journal, null, 2));
      }
      // That release's own `npm run seed`: it migrates the empty database, then fills it.
      execFileSync('npx', ['tsx', 'src/seed/seed.main.ts'], {
        cwd: server,
        stdio: 'inherit',
        env: {
          ...process.env,
          DATABASE_URL: database.url,
          DATA_DIR: path.join(work, 'data'),
          NODE_ENV: 'development',
        },
      });
      const dump = execFileSync(
        'pg_dump',
        ['--no-owner', '--no-privileges', '--inserts', '--rows-per-insert=200', '--dbname', database.url],
        { encoding: 'utf8', maxBuffer: 512 * 1024 * 1024 },
      );
      // psql meta-commands (\restrict in newer pg_dump) cannot go through a driver; nothing else is lost.
      const sql = dump
        .split('\n')
        .filter((line) => !line.startsWith('\\'))
        .join('\n');
      const header = `-- Sidecamp ${commit}${lastTag ? ` through ${lastTag}` : ''}, migrated and seeded by that release (upgradeFixture.main.ts).\n`;
      writeFileSync(UPGRADE_FIXTURE, gzipSync(header + sql, { level: 9 }));
      console.log(
        `Wrote ${UPGRADE_FIXTURE} (${Math.round(readFileSync(UPGRADE_FIXTURE).length / 1024)} KB).`,
      );
    } finally {
      await database.drop();
      execFileSync('git', ['worktree', 'remove', '--force', checkout], { cwd: REPO_ROOT });
      rmSync(work, { recursive: true, force: true });
    }
  })();
}

if (process.argv[1] === import.meta.filename) {
  main()?.catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
