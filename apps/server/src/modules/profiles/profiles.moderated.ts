import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { users } from '../auth';
import { profiles } from './profiles.tables';

/**
 * What the moderation module may do to a profile, through the profiles' face: hide it (its page
 * and the lists hanging off it answer 'unavailable' to everyone but its owner) or bring it back.
 * Returns the owner, or null when there is no such person.
 */
export async function hideProfileByModerator(tx: Queryable, userNo: number, adminNo: number) {
  return setProfileHidden(tx, userNo, adminNo);
}

export async function restoreProfileByModerator(tx: Queryable, userNo: number) {
  return setProfileHidden(tx, userNo, null);
}

async function setProfileHidden(tx: Queryable, userNo: number, adminNo: number | null) {
  const [user] = await tx
    .select({ no: users.no })
    .from(users)
    .where(and(eq(users.no, userNo), isNull(users.withdrawnAt)));
  if (!user) return null;
  // Someone who never edited their profile has no row yet.
  await tx.insert(profiles).values({ userNo }).onConflictDoNothing();
  const [row] = await tx
    .select({ hiddenAt: profiles.hiddenAt })
    .from(profiles)
    .where(eq(profiles.userNo, userNo))
    .for('update');
  await tx
    .update(profiles)
    .set(
      adminNo === null
        ? { hiddenAt: null, hiddenBy: null }
        : { hiddenAt: row?.hiddenAt ?? sql`now()`, hiddenBy: adminNo },
    )
    .where(eq(profiles.userNo, userNo));
  return { authorNo: userNo, wasHidden: (row?.hiddenAt ?? null) !== null };
}
