import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { hashToken, newToken } from './auth.crypto';
import { sessions, users } from './auth.tables';

export type SessionEndReason = 'logout' | 'duplicate_login' | 'password_changed' | 'withdrawn';

export type ResolvedSession =
  | { status: 'active'; tokenHash: string; user: typeof users.$inferSelect }
  | { status: 'ended'; reason: SessionEndReason | null }
  | { status: 'none' };

/** Only write last_seen_at when it is this old, so reading a session is not a write per request. */
const TOUCH_AFTER_MS = 5 * 60_000;

export async function createSession(
  tx: Queryable,
  userNo: number,
  options: { ttlDays: number; userAgent?: string | undefined },
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + options.ttlDays * 86_400_000);
  await tx.insert(sessions).values({
    tokenHash: hashToken(token),
    userNo,
    expiresAt,
    userAgent: options.userAgent?.slice(0, 300) ?? null,
  });
  return { token, expiresAt };
}

/** Ends every active session of a user except, optionally, one (the one making the change). */
export async function endSessions(
  tx: Queryable,
  userNo: number,
  reason: SessionEndReason,
  exceptTokenHash?: string,
): Promise<number> {
  const ended = await tx
    .update(sessions)
    .set({ endedAt: sql`now()`, endReason: reason })
    .where(
      and(
        eq(sessions.userNo, userNo),
        isNull(sessions.endedAt),
        exceptTokenHash ? ne(sessions.tokenHash, exceptTokenHash) : undefined,
      ),
    )
    .returning({ tokenHash: sessions.tokenHash });
  return ended.length;
}

export async function endSession(tx: Queryable, tokenHash: string, reason: SessionEndReason): Promise<void> {
  await tx
    .update(sessions)
    .set({ endedAt: sql`now()`, endReason: reason })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.endedAt)));
}

export async function resolveSession(db: Queryable, token: string | undefined): Promise<ResolvedSession> {
  if (!token || token.length > 200) return { status: 'none' };
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.no, sessions.userNo))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  if (!row) return { status: 'none' };
  if (row.session.endedAt)
    return { status: 'ended', reason: row.session.endReason as SessionEndReason | null };
  if (row.session.expiresAt.getTime() <= Date.now() || row.user.withdrawnAt) return { status: 'none' };
  if (Date.now() - row.session.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    await db.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.tokenHash, tokenHash));
  }
  return { status: 'active', tokenHash, user: row.user };
}
