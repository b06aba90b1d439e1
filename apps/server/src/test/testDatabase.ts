import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../db/client';

export type TestDatabase = DatabaseHandle & { connectionString: string };

/**
 * A test database is thrown away, so its commits need not wait for the disk: on a shared server
 * with fsync on (CI's), waiting for each commit's flush was most of the suite's system time. The
 * setting is the database's own, so the server and its other databases keep theirs.
 */
const skipCommitFlushes = (name: string) => `alter database "${name}" set synchronous_commit = off`;

/** PostgreSQL refuses to copy a template while a session is still leaving it (SQLSTATE 55006). */
const OBJECT_IN_USE = '55006';

/**
 * A fresh, migrated database for one test file on the tests' PostgreSQL (TEST_DATABASE_URL: CI's
 * server, or the embedded one testDatabaseServer.ts starts), dropped again on close. It is a copy
 * of the template testDatabaseServer.ts migrated once for the run; without one (a run that skipped
 * that setup) it is migrated here.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const database = await createProcessDatabase('sidecamp_t');
  const handle = await openDatabase({
    databaseUrl: database.url,
    poolSize: 5,
    skipMigrations: !!process.env.TEST_DATABASE_TEMPLATE,
  });
  return {
    ...handle,
    connectionString: database.url,
    close: async () => {
      await handle.close();
      await database.drop();
    },
  };
}

/**
 * A database cloned from the run's template (empty without one), for createTestDatabase or for a
 * server process a test starts (its DATABASE_URL), which then starts without running every
 * migration; `drop` removes it.
 */
export async function createProcessDatabase(
  prefix: string,
): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl)
    throw new Error(
      'TEST_DATABASE_URL is unset: run integration tests through vitest (its globalSetup starts a PostgreSQL), or set it.',
    );
  const template = process.env.TEST_DATABASE_TEMPLATE;
  const name = uniqueDatabaseName(prefix);
  await withAdmin(adminUrl, async (admin) => {
    await createDatabaseFrom(admin, name, template);
    await admin.query(skipCommitFlushes(name));
  });
  return { name, url: databaseUrlOf(adminUrl, name), drop: () => dropDatabase(adminUrl, name) };
}

/** `create database`, from `template` when given, waiting out a session still leaving the template. */
async function createDatabaseFrom(
  admin: pg.Client,
  name: string,
  template: string | undefined,
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.query(`create database "${name}"${template ? ` template "${template}"` : ''}`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== OBJECT_IN_USE || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** A database migrated to the latest migration, for createTestDatabase to clone; returns its name. */
export async function createTemplateDatabase(adminUrl: string): Promise<string> {
  const name = uniqueDatabaseName('sidecamp_template');
  await withAdmin(adminUrl, async (admin) => {
    await admin.query(`create database "${name}"`);
    await admin.query(skipCommitFlushes(name));
  });
  try {
    const migrated = await openDatabase({ databaseUrl: databaseUrlOf(adminUrl, name), poolSize: 1 });
    await migrated.close();
  } catch (error) {
    await dropDatabase(adminUrl, name).catch(() => {});
    throw error;
  }
  return name;
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await withAdmin(adminUrl, (admin) => admin.query(`drop database if exists "${name}" with (force)`));
}

/** The process id keeps concurrent runs on one shared server apart; the random part, files of one run. */
const uniqueDatabaseName = (prefix: string) => `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;

function databaseUrlOf(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function withAdmin<T>(adminUrl: string, run: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await run(admin);
  } finally {
    await admin.end();
  }
}
