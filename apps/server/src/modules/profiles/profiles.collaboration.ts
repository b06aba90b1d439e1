import { and, eq, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { proReservations } from '../chat';
import { projectMembers } from '../projects';

/**
 * Whether two people have worked together (F3.4: reviews of people after working together):
 * members of the same project team, or the two sides of a pro chat that took place. A review
 * from anyone else is a free rating and, with its points, something to farm. As a boolean SQL
 * expression, so a read can ask it beside other columns in one statement.
 */
export function workedTogether(a: SQLWrapper, b: SQLWrapper): SQL<boolean> {
  // Each "project_members" below names the nearest one: the inner select's rows are b's teams.
  const theirTeams = sql`select ${projectMembers.projectNo} from ${projectMembers} where ${eq(projectMembers.userNo, b)}`;
  return sql<boolean>`(exists (select 1 from ${projectMembers} where ${eq(projectMembers.userNo, a)} and ${projectMembers.projectNo} in (${theirTeams})) or exists (select 1 from ${proReservations} where ${and(
    eq(proReservations.status, 'held'),
    or(
      and(eq(proReservations.proNo, a), eq(proReservations.userNo, b)),
      and(eq(proReservations.proNo, b), eq(proReservations.userNo, a)),
    ),
  )}))`;
}

export async function haveWorkedTogether(q: Queryable, a: number, b: number): Promise<boolean> {
  const [row] = await q.select({ yes: workedTogether(sql`${a}`, sql`${b}`) }).from(sql`(select 1) as one`);
  return row?.yes === true;
}
