import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client';
import { users } from '../modules/auth/auth.tables';
import type { UploadStorage } from '../modules/uploads/uploads.storage';

/** Where a seeder may store files (generated pictures); absent where only rows are wanted (tests). */
export type SeedContext = { storage?: UploadStorage | undefined };

/** One area's demo data. Each feature adds a seeder to SEEDERS in seed.ts, after those it builds on. */
export type Seeder = { name: string; run: (tx: Transaction, context: SeedContext) => Promise<string> };

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  return (row?.count ?? 0) === 0;
}
