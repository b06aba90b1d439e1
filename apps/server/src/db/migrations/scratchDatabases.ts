import { randomBytes } from 'node:crypto';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from '../schema';

export type ScratchDatabase = { url: string; name: string; drop: () => Promise<void> };

/**
 * A new, empty database on the server of `adminUrl` (a role that may create databases), dropped
 * again by `drop()`. `label` goes into the name so parallel runs and leftovers are recognisable.
 */
export async function createScratchDatabase(adminUrl: string, label: string): Promise<ScratchDatabase> {
  const name = `sidecamp_${label}_${process.pid}_${randomBytes(3).toString('hex')}`;
  await withClient(adminUrl, (admin) => admin.query(`create database "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: async () => {
      await withClient(adminUrl, (admin) => admin.query(`drop database if exists "${name}" with (force)`));
    },
  };
}

export async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Applies the migrations of `migrationsFolder` as the server does at start. */
export async function applyMigrations(url: string, migrationsFolder: string): Promise<void> {
  await withClient(url, (client) => migrate(drizzle({ client }), { migrationsFolder }));
}

/** The SQL drizzle-kit writes for the tables of `src/db/schema.ts` on an empty database. */
export async function declaredSchemaSql(tables: Record<string, unknown> = schema): Promise<string[]> {
  return generateMigration(generateDrizzleJson({}), generateDrizzleJson(tables));
}

/**
 * Builds only what the Drizzle tables declare: the extensions the tables' indexes use (created by
 * migration 0001 on a real database), then drizzle-kit's SQL for the whole schema.
 */
export async function applyDeclaredSchema(
  url: string,
  tables: Record<string, unknown> = schema,
): Promise<void> {
  const statements = await declaredSchemaSql(tables);
  await withClient(url, async (client) => {
    await client.query('create extension if not exists pg_trgm');
    for (const statement of statements) await client.query(statement);
  });
}
