import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type ClientToServerEvents,
  REALTIME_CLIENT_OPTIONS,
  type ServerToClientEvents,
} from '@sidecamp/domain';
import { io as connect, type Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { rooms } from './rooms';
import { createRealtimeServer, type RealtimeHandle, type SocketAuthenticator } from './server';

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

// Accepts the handshake token `user-<no>`; the real authenticator checks the session.
const testAuthenticator: SocketAuthenticator = async (auth) => {
  const match = /^user-(\d+)$/.exec(auth.token ?? '');
  return match ? { user: { no: Number(match[1]), nickname: auth.nickname ?? 'tester', img: null } } : null;
};

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function startProcessLike(
  redisUrl?: string,
  allowedOrigin?: string,
): Promise<{ realtime: RealtimeHandle; url: string }> {
  const httpServer: HttpServer = createServer();
  const realtime = await createRealtimeServer({
    httpServer,
    authenticate: testAuthenticator,
    redis: redisUrl ? { url: redisUrl, prefix: `sidecamp-realtime-test-${process.pid}:` } : undefined,
    allowedOrigin,
  });
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  cleanups.push(async () => {
    await realtime.close();
    await new Promise((resolve) => httpServer.close(resolve));
  });
  return { realtime, url: `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}` };
}

function client(url: string, token: string, origin?: string): ClientSocket {
  const socket: ClientSocket = connect(url, {
    ...REALTIME_CLIENT_OPTIONS,
    transports: [...REALTIME_CLIENT_OPTIONS.transports],
    reconnection: false,
    auth: { no: 1, nickname: 'tester', img: null, token },
    ...(origin ? { extraHeaders: { origin } } : {}),
  });
  cleanups.push(() => {
    socket.disconnect();
  });
  return socket;
}

const connected = (socket: ClientSocket) =>
  new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });

describe('realtime server', () => {
  it('refuses a handshake without a valid token', async () => {
    const { url } = await startProcessLike();
    const socket = client(url, 'forged');
    await expect(connected(socket)).rejects.toThrow('UNAUTHENTICATED');
  });

  it("refuses a browser handshake from another site's page, before reading its credentials", async () => {
    let asked = 0;
    const httpServer: HttpServer = createServer();
    const realtime = await createRealtimeServer({
      httpServer,
      allowedOrigin: 'https://sidecamp.example',
      authenticate: async (auth, cookie) => {
        asked += 1;
        return testAuthenticator(auth, cookie);
      },
    });
    await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
    cleanups.push(async () => {
      await realtime.close();
      await new Promise((resolve) => httpServer.close(resolve));
    });
    const url = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;

    await expect(connected(client(url, 'user-5', 'https://evil.example'))).rejects.toThrow(
      'FORBIDDEN_ORIGIN',
    );
    expect(asked).toBe(0);
    // Our own pages (PUBLIC_URL, or the very host the socket was opened on) and clients that are
    // not browser pages (no Origin) may connect.
    await connected(client(url, 'user-5', 'https://sidecamp.example'));
    await connected(client(url, 'user-5', url));
    await connected(client(url, 'user-5'));
    expect(asked).toBe(3);
  });

  it("puts an authenticated socket in its user's room", async () => {
    const { realtime, url } = await startProcessLike();
    const socket = client(url, 'user-5');
    await connected(socket);
    const received = new Promise((resolve) => socket.once('leaveRoomResult', resolve));
    realtime.io.to(rooms.user(5)).emit('leaveRoomResult', { roomId: 'r1' });
    await expect(received).resolves.toEqual({ roomId: 'r1' });
  });

  describe.runIf(process.env.TEST_REDIS_URL)('across processes (Redis adapter)', () => {
    it('delivers an emit made in one process to a socket connected to another', async () => {
      const redisUrl = process.env.TEST_REDIS_URL;
      const one = await startProcessLike(redisUrl);
      const two = await startProcessLike(redisUrl);
      const socket = client(two.url, 'user-9');
      await connected(socket);
      const received = new Promise((resolve) => socket.once('updateOnline', resolve));
      // The adapter's subscription may need a moment after connect; emit until it arrives.
      const payload = { roomId: 'room-x', userNo: 9, status: 'online' };
      const timer = setInterval(() => one.realtime.io.to(rooms.user(9)).emit('updateOnline', payload), 100);
      cleanups.push(() => clearInterval(timer));
      await expect(received).resolves.toEqual(payload);
    });
  });
});
