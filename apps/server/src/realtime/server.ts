import type { Server as HttpServer } from 'node:http';
import {
  type ClientToServerEvents,
  ERROR_MESSAGES,
  type RealtimeAuth,
  type ServerToClientEvents,
} from '@sidecamp/domain';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import { rooms } from './rooms';

export type SocketUser = { no: number; nickname: string; img: string | null };
/** The session a socket was opened with: when it ends, the socket is closed (see auth.realtime.ts). */
export type SocketSession = { tokenHash: string; expiresAt: number };
export type SocketData = {
  user: SocketUser;
  session?: SocketSession;
  /** Set the moment its session is known to have ended: from then on the socket's events are refused. */
  ended?: boolean;
};
export type RealtimeServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;
export type RealtimeSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;

/**
 * Turns the handshake (spec: no, nickname, img, token; or the session cookie) into a user and the
 * session it belongs to, or null to refuse.
 */
export type SocketAuthenticator = (
  auth: Partial<RealtimeAuth>,
  cookieHeader: string | undefined,
) => Promise<{ user: SocketUser; session?: SocketSession } | null>;

export type RealtimeOptions = {
  httpServer: HttpServer;
  authenticate: SocketAuthenticator;
  /**
   * With Redis, the adapter makes rooms span every process of the installation. `prefix` starts
   * every channel it uses (REDIS_PREFIX): room names repeat across installations (`user:1`), so
   * installations sharing one Redis must never share a channel.
   */
  redis?: { url: string; prefix: string } | undefined;
  /**
   * The site's own origin (PUBLIC_URL). A browser handshake must come from it (or from the very
   * host it was sent to); a client that sends no Origin is not a browser page and may go on.
   */
  allowedOrigin?: string | undefined;
  /** Told once per outage when the Redis adapter's connection fails (it reconnects by itself). */
  logger?: { warn: (obj: object, msg: string) => void } | undefined;
};

/** Whether a handshake's Origin header may open a socket: none, the public origin, or same-host. */
export function originAllowed(
  origin: string | undefined,
  allowedOrigin: string | undefined,
  host: string | undefined,
  secure: boolean,
): boolean {
  if (origin === undefined || allowedOrigin === undefined) return true;
  if (origin === new URL(allowedOrigin).origin) return true;
  return host !== undefined && origin === `${secure ? 'https' : 'http'}://${host}`;
}

export type RealtimeHandle = {
  io: RealtimeServer;
  /**
   * The first step of a shutdown: new handshakes are refused and every socket's transport is
   * closed, so clients reconnect to a sibling (or this process's successor). Emits still work.
   */
  stopAccepting: () => void;
  /**
   * The last step, once nothing delivers any more: the Redis adapter's clients quit. An emit after
   * this is dropped with a log line (it can come only from work that outlived the shutdown order).
   */
  close: () => Promise<void>;
};

/**
 * socket.io over websocket only (spec point 7). With REDIS_URL the Redis adapter makes rooms span
 * every server process, so an emit in one process reaches sockets connected to another.
 */
