import {
  ledgerEntryOf,
  levelForExperience,
  type PointLedgerCode,
  type WalletLabelCode,
} from '@sidecamp/domain';
import { and, eq, type SQLWrapper, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { recordEvent } from '../../events/outbox';
import { AppError } from '../../http/errors';
import './points.events';
import { pointAccounts, pointEntries } from './points.tables';

/** What caused an entry: the object's kind and id. Together with the code it makes the entry unique. */
export type Cause = { type: string; id: string | number };

export type LedgerWrite = {
  userNo: number;
  code: PointLedgerCode;
  /** Points, always positive; the code's direction gives the sign. */
  points: number;
  cause: Cause;
  label?: WalletLabelCode | null;
  /** Experience earned with it (income only). */
  experience?: number;
  eventId?: number | null;
  idempotencyKey?: string | null;
};

export type LedgerResult = {
  /** False when this code was already written for this cause (a redelivery, a retry). */
  written: boolean;
  entryId: number | null;
  /** Signed amount actually written (a clamped reversal may take less than asked). */
  amount: number;
  balance: number;
  experience: number;
  level: number;
  /** The new level when this write raised it. */
  levelUp: number | null;
};

type AccountRow = { balance: number; experience: number; level: number };

/**
 * Locks the user's account row for the rest of the transaction (creating it first if needed). Every
 * write to the balance goes through here, so racing spends queue on this row and each sees the
 * balance the previous one left: 200 concurrent spends against 100 points accept exactly 100.
 */
export async function lockAccount(tx: Queryable, userNo: number): Promise<AccountRow> {
  await tx.insert(pointAccounts).values({ userNo }).onConflictDoNothing();
  const [account] = await tx
    .select({
      balance: pointAccounts.balance,
      experience: pointAccounts.experience,
      level: pointAccounts.level,
    })
    .from(pointAccounts)
    .where(eq(pointAccounts.userNo, userNo))
    .for('update');
  if (!account) throw new Error(`point account ${userNo} could not be locked`);
  return account;
}

async function existingEntry(tx: Queryable, userNo: number, code: PointLedgerCode, cause: Cause) {
  const [entry] = await tx
    .select({ id: pointEntries.id, amount: pointEntries.amount })
    .from(pointEntries)
    .where(
      and(
        eq(pointEntries.userNo, userNo),
        eq(pointEntries.code, code),
        eq(pointEntries.causeType, cause.type),
        eq(pointEntries.causeId, String(cause.id)),
      ),
    )
    .limit(1);
  return entry;
}

/** Whether this code was already written for this cause (for this user). */
export async function hasEntry(tx: Queryable, userNo: number, code: PointLedgerCode, cause: Cause) {
  return (await existingEntry(tx, userNo, code, cause)) !== undefined;
}

/**
 * Writes one entry and moves the cached balance in the same transaction. Once per (user, code,
 * cause): a second write of the same cause changes nothing and says so.
 * - income adds the points (and experience; a level-up records `points.levelUp`);
 * - `mode: 'strict'` deductions refuse to overdraw (INSUFFICIENT_POINTS, nothing written);
 * - `mode: 'clamp'` deductions (reversals, refunds) take at most what is left, so the balance never
 *   goes below zero even when the points were already spent.
 */
export async function writeEntry(
  q: Queryable,
  write: LedgerWrite,
  mode: 'strict' | 'clamp' = 'strict',
): Promise<LedgerResult> {
  if (!Number.isInteger(write.points) || write.points < 0)
    throw new Error('points must be a whole number >= 0');
  return q.transaction(async (tx) => {
    const account = await lockAccount(tx, write.userNo);
    const unchanged = (): LedgerResult => ({
      written: false,
      entryId: null,
      amount: 0,
      balance: account.balance,
      experience: account.experience,
      level: account.level,
      levelUp: null,
    });
    // Checked under the account lock, so two deliveries of one cause cannot both pass.
    if (await hasEntry(tx, write.userNo, write.code, write.cause)) return unchanged();

    const income = ledgerEntryOf(write.code).direction === 'income';
    let amount = write.points;
    if (!income) {
      if (mode === 'strict' && account.balance < write.points) {
        throw new AppError('INSUFFICIENT_POINTS', {
          message: `This costs ${write.points} points and your balance is ${account.balance}. Nothing was charged.`,
          details: { required: write.points, balance: account.balance },
        });
      }
      amount = -Math.min(write.points, account.balance);
    }
    const balance = account.balance + amount;
    const experience = account.experience + (income ? (write.experience ?? 0) : 0);
    const level = levelForExperience(experience).level;

    const [entry] = await tx
      .insert(pointEntries)
      .values({
        userNo: write.userNo,
        code: write.code,
        amount,
        balanceAfter: balance,
        label: write.label ?? null,
        causeType: write.cause.type,
        causeId: String(write.cause.id),
        eventId: write.eventId ?? null,
        idempotencyKey: write.idempotencyKey ?? null,
      })
      .returning({ id: pointEntries.id });
    await tx
      .update(pointAccounts)
      .set({ balance, experience, level, updatedAt: sql`now()` })
      .where(eq(pointAccounts.userNo, write.userNo));
    const levelUp = level > account.level ? level : null;
    if (levelUp !== null) {
      await recordEvent(tx, 'points.levelUp', { userNo: write.userNo, level }, { actorNo: write.userNo });
    }
    return { written: true, entryId: entry?.id ?? null, amount, balance, experience, level, levelUp };
  });
}

/**
 * Takes back what `code` credited for `cause` under `reversalCode` (a deleted post, a cancelled
 * like or follow). Nothing happens when the cause never earned (over a daily cap, or before the
 * ledger existed); a second reversal of the same cause writes nothing either.
 */
export async function reverseEntry(
  q: Queryable,
  input: {
    userNo: number;
    code: PointLedgerCode;
    reversalCode: PointLedgerCode;
    cause: Cause;
    eventId?: number | null;
  },
): Promise<LedgerResult | null> {
  return q.transaction(async (tx) => {
    const original = await existingEntry(tx, input.userNo, input.code, input.cause);
    if (!original || original.amount <= 0) return null;
    return writeEntry(
      tx,
      {
        userNo: input.userNo,
        code: input.reversalCode,
        points: original.amount,
        cause: input.cause,
        eventId: input.eventId ?? null,
      },
      'clamp',
    );
  });
}

/** The balance and experience as stored (0 for a user who never earned). */
export async function accountOf(q: Queryable, userNo: number): Promise<AccountRow> {
  const [account] = await q
    .select({
      balance: pointAccounts.balance,
      experience: pointAccounts.experience,
      level: pointAccounts.level,
    })
    .from(pointAccounts)
    .where(eq(pointAccounts.userNo, userNo));
  return account ?? { balance: 0, experience: 0, level: 0 };
}

/**
 * The experience a person has earned, as a scalar subquery (0 without an account), for reads that
 * show it beside other rows in one statement (a profile) instead of calling `accountOf`.
 */
export const experienceOf = (userNo: SQLWrapper) =>
  sql<number>`coalesce((select ${pointAccounts.experience} from ${pointAccounts} where ${pointAccounts.userNo} = ${userNo}), 0)`;

/** Sum of the user's entries: what the cached balance must always equal. */
export async function ledgerSum(q: Queryable, userNo: number): Promise<number> {
  const [row] = await q
    .select({ sum: sql<string | number | null>`coalesce(sum(${pointEntries.amount}), 0)` })
    .from(pointEntries)
    .where(eq(pointEntries.userNo, userNo));
  return Number(row?.sum ?? 0);
}
