import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_ROOT } from '../../paths';
import { migratedSchemaDrift } from './schemaDrift';

const adminUrl = process.env.TEST_DATABASE_URL;
const migrationsFolder = path.join(SERVER_ROOT, 'drizzle');

// Needs a PostgreSQL role that may create databases (TEST_DATABASE_URL), as CI gives it.
describe.skipIf(!adminUrl)('a database migrated from scratch against the tables', () => {
  it('has the tables, columns, types, defaults, indexes and constraints the tables declare', async () => {
    expect(await migratedSchemaDrift({ adminUrl: adminUrl ?? '', migrationsFolder })).toEqual({
      onlyInMigrated: [],
      onlyInSchema: [],
    });
  });

  it('reports a column a migration changed without its table', async () => {
    const drift = await migratedSchemaDrift({
      adminUrl: adminUrl ?? '',
      migrationsFolder,
      afterMigrations: `alter table users alter column nickname drop not null;
        create index users_drifted_idx on users (created_at)`,
    });
    expect(drift.onlyInMigrated).toEqual([
      'column users.nickname text',
      'index CREATE INDEX users_drifted_idx ON public.users USING btree (created_at)',
    ]);
    expect(drift.onlyInSchema).toEqual(['column users.nickname text not null']);
  });
});
