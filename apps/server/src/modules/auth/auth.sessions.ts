import { REALTIME_TOKEN_TTL_SECONDS, utcDay } from '@sidecamp/domain';
import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import { type ChangeCache, listenedCache } from '../../db/changeCache';
import type { DatabaseHandle, Queryable } from '../../db/client';
import { hashToken, newToken } from './auth.crypto';
import { realtimeTokens, sessions, users, userVisitDays } from './auth.tables';

export type SessionEndReason = 'logout' | 'duplicate_login' | 'password_changed' | 'withdrawn' | 'banned';

export type ResolvedSession =
  | { status: 'active'; tokenHash: string; user: typeof users.$inferSelect; expiresAt: Date }
  | { status: 'ended'; reason: SessionEndReason | null }
  | { status: 'none' };

/** Only write last_seen_at when it is this old, so reading a session is not a write per request. */
const TOUCH_AFTER_MS = 5 * 60_000;

/** Notes that the person used the site on `at`'s UTC day (once a day: later calls change nothing). */
export async function recordVisit(q: Queryable, userNo: number, at: Date): Promise<void> {
  await q
    .insert(userVisitDays)
    .values({ userNo, day: utcDay(at) })
    .onConflictDoNothing();
}

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
  await recordVisit(tx, userNo, new Date());
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
  return resolveSessionByHash(db, hashToken(token));
}

const sessionByHashQuery = (db: Queryable) =>
  db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.no, sessions.userNo))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('session_by_token_hash');

/**
 * Every signed-in request reads its session, so the query is built once per database handle and
 * prepared on the server (a primary-key lookup, whose generic plan is the custom one) instead of
 * being rebuilt and re-planned per request.
 */
const preparedSessionQueries = new WeakMap<Queryable, ReturnType<typeof sessionByHashQuery>>();

async function resolveSessionByHash(db: Queryable, tokenHash: string): Promise<ResolvedSession> {
  let query = preparedSessionQueries.get(db);
  if (!query) {
    query = sessionByHashQuery(db);
    preparedSessionQueries.set(db, query);
  }
  const [row] = await query.execute({ tokenHash });
  if (!row) return { status: 'none' };
  if (row.session.endedAt)
    return { status: 'ended', reason: row.session.endReason as SessionEndReason | null };
  if (row.session.expiresAt.getTime() <= Date.now() || row.user.withdrawnAt) return { status: 'none' };
  // A session that outlived its ban's start (it should have ended with it) is refused all the same.
  if (row.user.bannedAt && (!row.user.bannedUntil || row.user.bannedUntil.getTime() > Date.now()))
    return { status: 'ended', reason: 'banned' };
  if (Date.now() - row.session.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    await db.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.tokenHash, tokenHash));
    // A session last used on an earlier day is a visit today: one insert per session and day.
    const now = new Date();
    if (utcDay(row.session.lastSeenAt) !== utcDay(now)) await recordVisit(db, row.user.no, now);
  }
  return { status: 'active', tokenHash, user: row.user, expiresAt: row.session.expiresAt };
}

type ActiveSession = Extract<ResolvedSession, { status: 'active' }>;
export type SessionCache = ChangeCache<ActiveSession>;

/** The NOTIFY channel of migration 0018: 's:<token hash>' (session ended) or 'u:<user no>' (user changed). */
export const SESSIONS_CHANNEL = 'sidecamp_sessions';

export const forgetSessionsOf = (cache: SessionCache, userNo: number) =>
  cache.forgetWhere((session) => session.user.no === userNo);

/**
 * Active sessions kept in memory for `ttlMs`, so a signed-in request need not read its session
 * row each time; every process forgets a session the moment the database says it ended or its user
 * changed (triggers of migration 0018). Only active sessions are kept: an ended one is read again,
 * to say why it ended. `ttlMs` 0 turns the cache off.
 */
export async function openSessionCache(
  database: Pick<DatabaseHandle, 'listen'>,
  options: { ttlMs: number; maxEntries?: number },
): Promise<SessionCache> {
  return listenedCache<ActiveSession>(database, {
    channel: SESSIONS_CHANNEL,
    ttlMs: options.ttlMs,
    maxEntries: options.maxEntries ?? 10_000,
    onMessage: (payload, cache) => {
      if (payload.startsWith('s:')) cache.forget(payload.slice(2));
      else if (payload.startsWith('u:')) forgetSessionsOf(cache, Number(payload.slice(2)));
      else cache.clear();
    },
  });
}

/** Like resolveSession, through the cache: an active session is served from memory until it changes. */
export async function resolveSessionThroughCache(
  db: Queryable,
  cache: SessionCache,
  token: string | undefined,
): Promise<ResolvedSession> {
  if (!token || token.length > 200) return { status: 'none' };
  const tokenHash = hashToken(token);
  const cached = cache.get(tokenHash);
  if (cached && cached.expiresAt.getTime() > Date.now()) return cached;
  const readAt = cache.generation;
  const resolved = await resolveSessionByHash(db, tokenHash);
  if (resolved.status === 'active') cache.set(tokenHash, resolved, readAt);
  return resolved;
}

/** A realtime handshake ticket for an active session: random, single-use, valid for a minute. */
export async function issueRealtimeToken(
  db: Queryable,
  sessionTokenHash: string,
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + REALTIME_TOKEN_TTL_SECONDS * 1000);
  // Tickets nobody redeemed are swept as new ones are issued, so the table stays small without a job.
  await db.delete(realtimeTokens).where(lt(realtimeTokens.expiresAt, sql`now()`));
  await db.insert(realtimeTokens).values({ tokenHash: hashToken(token), sessionTokenHash, expiresAt });
  return { token, expiresAt };
}

/**
 * Redeems a handshake ticket: deleting it in the same statement that checks it means a ticket
 * opens one socket at most, even when two handshakes race. The session behind it must still be
 * active, so logging out also shuts the door on tickets handed out before.
 */
export async function redeemRealtimeToken(
  db: Queryable,
  token: string | undefined,
): Promise<ResolvedSession> {
  if (!token || token.length > 200) return { status: 'none' };
  const [ticket] = await db
    .delete(realtimeTokens)
    .where(and(eq(realtimeTokens.tokenHash, hashToken(token)), gt(realtimeTokens.expiresAt, sql`now()`)))
    .returning({ sessionTokenHash: realtimeTokens.sessionTokenHash });
  if (!ticket) return { status: 'none' };
  return resolveSessionByHash(db, ticket.sessionTokenHash);
}
