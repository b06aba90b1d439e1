import { ACTIVITY_REWARDS, type ActivityKind, utcDay } from '@sidecamp/domain';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { type Cause, hasEntry, type LedgerResult, reverseEntry, writeEntry } from './points.ledger';
import { pointDailyCounters } from './points.tables';

/**
 * Credits one real action with its reward (points and experience), once per cause and at most
 * `dailyCap` times a day (UTC) per person. Returns null when nothing was credited (already
 * credited, or over the cap).
 */
export async function creditActivity(
  q: Queryable,
  input: { userNo: number; kind: ActivityKind; cause: Cause; eventId?: number | null; at: Date },
): Promise<LedgerResult | null> {
  const reward = ACTIVITY_REWARDS[input.kind];
  return q.transaction(async (tx) => {
    if (await hasEntry(tx, input.userNo, reward.code, input.cause)) return null;
    if (reward.dailyCap !== null) {
      // One atomic upsert per action, so two processes crediting the same person cannot both
      // squeeze under the cap.
      const [counter] = await tx
        .insert(pointDailyCounters)
        .values({ userNo: input.userNo, code: reward.code, day: utcDay(input.at), count: 1 })
        .onConflictDoUpdate({
          target: [pointDailyCounters.userNo, pointDailyCounters.code, pointDailyCounters.day],
          set: { count: sql`${pointDailyCounters.count} + 1` },
        })
        .returning({ count: pointDailyCounters.count });
      if ((counter?.count ?? 0) > reward.dailyCap) return null;
    }
    const result = await writeEntry(tx, {
      userNo: input.userNo,
      code: reward.code,
      points: reward.points,
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
