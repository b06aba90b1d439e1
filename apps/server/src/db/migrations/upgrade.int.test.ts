import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app';
import { DEMO_PASSWORD } from '../../seed/people.seed';
import { testConfig } from '../../test/testApp';
import { type DatabaseHandle, MIGRATIONS_FOLDER, openDatabase } from '../client';
import { knownMigrations } from './migrationHistory';
import { compareCatalogs, describeCatalog } from './schemaCatalog';
import {
  applyDeclaredSchema,
  createScratchDatabase,
  type ScratchDatabase,
  withClient,
} from './scratchDatabases';
import { UPGRADE_FIXTURE } from './upgradeFixture.main';

const adminUrl = process.env.TEST_DATABASE_URL;

/** Rows per table of the `public` schema. */
async function rowCounts(url: string): Promise<Record<string, number>> {
  return withClient(url, async (client) => {
    const tables = await client.query<{ name: string }>(
      `select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
    );
    const counts: Record<string, number> = {};
    for (const { name } of tables.rows) {
      const result = await client.query<{ count: string }>(`select count(*) from public."${name}"`);
      counts[name] = Number(result.rows[0]?.count);
    }
    return counts;
  });
}

// The previous release's database (fixtures/previous-release.sql.gz, written by
// upgradeFixture.main.ts with that release's migrations and demo data) upgraded by this one.
describe.skipIf(!adminUrl)('upgrading the previous release’s database', () => {
  let database: ScratchDatabase;
  let handle: DatabaseHandle | undefined;
  let built: App | undefined;
  let before: Record<string, number>;
  let after: Record<string, number>;

  beforeAll(async () => {
    database = await createScratchDatabase(adminUrl ?? '', 'upgrade');
    const dump = gunzipSync(readFileSync(UPGRADE_FIXTURE)).toString('utf8');
    await withClient(database.url, (client) => client.query(dump));
    before = await rowCounts(database.url);
    // What the server does at start: check the history, then migrate under the lock.
    handle = await openDatabase({ databaseUrl: database.url, poolSize: 5 });
    after = await rowCounts(database.url);
    built = await buildApp({ config: testConfig(), database: handle });
  }, 120_000);

  afterAll(async () => {
    await built?.app.close();
    await built?.events.stop();
    await handle?.close();
    await database?.drop();
  });

  it('applies every migration the previous release lacked', async () => {
    const applied = await withClient(database.url, (client) =>
      client.query<{ hash: string }>('select hash from drizzle.__drizzle_migrations'),
    );
    expect(applied.rows.map((row) => row.hash).sort()).toEqual(
      knownMigrations(MIGRATIONS_FOLDER)
        .map((migration) => migration.hash)
        .sort(),
    );
  });

  it('keeps every row of every table', () => {
    expect(Object.values(before).reduce((sum, count) => sum + count, 0)).toBeGreaterThan(1000);
    for (const [table, count] of Object.entries(before))
      expect({ table, rows: after[table] }).toEqual({ table, rows: count });
  });

  it('ends with the schema the tables declare', async () => {
    const declared = await createScratchDatabase(adminUrl ?? '', 'upgrade_declared');
    try {
      await applyDeclaredSchema(declared.url);
      expect(
        compareCatalogs(
          await withClient(database.url, describeCatalog),
          await withClient(declared.url, describeCatalog),
        ),
      ).toEqual({ onlyInMigrated: [], onlyInSchema: [] });
    } finally {
      await declared.drop();
    }
  });

  it('serves every main screen from the upgraded data', async () => {
    const app = built?.app;
    if (!app) throw new Error('the app did not start');
    const { email, userNo, projectNo, boothId } = await withClient(database.url, async (client) => {
      // A project leader who is also in a chat room, so the room list and wallet have something.
      const person = await client.query<{ email: string; no: number; project_no: number }>(
        `select u.email, u.no, m.project_no from users u
           join project_members m on m.user_no = u.no and m.role = '01'
          where exists (select 1 from chat_participants c where c.user_no = u.no)
          order by u.no limit 1`,
      );
      const booth = await client.query<{ id: number }>('select id from booths order by id limit 1');
      const row = person.rows[0];
      if (!row || !booth.rows[0]) throw new Error('the fixture has no project leader in a chat, or no booth');
      return { email: row.email, userNo: row.no, projectNo: row.project_no, boothId: booth.rows[0].id };
    });
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

    const screens = [
      '/api/projects?limit=12',
      '/api/projects/boosted',
      '/api/projects/recommended?limit=6',
      `/api/projects/${projectNo}`,
      `/api/projects/${projectNo}/tasks`,
      `/api/profiles/${userNo}`,
      `/api/profiles/${userNo}/activity`,
      '/api/lounge/feed?limit=20',
      '/api/lounge/side',
      '/api/booths?sort=new&limit=6',
      `/api/booths/${boothId}`,
      '/api/chat/rooms',
      '/api/points/summary',
      '/api/points/history?limit=20',
    ];
    for (const url of screens) {
      const response = await app.inject({ method: 'GET', url, headers: { cookie } });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
    }
    const rooms = (await app.inject({ method: 'GET', url: '/api/chat/rooms', headers: { cookie } })).json();
    expect(JSON.stringify(rooms).length).toBeGreaterThan(50);
  });
});
