import { and, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client';
import { proReservations } from '../chat';
import { projectMembers } from '../projects';

const theirMembership = alias(projectMembers, 'their_membership');

/**
 * Whether two people have worked together (F3.4: reviews of people after working together):
 * members of the same project team, or the two sides of a pro chat that took place. A review
 * from anyone else is a free rating and, with its points, something to farm.
 */
export async function haveWorkedTogether(q: Queryable, a: number, b: number): Promise<boolean> {
  const [teammates] = await q
    .select({ one: sql<number>`1` })
    .from(projectMembers)
    .innerJoin(
      theirMembership,
      and(eq(theirMembership.projectNo, projectMembers.projectNo), eq(theirMembership.userNo, b)),
    )
    .where(eq(projectMembers.userNo, a))
    .limit(1);
  if (teammates) return true;
  const [heldChat] = await q
    .select({ one: sql<number>`1` })
    .from(proReservations)
    .where(
      and(
        eq(proReservations.status, 'held'),
        or(
          and(eq(proReservations.proNo, a), eq(proReservations.userNo, b)),
          and(eq(proReservations.proNo, b), eq(proReservations.userNo, a)),
        ),
      ),
    )
    .limit(1);
  return heldChat !== undefined;
}
