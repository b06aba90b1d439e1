import type { SessionEndedReason, TChatRoom } from '@sidecamp/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../db/client';
import { type RunningServer, startServer } from '../../server';
import { registerUser, type TestUser } from '../../test/factories';
import { testConfig } from '../../test/testApp';
import { createTestDatabase } from '../../test/testDatabase';
import { type ClientSocket, connectedSocket, senderSocket } from '../chat/chat.testing';
import { hashToken } from './auth.crypto';
import { createSession } from './auth.sessions';
import { passwordResets, sessions } from './auth.tables';

/**
 * Every way a session ends closes its open sockets, with `sessionEnded` saying why, and on every
 * server process: two servers share one database here, each with its own pool and listening
 * connection, as two processes would have.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let otherDatabase: DatabaseHandle;
let server: RunningServer;
let other: RunningServer;
let app: FastifyInstance;
const sockets: ClientSocket[] = [];

const config = () =>
  testConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    EVENT_POLL_INTERVAL_MS: '50',
  });

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startServer(config(), {
    database,
    beforeListen: (built) => {
      app = built;
    },
  });
  otherDatabase = await openDatabase({ databaseUrl: database.connectionString, poolSize: 3 });
  other = await startServer(config(), { database: otherDatabase });
});

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await other.close();
  await server.close();
});

const post = (url: string, user: { cookie: string } | undefined, payload: object = {}) =>
  app.inject({ method: 'POST', url, payload, headers: user ? { cookie: user.cookie } : {} });

async function connect(cookie: string, url = server.url): Promise<ClientSocket> {
  const socket = senderSocket(url, { no: 0, nickname: 'x', cookie });
  sockets.push(socket);
  await connectedSocket(socket);
  return socket;
}

/** A user with an open socket in a one-to-one room with a peer, having sent one message. */
async function chatting(options: { url?: string; cookie?: (user: TestUser) => Promise<string> } = {}) {
  const user = await registerUser(app);
  const peer = await registerUser(app);
  const room: TChatRoom = (await post('/api/chat/direct', user, { opponentNo: peer.no })).json();
  const socket = await connect(options.cookie ? await options.cookie(user) : user.cookie, options.url);
  const first = await socket
    .timeout(5000)
    .emitWithAck('sendMessage', { roomId: room._id, clientId: 'before', body: 'still here' });
  expect(first.ok).toBe(true);
  return { user, peer, room, socket };
}

/**
 * Resolves with what the socket heard once its session has ended: `sessionEnded` and the server's
 * disconnect, both within 5 s of `action`.
 */
async function endsWithin5s(socket: ClientSocket, action: () => Promise<unknown>) {
  const heard = new Promise<SessionEndedReason>((resolve) =>
    socket.once('sessionEnded', ({ reason }) => resolve(reason)),
  );
  const closed = new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
  await action();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('the socket was not closed within 5 s')), 5000);
  });
  try {
    const [reason, disconnect] = await Promise.race([Promise.all([heard, closed]), deadline]);
    return { reason, disconnect };
  } finally {
    clearTimeout(timer);
  }
}

/** The socket is gone for good: it does not reconnect, cannot open again, and sends nothing. */
async function expectShut(socket: ClientSocket, setup: { peer: TestUser; room: TChatRoom }) {
  expect(socket.connected).toBe(false);
  // Told "io server disconnect", socket.io does not reconnect on its own.
  expect(socket.active).toBe(false);
  const refused = new Promise<string>((resolve) =>
    socket.once('connect_error', (error) => resolve(error.message)),
  );
  socket.connect();
  expect(await refused).toBe('UNAUTHENTICATED');
  socket.disconnect();
  const history = await app.inject({
    method: 'GET',
    url: `/api/chat/rooms/${setup.room._id}/messages?limit=50`,
    headers: { cookie: setup.peer.cookie },
  });
  expect(history.json().messages.map((message: { body: string }) => message.body)).toEqual(['still here']);
}

