import type { Server as HttpServer } from 'node:http';
import type { ClientToServerEvents, RealtimeAuth, ServerToClientEvents } from '@sidecamp/domain';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import { rooms } from './rooms';

export type SocketUser = { no: number; nickname: string; img: string | null };
export type SocketData = { user: SocketUser };
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

/** Turns the handshake (spec: no, nickname, img, token; or the session cookie) into a user, or null to refuse. */
export type SocketAuthenticator = (
  auth: Partial<RealtimeAuth>,
  cookieHeader: string | undefined,
) => Promise<SocketUser | null>;

export type RealtimeOptions = {
  httpServer: HttpServer;
  authenticate: SocketAuthenticator;
  redisUrl?: string | undefined;
};

export type RealtimeHandle = { io: RealtimeServer; close: () => Promise<void> };

/**
 * socket.io over websocket only (spec point 7). With REDIS_URL the Redis adapter makes rooms span
 * every server process, so an emit in one process reaches sockets connected to another.
 */
export async function createRealtimeServer(options: RealtimeOptions): Promise<RealtimeHandle> {
  const io: RealtimeServer = new Server(options.httpServer, {
    path: '/socket.io',
    transports: ['websocket'],
    serveClient: false,
    // Matches the client's 20 s connection time-out with some room for slow handshakes.
    connectTimeout: 25_000,
    pingInterval: 20_000,
    pingTimeout: 20_000,
  });

  const redisClients: Redis[] = [];
  if (options.redisUrl) {
    const pub = new Redis(options.redisUrl, { lazyConnect: true, maxRetriesPerRequest: null });
    const sub = pub.duplicate();
    await Promise.all([pub.connect(), sub.connect()]);
    redisClients.push(pub, sub);
    io.adapter(createAdapter(pub, sub));
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
  }

  io.use(async (socket, next) => {
    try {
      const user = await options.authenticate(
        (socket.handshake.auth ?? {}) as Partial<RealtimeAuth>,
        socket.handshake.headers.cookie,
      );
      if (!user) return next(new Error('UNAUTHENTICATED'));
      socket.data.user = user;
      return next();
    } catch {
      return next(new Error('UNAUTHENTICATED'));
    }
  });

  io.on('connection', (socket) => {
    // Every user's sockets share a room, so any module can reach all of a user's tabs.
    void socket.join(rooms.user(socket.data.user.no));
  });

  return {
    io,
    close: async () => {
      // io.close() would also close the HTTP server, which Fastify owns and closes itself. Closing
      // the transports (not disconnectSockets, whose "io server disconnect" tells clients to stay
      // away) lets every client reconnect on its own to this process's successor or a sibling.
      io.engine.close();
      await Promise.all(redisClients.map((client) => client.quit().catch(() => undefined)));
    },
  };
}
