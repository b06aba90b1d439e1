import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import * as schema from '../schema';
import { type CatalogDifference, compareCatalogs, describeCatalog } from './schemaCatalog';
import { applyDeclaredSchema, applyMigrations, createScratchDatabase, withClient } from './scratchDatabases';

type Snapshot = Parameters<typeof generateMigration>[0];

/** The snapshot drizzle-kit generates against: the last file of meta/ in name order. */
export function latestSnapshot(folder: string): { file: string; snapshot: Snapshot } {
  const files = readdirSync(path.join(folder, 'meta'))
    .filter((name) => !name.startsWith('_'))
    .sort();
  const file = files.at(-1);
  if (!file) throw new Error(`no snapshot in ${folder}/meta`);
  return { file, snapshot: JSON.parse(readFileSync(path.join(folder, 'meta', file), 'utf8')) };
}

/**
 * The SQL `drizzle-kit generate` would write now (the same differ, called in-process): empty when
 * the latest snapshot describes the tables, so nobody's next migration carries someone else's change.
 */
export async function ungeneratedChanges(
  folder: string,
  tables: Record<string, unknown> = schema,
): Promise<string[]> {
  const { snapshot } = latestSnapshot(folder);
  return generateMigration(snapshot, generateDrizzleJson(tables, snapshot.id));
}

/**
 * Migrates one new database from scratch and builds another from the tables alone, then compares
 * their catalogs (schemaCatalog.ts). `afterMigrations` runs extra SQL on the migrated one (a test
 * shows the check failing that way).
 */
export async function migratedSchemaDrift(options: {
  adminUrl: string;
  migrationsFolder: string;
  tables?: Record<string, unknown>;
  afterMigrations?: string;
}): Promise<CatalogDifference> {
  const migrated = await createScratchDatabase(options.adminUrl, 'drift_migrated');
  const declared = await createScratchDatabase(options.adminUrl, 'drift_declared');
  try {
    await applyMigrations(migrated.url, options.migrationsFolder);
    if (options.afterMigrations) {
      const extra = options.afterMigrations;
      await withClient(migrated.url, (client) => client.query(extra));
    }
    await applyDeclaredSchema(declared.url, options.tables ?? schema);
    return compareCatalogs(
      await withClient(migrated.url, describeCatalog),
      await withClient(declared.url, describeCatalog),
    );
  } finally {
    await migrated.drop();
    await declared.drop();
  }
}
