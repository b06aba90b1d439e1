import { ZReadinessResponse } from '@sidecamp/domain';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { MIGRATION_LOCK_KEY } from '../../db/client';
import { createTestApp, type TestApp, testConfig } from '../../test/testApp';
import { createTestDatabase, type TestDatabase } from '../../test/testDatabase';
import { readMigrationJournal } from './system.readiness';

const journal = readMigrationJournal();
const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function testApp(): Promise<TestApp> {
  const t = await createTestApp();
  cleanups.push(() => t.close());
  return t;
}

const ready = async (t: { app: TestApp['app'] }) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
  return { status: res.statusCode, body: ZReadinessResponse.parse(res.json()), headers: res.headers };
};

describe('GET /api/ready', () => {
  it('is 200 when the database answers and every migration of the journal is applied', async () => {
    const t = await testApp();
    const { status, body, headers } = await ready(t);
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('no-store');
    expect(body).toEqual({
      ready: true,
      reason: null,
      message: 'Ready.',
      database: { driver: t.database.driver, ok: true },
      migrations: { applied: journal.length, expected: journal.length, pending: [] },
    });
    expect(journal.length).toBeGreaterThan(40);
  });

  it('is 503 naming the missing migrations when the database lacks some (another process has yet to migrate)', async () => {
    const t = await testApp();
    const last = journal.at(-1);
    if (!last) throw new Error('empty journal');
    await t.database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = ${last.when}`,
    );
    const { status, body } = await ready(t);
    expect(status).toBe(503);
    expect(body.ready).toBe(false);
    expect(body.reason).toBe('migrations_pending');
    expect(body.migrations).toEqual({
      applied: journal.length - 1,
      expected: journal.length,
      pending: [last.tag],
    });
    expect(body.message).toBe(`1 of ${journal.length} migrations are not applied yet.`);
    // Liveness is unaffected: the process and the database are fine.
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });

  it('is 503 "migrations_running" while another process holds the migration lock', async () => {
    const t = await testApp();
    const last = journal.at(-1);
    if (!last) throw new Error('empty journal');
    await t.database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = ${last.when}`,
    );
    // createTestDatabase gives each test app a database of its own on the PostgreSQL server.
    const url = (t.database as TestDatabase).connectionString;
    // Another process, as db/client.ts does while it migrates: a session holding the advisory lock.
    const migrator = new pg.Client({ connectionString: url });
    await migrator.connect();
    cleanups.push(() => migrator.end());
    await migrator.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const { status, body } = await ready(t);
    expect(status).toBe(503);
    expect(body.reason).toBe('migrations_running');
    expect(body.migrations?.pending).toEqual([last.tag]);
    expect(body.message).toMatch(/^Migrations are running/);
  });

  it('is 503 "database_unavailable" when the database does not answer, and the process stays up', async () => {
    // An app on a database closed under it: every query fails as when the server is gone.
    const database = await createTestDatabase();
    const built = await buildApp({ config: testConfig(), database });
    cleanups.push(async () => {
      await built.app.close();
      await built.events.stop();
    });
    expect((await ready(built)).status).toBe(200);
    await database.close();
    const { status, body } = await ready(built);
    expect(status).toBe(503);
    expect(body).toEqual({
      ready: false,
      reason: 'database_unavailable',
      message: 'The database does not answer.',
      database: { driver: database.driver, ok: false },
      migrations: null,
    });
    // The liveness endpoint says the same about the database, and the process still answers.
    expect((await built.app.inject({ url: '/api/health' })).statusCode).toBe(503);
  });
});
