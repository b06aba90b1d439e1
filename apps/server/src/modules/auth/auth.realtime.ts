import type { SessionEndedReason } from '@sidecamp/domain';
import { eq, inArray } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client';
import type { RealtimeHub } from '../../realtime/hub';
import type { RealtimeSocket } from '../../realtime/server';
import { activeBanOf } from './auth.bans';
import { SESSIONS_CHANNEL } from './auth.sessions';
import { sessions, users } from './auth.tables';

type Logger = { warn: (obj: object, msg: string) => void };

/** How often a process looks for sockets whose session has run out (an in-memory check). */
const EXPIRY_SWEEP_MS = 1000;
/** How long a notification is remembered for sockets whose handshake was under way when it came. */
const RECENT_MS = 30_000;

const REASON_OF_END: Record<string, SessionEndedReason> = {
  logout: 'logged_out',
  duplicate_login: 'logged_in_elsewhere',
  password_changed: 'password_changed',
  withdrawn: 'account_deleted',
  banned: 'banned',
};

export type SessionSocketGuard = {
  /** Re-reads the sessions of every socket of this process and closes those that ended. */
  checkAll: () => Promise<void>;
  /** Starts the expiry sweep (the app's onReady). */
  start: () => void;
  stop: () => void;
};

/**
 * Every way a session ends closes its sockets, on every server process: each socket remembers its
 * session (the handshake's), and each process listens to the `sidecamp_sessions` notifications
 * (migration 0018: a session ended or changed, a user changed) that every process already hears
 * for its session cache. For an affected socket of its own, a process reads the session: if it is
 * no longer active, the socket gets `sessionEnded` with the reason and is disconnected (the client
 * does not reconnect after a server-side disconnect). Expiry needs no notification: a sweep each
 * second closes sockets whose session ran out. When the listening connection was down (so
 * notifications may have been lost), every socket of the process is checked once it is back.
 */
export async function guardSessionSockets(deps: {
  database: Pick<DatabaseHandle, 'db' | 'listen'>;
  realtime: RealtimeHub;
  logger?: Logger;
}): Promise<SessionSocketGuard> {
  const { db } = deps.database;
  const byHash = new Map<string, Set<RealtimeSocket>>();
  const byUser = new Map<number, Set<RealtimeSocket>>();
  // When a session or user was last named by a notification, for handshakes that were in flight.
  const recent = new Map<string, number>();
  let wasLive = true;
  let sweeper: NodeJS.Timeout | undefined;

  const add = <K>(map: Map<K, Set<RealtimeSocket>>, key: K, socket: RealtimeSocket) => {
    let set = map.get(key);
    if (!set) {
      set = new Set();
      map.set(key, set);
    }
    set.add(socket);
  };
  const remove = <K>(map: Map<K, Set<RealtimeSocket>>, key: K, socket: RealtimeSocket) => {
    const set = map.get(key);
    set?.delete(socket);
    if (set?.size === 0) map.delete(key);
  };

  const end = (socket: RealtimeSocket, reason: SessionEndedReason) => {
    if (socket.data.ended) return;
    socket.data.ended = true;
    socket.emit('sessionEnded', { reason });
    // The event goes out before the close (one transport, in order); `true` closes the connection,
    // and a client told "io server disconnect" does not reconnect by itself.
    socket.disconnect(true);
  };

  /** Reads these sessions and closes the sockets whose session is no longer active. */
  async function check(hashes: Iterable<string>): Promise<void> {
    const wanted = [...new Set(hashes)].filter((hash) => byHash.has(hash));
    if (wanted.length === 0) return;
    const rows = await db
      .select({
        tokenHash: sessions.tokenHash,
        endedAt: sessions.endedAt,
        endReason: sessions.endReason,
        expiresAt: sessions.expiresAt,
        withdrawnAt: users.withdrawnAt,
        bannedAt: users.bannedAt,
        bannedUntil: users.bannedUntil,
        banReason: users.banReason,
      })
      .from(sessions)
      .innerJoin(users, eq(users.no, sessions.userNo))
      .where(inArray(sessions.tokenHash, wanted));
    const found = new Map(rows.map((row) => [row.tokenHash, row]));
    for (const hash of wanted) {
      const row = found.get(hash);
      let reason: SessionEndedReason | null = null;
      if (!row) reason = 'ended';
      else if (row.endedAt) reason = REASON_OF_END[row.endReason ?? ''] ?? 'ended';
      else if (row.withdrawnAt) reason = 'account_deleted';
      else if (activeBanOf(row)) reason = 'banned';
      else if (row.expiresAt.getTime() <= Date.now()) reason = 'expired';
      for (const socket of [...(byHash.get(hash) ?? [])]) {
        if (reason) end(socket, reason);
        else if (row && socket.data.session) socket.data.session.expiresAt = row.expiresAt.getTime();
      }
    }
  }

  const checkQuietly = (hashes: Iterable<string>) =>
    check(hashes).catch((error) => deps.logger?.warn({ err: error }, 'checking socket sessions failed'));

  const hashesOfUser = (userNo: number) =>
    [...(byUser.get(userNo) ?? [])].flatMap((socket) =>
      socket.data.session ? [socket.data.session.tokenHash] : [],
    );

  await deps.database.listen(SESSIONS_CHANNEL, {
    onMessage: (payload) => {
      const now = Date.now();
      if (payload.startsWith('s:')) {
        const hash = payload.slice(2);
        recent.set(`s:${hash}`, now);
        void checkQuietly([hash]);
      } else if (payload.startsWith('u:')) {
        const userNo = Number(payload.slice(2));
        recent.set(`u:${userNo}`, now);
        void checkQuietly(hashesOfUser(userNo));
      } else {
        void checkQuietly(byHash.keys());
      }
    },
    onLive: (live) => {
      if (live && !wasLive) void checkQuietly(byHash.keys());
      wasLive = live;
    },
  });

  deps.realtime.onConnection((socket) => {
    const session = socket.data.session;
    if (!session) return;
    add(byHash, session.tokenHash, socket);
    add(byUser, socket.data.user.no, socket);
    socket.on('disconnect', () => {
      remove(byHash, session.tokenHash, socket);
      remove(byUser, socket.data.user.no, socket);
    });
    // A notification that came while this handshake was being checked found no socket to close.
    const issued = socket.handshake.issued;
    const heardSince = (key: string) => (recent.get(key) ?? 0) >= issued;
    if (!wasLive || heardSince(`s:${session.tokenHash}`) || heardSince(`u:${socket.data.user.no}`))
      void checkQuietly([session.tokenHash]);
  });

  const sweep = () => {
    const now = Date.now();
    const expired: string[] = [];
    for (const [hash, set] of byHash) {
      const first = set.values().next().value;
      if (first?.data.session && first.data.session.expiresAt <= now) expired.push(hash);
    }
    if (expired.length > 0) void checkQuietly(expired);
    for (const [key, at] of recent) if (now - at > RECENT_MS) recent.delete(key);
  };

  return {
    checkAll: () => check(byHash.keys()),
    start() {
      sweeper ??= setInterval(sweep, EXPIRY_SWEEP_MS);
      sweeper.unref();
    },
    stop() {
      clearInterval(sweeper);
      sweeper = undefined;
    },
  };
}