export async function createRealtimeServer(options: RealtimeOptions): Promise<RealtimeHandle> {
  let accepting = true;
  let closed = false;
  const io: RealtimeServer = new Server(options.httpServer, {
    path: '/socket.io',
    transports: ['websocket'],
    serveClient: false,
    // Once shutdown has begun, a late handshake would hold the HTTP server open: refused.
    allowRequest: (_request, callback) => callback(accepting ? null : 'shutting down', accepting),
    // Matches the client's 20 s connection time-out with some room for slow handshakes.
    connectTimeout: 25_000,
    pingInterval: 20_000,
    pingTimeout: 20_000,
  });

  const redisClients: Redis[] = [];
  if (options.redis) {
    const pub = new Redis(options.redis.url, { lazyConnect: true, maxRetriesPerRequest: null });
    const sub = pub.duplicate();
    await Promise.all([pub.connect(), sub.connect()]);
    redisClients.push(pub, sub);
    // The adapter publishes without handling the answer: a publish on a closed client (an emit
    // that outlived the shutdown) or a failed one would be an unhandled rejection, which ends the
    // process. Each is dropped with a log line instead; pub/sub keeps nothing anyway, and every
    // message is stored before it is announced, so clients catch up.
    const publish = pub.publish.bind(pub) as (channel: string, message: string) => Promise<number>;
    const publishOrDrop = (channel: string, message: string): Promise<number> => {
      if (closed) {
        options.logger?.warn({ channel }, 'realtime is closed: an emit was dropped');
        return Promise.resolve(0);
      }
      return publish(channel, message).catch((error: unknown) => {
        options.logger?.warn({ err: error, channel }, 'realtime Redis publish failed: an emit was dropped');
        return 0;
      });
    };
    pub.publish = publishOrDrop as typeof pub.publish;
    // `key` starts the adapter's every channel: `<key>#/#<room>#`, `<key>-request#/#`, `<key>-response#/#`.
    io.adapter(createAdapter(pub, sub, { key: `${options.redis.prefix}socket.io` }));
    // While Redis is unreachable, emits made in other processes never reach our sockets (pub/sub
    // keeps nothing). Nothing is lost for good, because every message is stored before it is
    // announced: when the link is back, each client is told to catch up from its last seen ids.
    let linkLost = false;
    sub.on('close', () => {
      linkLost = true;
    });
    sub.on('ready', () => {
      if (!linkLost) return;
      linkLost = false;
      io.local.emit('resync', { reason: 'adapter' });
    });
    // ioredis reconnects on its own; a client without an 'error' listener would print every failed
    // attempt. Each outage is logged once.
    let reported = false;
    for (const client of [pub, sub]) {
      client.on('error', (error) => {
        if (!reported)
          options.logger?.warn({ err: error }, 'realtime Redis adapter lost Redis; reconnecting');
        reported = true;
      });
      client.on('ready', () => {
        reported = false;
      });
    }
  }

  io.use(async (socket, next) => {
    // Before anything is read or a ticket redeemed: another site's page cannot open a socket here.
    const { headers, secure } = socket.handshake;
    const forwardedProto = String(headers['x-forwarded-proto'] ?? '')
      .split(',')[0]
      ?.trim();
    if (
      !originAllowed(
        headers.origin,
        options.allowedOrigin,
        headers.host,
        secure || forwardedProto === 'https',
      )
    )
      return next(new Error('FORBIDDEN_ORIGIN'));
    try {
      const found = await options.authenticate(
        (socket.handshake.auth ?? {}) as Partial<RealtimeAuth>,
        socket.handshake.headers.cookie,
      );
      if (!found) return next(new Error('UNAUTHENTICATED'));
      socket.data.user = found.user;
      if (found.session) socket.data.session = found.session;
      return next();
    } catch {
      return next(new Error('UNAUTHENTICATED'));
    }
  });

  io.on('connection', (socket) => {
    // Every user's sockets share a room, so any module can reach all of a user's tabs.
    void socket.join(rooms.user(socket.data.user.no));
    // Once its session has ended, nothing the socket sends is handled (a call with an ack hears why),
    // even in the moment before the socket is closed.
    socket.use((packet, next) => {
      if (!socket.data.ended) return next();
      const ack = packet.at(-1);
      if (typeof ack === 'function')
        ack({ ok: false, code: 'UNAUTHENTICATED', message: ERROR_MESSAGES.UNAUTHENTICATED });
    });
  });

  const stopAccepting = () => {
    if (!accepting) return;
    accepting = false;
    // io.close() would also close the HTTP server, which Fastify owns and closes itself. Closing
    // the transports (not disconnectSockets, whose "io server disconnect" tells clients to stay
    // away) lets every client reconnect on its own to this process's successor or a sibling.
    io.engine.close();
  };

  return {
    io,
    stopAccepting,
    close: async () => {
      stopAccepting();
      closed = true;
      // quit() waits for Redis to answer: while it is down, that would hold shutdown until forced.
      await Promise.all(
        redisClients.map((client) =>
          client.status === 'ready' ? client.quit().catch(() => client.disconnect()) : client.disconnect(),
        ),
      );
    },
  };
}
