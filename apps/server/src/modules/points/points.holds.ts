import { PRO_CHAT_HOLD_LEDGER } from '@sidecamp/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { AppError } from '../../http/errors';
import { writeEntry } from './points.ledger';
import { pointHolds } from './points.tables';

/**
 * Points held for a booking (pro chat). For the chat module:
 *   holdPoints(tx, { userNo, beneficiaryNo: proNo, amount, cause: { type: 'proChatReservation', id } })
 *   settleHold(tx, cause)   // the session was held, or the user did not show: the pro is paid
 *   releaseHold(tx, cause)  // the pro did not show, or the booking was cancelled: the user is refunded
 * Each runs in the caller's transaction when given one (nested as a savepoint), and each is
 * idempotent per cause: holding twice returns the first hold; settling or releasing a hold that is
 * already resolved changes nothing and returns it.
 */
export type HoldCause = { type: string; id: string | number };
export type PointHold = typeof pointHolds.$inferSelect;

const holdCauseOf = (cause: HoldCause) => ({ type: 'hold', id: `${cause.type}:${cause.id}` });

async function holdFor(tx: Queryable, cause: HoldCause, lock: boolean): Promise<PointHold | undefined> {
  const query = tx
    .select()
    .from(pointHolds)
    .where(and(eq(pointHolds.causeType, cause.type), eq(pointHolds.causeId, String(cause.id))));
  const [hold] = lock ? await query.for('update') : await query;
  return hold;
}

/** Takes `amount` points from the user now (INSUFFICIENT_POINTS if they do not have them). */
export async function holdPoints(
  q: Queryable,
  input: { userNo: number; beneficiaryNo: number; amount: number; cause: HoldCause },
): Promise<PointHold> {
  if (!Number.isInteger(input.amount) || input.amount <= 0)
    throw new Error('a hold needs a positive whole amount');
  if (input.userNo === input.beneficiaryNo)
    throw new AppError('FORBIDDEN', { message: 'You cannot book yourself.' });
  return q.transaction(async (tx) => {
    const existing = await holdFor(tx, input.cause, true);
    if (existing) return existing;
    await writeEntry(tx, {
      userNo: input.userNo,
      code: PRO_CHAT_HOLD_LEDGER.hold,
      points: input.amount,
      cause: holdCauseOf(input.cause),
    });
    const [hold] = await tx
      .insert(pointHolds)
      .values({
        userNo: input.userNo,
        beneficiaryNo: input.beneficiaryNo,
        amount: input.amount,
        causeType: input.cause.type,
        causeId: String(input.cause.id),
      })
      .returning();
    if (!hold) throw new Error('hold insert returned no row');
    return hold;
  });
}

async function resolveHold(q: Queryable, cause: HoldCause, to: 'settled' | 'released'): Promise<PointHold> {
  return q.transaction(async (tx) => {
    const hold = await holdFor(tx, cause, true);
    if (!hold) throw new AppError('NOT_FOUND', { message: 'No points are held for that booking.' });
    if (hold.status !== 'held') return hold;
    const settled = to === 'settled';
    await writeEntry(tx, {
      userNo: settled ? hold.beneficiaryNo : hold.userNo,
      code: settled ? PRO_CHAT_HOLD_LEDGER.settle : PRO_CHAT_HOLD_LEDGER.release,
      label: settled ? PRO_CHAT_HOLD_LEDGER.settleLabel : PRO_CHAT_HOLD_LEDGER.releaseLabel,
      points: hold.amount,
      cause: holdCauseOf(cause),
    });
    const [updated] = await tx
      .update(pointHolds)
      .set({ status: to, resolvedAt: sql`now()` })
      .where(eq(pointHolds.id, hold.id))
      .returning();
    if (!updated) throw new Error('hold update returned no row');
    return updated;
  });
}

/** Pays the held points to the beneficiary (the pro), once. */
export const settleHold = (q: Queryable, cause: HoldCause) => resolveHold(q, cause, 'settled');
/** Gives the held points back to the user, once. */
export const releaseHold = (q: Queryable, cause: HoldCause) => resolveHold(q, cause, 'released');
