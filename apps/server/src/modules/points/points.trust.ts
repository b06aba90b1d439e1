import {
  accountDays,
  dailyEarnCapFor,
  newAccountUntil,
  reactionCounts,
  type TrustLevel,
  type TrustStats,
  type TTrustStanding,
  trustLevelFor,
  utcDay,
} from '@sidecamp/domain';
import { and, eq, inArray, type SQLWrapper, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { users, userVisitDays } from '../auth';
import { pointDailyCounters } from './points.tables';
import { type TrustMarkKind, trustMarks } from './points.trust.tables';

/**
 * The `point_daily_counters` code under which a level-0 account's activity earnings of a day are
 * added up (beside the per-ledger-code counters of the daily caps).
 */
export const EARNED_TODAY_COUNTER = 'earned';

/** The trust numbers other than the account's age. */
export type TrustCounts = Omit<TrustStats, 'daysSinceJoining'>;

const marksOf = (userNo: SQLWrapper, kind: TrustMarkKind) =>
  sql`(select count(*)::int from ${trustMarks} where ${trustMarks.userNo} = ${userNo} and ${trustMarks.kind} = ${kind})`;

/**
 * A person's trust counts as one json value, for a statement that reads the person anyway (a
 * profile); each count is an index-only count of that person's rows.
 */
export const trustCountsOf = (userNo: SQLWrapper) =>
  sql<TrustCounts>`json_build_object(
    'daysVisited', (select count(*)::int from ${userVisitDays} where ${userVisitDays.userNo} = ${userNo}),
    'repliesReceived', ${marksOf(userNo, 'replyReceived')},
    'tasksCompleted', ${marksOf(userNo, 'taskCompleted')},
    'reviewsReceived', ${marksOf(userNo, 'reviewReceived')}
  )`;

/** The trust level of an account created at `createdAt` with these counts, at `now`. */
export function trustLevelOf(createdAt: Date, counts: TrustCounts, now: Date): TrustLevel {
  return trustLevelFor({ ...counts, daysSinceJoining: accountDays(createdAt, now) }).level;
}

async function trustRowOf(q: Queryable, userNo: number) {
  const [row] = await q
    .select({ createdAt: users.createdAt, counts: trustCountsOf(users.no) })
    .from(users)
    .where(eq(users.no, userNo));
  return row;
}

/**
 * The most `userNo` may earn from activity on `at`'s day: NEW_ACCOUNT_DAILY_EARN_CAP at level 0,
 * null (only each action's own cap) above. A person who is gone earns nothing.
 */
export async function dailyEarnCapOf(q: Queryable, userNo: number, at: Date): Promise<number | null> {
  const row = await trustRowOf(q, userNo);
  if (!row) return 0;
  return dailyEarnCapFor(trustLevelOf(row.createdAt, row.counts, at));
}

/**
 * Whether a reaction (like, follow, booth follow, review) by `actorNo` earns `receiverNo` anything at
 * `at`: not when both accounts were younger than a week then (reactionCounts). Decided from the
 * event's time, so a redelivery decides the same.
 */
export async function reactionEarns(
  q: Queryable,
  actorNo: number,
  receiverNo: number,
  at: Date,
): Promise<boolean> {
  const rows = await q
    .select({ no: users.no, createdAt: users.createdAt })
    .from(users)
    .where(inArray(users.no, [actorNo, receiverNo]));
  const actor = rows.find((row) => row.no === actorNo);
  const receiver = rows.find((row) => row.no === receiverNo);
  if (!actor || !receiver) return false;
  return reactionCounts(actor.createdAt, receiver.createdAt, at);
}

/** Counts one thing for a person's trust level; a second call for the same thing changes nothing. */
export async function addTrustMark(
  q: Queryable,
  mark: { userNo: number; kind: TrustMarkKind; ref: string | number; at: Date },
): Promise<void> {
  await q
    .insert(trustMarks)
    .values({ userNo: mark.userNo, kind: mark.kind, ref: String(mark.ref), at: mark.at })
    .onConflictDoNothing();
}

/** Stops counting a thing that was undone (a reply or review deleted). */
export async function removeTrustMark(
  q: Queryable,
  kind: TrustMarkKind,
  ref: string | number,
): Promise<void> {
  await q.delete(trustMarks).where(and(eq(trustMarks.kind, kind), eq(trustMarks.ref, String(ref))));
}

/** My trust level, its numbers, what the next level lacks and what I may earn today (GET /api/trust/me). */
export async function trustStandingOf(q: Queryable, userNo: number, now: Date): Promise<TTrustStanding> {
  const row = await trustRowOf(q, userNo);
  if (!row) throw new Error(`user ${userNo} not found`);
  const stats: TrustStats = { ...row.counts, daysSinceJoining: accountDays(row.createdAt, now) };
  const standing = trustLevelFor(stats);
  const dailyEarnCap = dailyEarnCapFor(standing.level);
  let earnedToday: number | null = null;
  if (dailyEarnCap !== null) {
    const [counter] = await q
      .select({ count: pointDailyCounters.count })
      .from(pointDailyCounters)
      .where(
        and(
          eq(pointDailyCounters.userNo, userNo),
          eq(pointDailyCounters.code, EARNED_TODAY_COUNTER),
          eq(pointDailyCounters.day, utcDay(now)),
        ),
      );
    // The counter adds whole rewards, also the part a clamp cut off, so it can pass the cap.
    earnedToday = Math.min(counter?.count ?? 0, dailyEarnCap);
  }
  return {
    level: standing.level,
    stats,
    next: standing.next,
    newAccountUntil: newAccountUntil(row.createdAt).toISOString(),
    dailyEarnCap,
    earnedToday,
  };
}