describe('an ended session closes its sockets', () => {
  it('on logout', async () => {
    const setup = await chatting();
    const seen = await endsWithin5s(setup.socket, async () => {
      expect((await post('/api/auth/logout', setup.user)).statusCode).toBe(200);
    });
    expect(seen).toEqual({ reason: 'logged_out', disconnect: 'io server disconnect' });
    await expectShut(setup.socket, setup);
  });

  it('on a log-in elsewhere (duplicate login)', async () => {
    const setup = await chatting();
    const seen = await endsWithin5s(setup.socket, async () => {
      const login = await post('/api/auth/login', undefined, {
        email: setup.user.email,
        password: setup.user.password,
      });
      expect(login.statusCode, login.body).toBe(200);
    });
    expect(seen.reason).toBe('logged_in_elsewhere');
    await expectShut(setup.socket, setup);
  });

  it("on a password change made in another of the account's sessions, and not the changer's own", async () => {
    let secondCookie = '';
    const setup = await chatting({
      cookie: async (user) => {
        const { token } = await createSession(database.db, user.no, { ttlDays: 1 });
        secondCookie = `sidecamp_session=${token}`;
        return secondCookie;
      },
    });
    // The session that makes the change keeps its own socket.
    const changer = await connect(setup.user.cookie);
    const seen = await endsWithin5s(setup.socket, async () => {
      const changed = await post('/api/auth/password/change', setup.user, {
        currentPassword: setup.user.password,
        newPassword: 'a brand new secret',
      });
      expect(changed.statusCode, changed.body).toBe(200);
    });
    expect(seen.reason).toBe('password_changed');
    await expectShut(setup.socket, setup);
    expect(changer.connected).toBe(true);
  });

  it('on a password reset by e-mail link', async () => {
    const setup = await chatting();
    const token = `reset-${setup.user.no}-${Date.now()}`;
    await database.db.insert(passwordResets).values({
      tokenHash: hashToken(token),
      userNo: setup.user.no,
      expiresAt: new Date(Date.now() + 600_000),
    });
    const seen = await endsWithin5s(setup.socket, async () => {
      const reset = await post('/api/auth/password/reset', undefined, {
        token,
        password: 'a brand new secret',
      });
      expect(reset.statusCode, reset.body).toBe(200);
    });
    expect(seen.reason).toBe('password_changed');
    await expectShut(setup.socket, setup);
  });

  it('on withdrawal (the account deleted)', async () => {
    const setup = await chatting();
    const seen = await endsWithin5s(setup.socket, async () => {
      const withdrawn = await post('/api/auth/user_withdrawl', setup.user, {
        password: setup.user.password,
        confirm: 'WITHDRAW',
      });
      expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    });
    expect(seen.reason).toBe('account_deleted');
    await expectShut(setup.socket, setup);
  });

  it('when the session expires, with no request or notification at that moment', async () => {
    const setup = await chatting();
    const tokenHash = hashToken(setup.user.cookie.replace('sidecamp_session=', ''));
    const seen = await endsWithin5s(setup.socket, async () => {
      // Shortened to run out in a moment; what closes the socket then is the clock alone.
      await database.db
        .update(sessions)
        .set({ expiresAt: sql`now() + interval '1500 milliseconds'` })
        .where(eq(sessions.tokenHash, tokenHash));
    });
    expect(seen.reason).toBe('expired');
    await expectShut(setup.socket, setup);
  });

  it('on another server process than the one that ended it', async () => {
    const setup = await chatting({ url: other.url });
    const seen = await endsWithin5s(setup.socket, async () => {
      expect((await post('/api/auth/logout', setup.user)).statusCode).toBe(200);
    });
    expect(seen).toEqual({ reason: 'logged_out', disconnect: 'io server disconnect' });
    await expectShut(setup.socket, setup);
  });

  it("leaves the sockets of the user's other, still active sessions alone", async () => {
    const user = await registerUser(app);
    const { token } = await createSession(database.db, user.no, { ttlDays: 1 });
    const kept = await connect(`sidecamp_session=${token}`);
    const ending = await connect(user.cookie);
    const seen = await endsWithin5s(ending, async () => {
      expect((await post('/api/auth/logout', user)).statusCode).toBe(200);
    });
    expect(seen.reason).toBe('logged_out');
    const answer = await kept
      .timeout(5000)
      .emitWithAck('sendMessage', { roomId: '999999', clientId: 'x', body: 'y' });
    // Still served (the room does not exist, but the socket is heard).
    expect(answer).toMatchObject({ ok: false, code: 'NOT_FOUND' });
  });
});
