import { describe, expect, it } from 'vitest';
import { startServer } from './server';
import { testConfig } from './test/testApp';
import { createTestDatabase } from './test/testDatabase';

describe('graceful shutdown', () => {
  it('finishes the request in flight, refuses new ones, then closes the database', async () => {
    const database = await createTestDatabase();
    // The request is in flight once its handler runs: waiting for that (not a fixed delay) keeps the
    // test honest on a busy machine, where a connection can take longer than any guess to arrive.
    let entered: () => void = () => undefined;
    const handlerRunning = new Promise<void>((resolve) => {
      entered = resolve;
    });
    const server = await startServer(testConfig({ PORT: '0', HOST: '127.0.0.1' }), {
      database,
      beforeListen: (app) => {
        app.get('/api/test/slow', async () => {
          entered();
          await new Promise((resolve) => setTimeout(resolve, 600));
          return { finished: true };
        });
      },
    });
    const inFlight = fetch(`${server.url}/api/test/slow`);
    await handlerRunning;
    const closed = server.close();

    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ finished: true });
    await closed;
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
    await expect(database.ping()).rejects.toThrow();
  });
});

describe('realtime authentication', () => {
  it('opens a socket with a fresh single-use ticket of an active session, or with the session cookie', async () => {
    const { io } = await import('socket.io-client');
    const { REALTIME_CLIENT_OPTIONS } = await import('@sidecamp/domain');
    const { buildRegistration } = await import('./test/factories');
    const { realtimeTokens } = await import('./modules/auth/auth.tables');
    const database = await createTestDatabase();
    const server = await startServer(
      testConfig({ PORT: '0', HOST: '127.0.0.1', AUTH_RATE_LIMIT_PER_MINUTE: '100' }),
      { database },
    );
    try {
      const registered = await fetch(`${server.url}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(buildRegistration()),
      });
      expect(registered.status).toBe(201);
      const cookie = registered.headers.getSetCookie()[0]?.split(';')[0] ?? '';
      const sessionToken = cookie.split('=')[1] ?? '';
      const user = ((await registered.json()) as { user: { no: number; nickname: string } }).user;

      const ticket = async (withCookie = cookie) => {
        const res = await fetch(`${server.url}/api/auth/realtime-token`, {
          method: 'POST',
          headers: withCookie ? { cookie: withCookie } : {},
        });
        return { status: res.status, body: (await res.json()) as { token: string; expiresAt: string } };
      };
      const connect = (no: number, token: string, headers: Record<string, string> = {}) =>
        new Promise<string>((resolve) => {
          const socket = io(server.url, {
            ...REALTIME_CLIENT_OPTIONS,
            transports: ['websocket'],
            reconnection: false,
            auth: { no, nickname: user.nickname, img: null, token },
            extraHeaders: headers,
          });
          socket.once('connect', () => {
            socket.disconnect();
            resolve('connected');
          });
          socket.once('connect_error', (error) => {
            socket.disconnect();
            resolve(error.message);
          });
        });

      expect((await ticket('')).status).toBe(401);
      const first = await ticket();
      expect(first.status).toBe(200);
      expect(Date.parse(first.body.expiresAt) - Date.now()).toBeLessThanOrEqual(60_000);
      expect(await connect(user.no, first.body.token)).toBe('connected');
      // Single use: the same ticket a second time is refused.
      expect(await connect(user.no, first.body.token)).toBe('UNAUTHENTICATED');
      // A ticket cannot be used to pose as someone else.
      expect(await connect(user.no + 1, (await ticket()).body.token)).toBe('UNAUTHENTICATED');
      // The long-lived session token in the ticket's place opens nothing; a client without a
      // ticket may use the session cookie (SameSite=Lax keeps other sites' pages from doing so).
      expect(await connect(user.no, sessionToken, { cookie })).toBe('UNAUTHENTICATED');
      expect(await connect(user.no, '', { cookie })).toBe('connected');
      expect(await connect(user.no, '')).toBe('UNAUTHENTICATED');
      // An expired ticket is refused.
      const stale = await ticket();
      await database.db.update(realtimeTokens).set({ expiresAt: new Date(Date.now() - 1000) });
      expect(await connect(user.no, stale.body.token)).toBe('UNAUTHENTICATED');
      // Logging out closes the door on tickets handed out before.
      const beforeLogout = await ticket();
      await fetch(`${server.url}/api/auth/logout`, { method: 'POST', headers: { cookie } });
      expect(await connect(user.no, beforeLogout.body.token)).toBe('UNAUTHENTICATED');
      expect((await ticket()).status).toBe(401);
    } finally {
      await server.close();
    }
  });
});
