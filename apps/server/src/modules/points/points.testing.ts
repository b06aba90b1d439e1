import { BASIC_DAYS_VISITED, utcDay } from '@sidecamp/domain';
import { inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { users, userVisitDays } from '../auth';

const DAY_MS = 86_400_000;

/** Moves accounts' creation `days` back (a test's way of letting time pass). */
export async function ageAccounts(q: Queryable, days: number, ...userNos: number[]): Promise<void> {
  await q
    .update(users)
    .set({ createdAt: sql`${users.createdAt} - make_interval(days => ${days})` })
    .where(inArray(users.no, userNos));
}

/**
 * Makes accounts established: joined a month ago and visited on BASIC_DAYS_VISITED days, so they
 * are past their first week and at trust level 1 (earning under the per-action caps only).
 */
export async function establishAccounts(q: Queryable, ...userNos: number[]): Promise<void> {
  await ageAccounts(q, 30, ...userNos);
  const now = Date.now();
  const days = Array.from({ length: BASIC_DAYS_VISITED }, (_, index) =>
    utcDay(new Date(now - (index + 1) * DAY_MS)),
  );
  await q
    .insert(userVisitDays)
    .values(userNos.flatMap((userNo) => days.map((day) => ({ userNo, day }))))
    .onConflictDoNothing();
}
