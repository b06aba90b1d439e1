import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { booths } from './booths.tables';

/** A booth everyone may find: published and not hidden by an admin. */
export const listedBooth = () => and(eq(booths.state, 'published'), isNull(booths.hiddenAt));

/**
 * What the moderation module may do to a booth, through the booths' face: hide it (it leaves the
 * lists, the ranking and answers 404 to everyone but its team) or bring it back. Returns the owner,
 * or null when there is no such booth.
 */
export async function hideBoothByModerator(tx: Queryable, id: number, adminNo: number) {
  return setBoothHidden(tx, id, adminNo);
}

export async function restoreBoothByModerator(tx: Queryable, id: number) {
  return setBoothHidden(tx, id, null);
}

async function setBoothHidden(tx: Queryable, id: number, adminNo: number | null) {
  const [row] = await tx
    .select({ ownerNo: booths.ownerNo, hiddenAt: booths.hiddenAt })
    .from(booths)
    .where(eq(booths.id, id))
    .for('update');
  if (!row) return null;
  await tx
    .update(booths)
    .set(adminNo === null ? { hiddenAt: null, hiddenBy: null } : { hiddenAt: sql`now()`, hiddenBy: adminNo })
    .where(and(eq(booths.id, id), adminNo === null ? isNotNull(booths.hiddenAt) : isNull(booths.hiddenAt)));
  return { authorNo: row.ownerNo, wasHidden: row.hiddenAt !== null };
}
