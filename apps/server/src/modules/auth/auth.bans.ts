import type { TAccountBannedDetails } from '@sidecamp/domain';
import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { AppError } from '../../http/errors';
import { endSessions } from './auth.sessions';
import { users } from './auth.tables';

type BanColumns = Pick<typeof users.$inferSelect, 'bannedAt' | 'bannedUntil' | 'banReason'>;

/** The person's ban if it is in force at `now`: a ban whose end has passed is over by itself. */
export function activeBanOf(user: BanColumns, now = new Date()): TAccountBannedDetails | null {
  if (!user.bannedAt) return null;
  if (user.bannedUntil && user.bannedUntil.getTime() <= now.getTime()) return null;
  return { reason: user.banReason ?? '', until: user.bannedUntil?.toISOString() ?? null };
}

/**
 * The SQL twin of `activeBanOf` for lists of people (finder, suggestions): true when the account
 * has no ban in force. `alias` names the users table in raw SQL (`u`); without it, the table itself.
 */
export function notBannedSql(alias?: string) {
  const bannedAt = alias ? sql.raw(`${alias}.banned_at`) : users.bannedAt;
  const bannedUntil = alias ? sql.raw(`${alias}.banned_until`) : users.bannedUntil;
  return sql`(${bannedAt} is null or ${bannedUntil} <= now())`;
}

/** Refuses a login or a new session for a banned account, with the reason and the end date. */
export async function refuseIfBanned(q: Queryable, userNo: number): Promise<void> {
  const [row] = await q
    .select({ bannedAt: users.bannedAt, bannedUntil: users.bannedUntil, banReason: users.banReason })
    .from(users)
    .where(eq(users.no, userNo));
  const ban = row ? activeBanOf(row) : null;
  if (ban) throw new AppError('ACCOUNT_BANNED', { details: ban });
}

/**
 * Bans a person (the moderation module calls this inside its transaction, with the audit row).
 * Every session ends with reason 'banned': the change notification closes their sockets on every
 * process and forgets cached sessions, so the ban takes effect at once.
 */
export async function banUser(
  tx: Queryable,
  input: { userNo: number; adminNo: number; reason: string; until: Date | null },
): Promise<void> {
  if (input.userNo === input.adminNo)
    throw new AppError('FORBIDDEN', { message: 'You cannot ban yourself.' });
  const [target] = await tx
    .select({ role: users.role, withdrawnAt: users.withdrawnAt })
    .from(users)
    .where(eq(users.no, input.userNo))
    .for('update');
  if (!target || target.withdrawnAt) throw new AppError('NOT_FOUND', { message: 'There is no such person.' });
  if (target.role === 'admin') throw new AppError('FORBIDDEN', { message: 'An admin cannot be banned.' });
  await tx
    .update(users)
    .set({ bannedAt: sql`now()`, bannedUntil: input.until, banReason: input.reason, bannedBy: input.adminNo })
    .where(eq(users.no, input.userNo));
  await endSessions(tx, input.userNo, 'banned');
}

/** Lifts a ban; returns false when the person was not banned (nothing changes). */
export async function unbanUser(tx: Queryable, userNo: number): Promise<boolean> {
  const [target] = await tx
    .select({ bannedAt: users.bannedAt, bannedUntil: users.bannedUntil, banReason: users.banReason })
    .from(users)
    .where(eq(users.no, userNo))
    .for('update');
  if (!target) throw new AppError('NOT_FOUND', { message: 'There is no such person.' });
  if (!activeBanOf(target)) return false;
  await tx
    .update(users)
    .set({ bannedAt: null, bannedUntil: null, banReason: null, bannedBy: null })
    .where(eq(users.no, userNo));
  return true;
}
