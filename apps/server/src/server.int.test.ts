import { describe, expect, it } from 'vitest';
import { startServer } from './server';
import { testConfig } from './test/testApp';
import { createTestDatabase } from './test/testDatabase';

describe('graceful shutdown', () => {
  it('finishes the request in flight, refuses new ones, then closes the database', async () => {
    const database = await createTestDatabase();
    const server = await startServer(testConfig({ PORT: '0', HOST: '127.0.0.1' }), {
      database,
      beforeListen: (app) => {
        app.get('/api/test/slow', async () => {
          await new Promise((resolve) => setTimeout(resolve, 600));
          return { finished: true };
        });
      },
    });
    const inFlight = fetch(`${server.url}/api/test/slow`);
    await new Promise((resolve) => setTimeout(resolve, 150));
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
  it('accepts the session cookie of a logged-in user and refuses a socket posing as someone else', async () => {
    const { io } = await import('socket.io-client');
    const { REALTIME_CLIENT_OPTIONS } = await import('@sidecamp/domain');
    const { buildRegistration } = await import('./test/factories');
    const server = await startServer(
      testConfig({ PORT: '0', HOST: '127.0.0.1', AUTH_RATE_LIMIT_PER_MINUTE: '100' }),
      {
        database: await createTestDatabase(),
      },
    );
    try {
      const registered = await fetch(`${server.url}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(buildRegistration()),
      });
      expect(registered.status).toBe(201);
      const cookie = registered.headers.getSetCookie()[0]?.split(';')[0] ?? '';
      const user = ((await registered.json()) as { user: { no: number; nickname: string } }).user;

      const connect = (no: number, withCookie: boolean) =>
        new Promise<string>((resolve) => {
          const socket = io(server.url, {
            ...REALTIME_CLIENT_OPTIONS,
            transports: ['websocket'],
            reconnection: false,
            auth: { no, nickname: user.nickname, img: null, token: '' },
            extraHeaders: withCookie ? { cookie } : {},
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
      expect(await connect(user.no, true)).toBe('connected');
      expect(await connect(user.no + 1, true)).toBe('UNAUTHENTICATED');
      expect(await connect(user.no, false)).toBe('UNAUTHENTICATED');
    } finally {
      await server.close();
    }
  });
});
