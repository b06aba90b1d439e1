import {
  ACTIVITY_REWARDS,
  type ActivityKind,
  countsTowardEarnCap,
  pointsUnderCap,
  utcDay,
} from '@sidecamp/domain';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { type Cause, hasEntry, type LedgerResult, reverseEntry, writeEntry } from './points.ledger';
import { pointDailyCounters } from './points.tables';
import { EARNED_TODAY_COUNTER } from './points.trust';

/**
 * Adds `amount` to one of the person's counters for `at`'s UTC day and returns the new total. One
 * atomic upsert, so two processes crediting the same person cannot both squeeze under a cap.
 */
async function addToDailyCounter(q: Queryable, userNo: number, code: string, at: Date, amount: number) {
  const [counter] = await q
    .insert(pointDailyCounters)
    .values({ userNo, code, day: utcDay(at), count: amount })
    .onConflictDoUpdate({
      target: [pointDailyCounters.userNo, pointDailyCounters.code, pointDailyCounters.day],
      set: { count: sql`${pointDailyCounters.count} + ${amount}` },
    })
    .returning({ count: pointDailyCounters.count });
  return counter?.count ?? amount;
}

/**
 * Credits one real action with its reward (points and experience), once per cause and at most
 * `dailyCap` times a day (UTC) per person. `earnCap` (a level-0 account's NEW_ACCOUNT_DAILY_EARN_CAP,
 * F10.1) bounds the points of all its activity rewards together that day: the reward that crosses it
 * is clamped to what is left, and once nothing is left nothing is written (no zero-point line; the
 * experience comes with the entry, so none either). Returns null when nothing was credited (already
 * credited, or over a cap).
 */
export async function creditActivity(
  q: Queryable,
  input: {
    userNo: number;
    kind: ActivityKind;
    cause: Cause;
    eventId?: number | null;
    at: Date;
    earnCap?: number | null;
  },
): Promise<LedgerResult | null> {
  const reward = ACTIVITY_REWARDS[input.kind];
  return q.transaction(async (tx) => {
    if (await hasEntry(tx, input.userNo, reward.code, input.cause)) return null;
    if (reward.dailyCap !== null) {
      const count = await addToDailyCounter(tx, input.userNo, reward.code, input.at, 1);
      if (count > reward.dailyCap) return null;
    }
    let points = reward.points;
    const earnCap = countsTowardEarnCap(input.kind) ? (input.earnCap ?? null) : null;
    if (earnCap !== null) {
      const total = await addToDailyCounter(tx, input.userNo, EARNED_TODAY_COUNTER, input.at, points);
      points = pointsUnderCap(points, total - points, earnCap);
      if (points === 0) return null;
    }
    const result = await writeEntry(tx, {
      userNo: input.userNo,
      code: reward.code,
      points,
      experience: reward.experience,
      cause: input.cause,
      eventId: input.eventId ?? null,
    });
    return result.written ? result : null;
  });
}

/** Takes back what an action earned when it is undone (deleted, unliked, unfollowed). */
export async function reverseActivity(
  q: Queryable,
  input: { userNo: number; kind: ActivityKind; cause: Cause; eventId?: number | null },
): Promise<LedgerResult | null> {
  const reward = ACTIVITY_REWARDS[input.kind];
  if (reward.reversal === null) return null;
  return reverseEntry(q, {
    userNo: input.userNo,
    code: reward.code,
    reversalCode: reward.reversal,
    cause: input.cause,
    eventId: input.eventId ?? null,
  });
}
