import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pointAccounts, pointEntries } from './points.tables';

/** A person's points balance and ledger, for their data download. */
export async function pointsDataOf(db: Database, userNo: number) {
  const [[account], ledger] = await Promise.all([
    db.select().from(pointAccounts).where(eq(pointAccounts.userNo, userNo)),
    db.select().from(pointEntries).where(eq(pointEntries.userNo, userNo)).orderBy(asc(pointEntries.id)),
  ]);
  return { account: account ?? null, ledger };
}
