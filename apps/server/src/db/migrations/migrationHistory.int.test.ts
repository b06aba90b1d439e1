import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER, openDatabase } from '../client';
import { MigrationHistoryError } from './migrationHistory';
import { applyMigrations, createScratchDatabase, type ScratchDatabase, withClient } from './scratchDatabases';

const adminUrl = process.env.TEST_DATABASE_URL;

const open = (url: string) => openDatabase({ databaseUrl: url, poolSize: 2 });

describe.skipIf(!adminUrl)('a server starting on a database whose migrations do not match', () => {
  let database: ScratchDatabase;
  beforeAll(async () => {
    database = await createScratchDatabase(adminUrl ?? '', 'history');
    await applyMigrations(database.url, MIGRATIONS_FOLDER);
  });
  afterAll(() => database?.drop());

  it('starts on the complete history', async () => {
    const handle = await open(database.url);
    await handle.close();
  });

  it('refuses a database that skipped a migration older than its newest', async () => {
    // The state an upgrade leaves when a merged entry carries an older time than the newest applied.
    await withClient(database.url, (client) =>
      client.query(`delete from drizzle.__drizzle_migrations
         where created_at = (select created_at from drizzle.__drizzle_migrations order by created_at offset 40 limit 1)`),
    );
    const opening = open(database.url);
    await expect(opening).rejects.toBeInstanceOf(MigrationHistoryError);
    await expect(opening).rejects.toThrow(/0040_open_chat_pin was never applied/);
  });

  it('refuses a database that ran a migration this release does not know', async () => {
    await withClient(database.url, async (client) => {
      await client.query('truncate drizzle.__drizzle_migrations');
      await client.query(`insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)`, [
        'a'.repeat(64),
        1,
      ]);
    });
    await expect(open(database.url)).rejects.toThrow(/does not know \(hash aaaaaaaaaaaa/);
  });
});
