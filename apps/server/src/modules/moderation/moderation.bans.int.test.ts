import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../server';
import { registerUser, sessionCheck, sessionCookieOf, type TestUser } from '../../test/factories';
import { RELAXED_RATE_LIMITS, testConfig } from '../../test/testApp';
import { createTestDatabase } from '../../test/testDatabase';
import { adminAuditLog } from '../admin';
import { users } from '../auth';
import { type ClientSocket, connectedSocket, senderSocket } from '../chat/chat.testing';

/** Bans (issue 22): who may ban, what a ban ends at once, how login refuses it, and its end. */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let server: RunningServer;
let app: FastifyInstance;
let admin: TestUser;
const sockets: ClientSocket[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startServer(
    testConfig({ PORT: '0', HOST: '127.0.0.1', EVENT_POLL_INTERVAL_MS: '50', ...RELAXED_RATE_LIMITS }),
    { database, beforeListen: (built) => (app = built) },
  );
  admin = await registerUser(app);
  await makeAdmin(admin);
});

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await server.close();
});

async function makeAdmin(user: TestUser) {
  await database.db.update(users).set({ role: 'admin' }).where(eq(users.no, user.no));
  await database.settleNotifications();
}

const call = (method: 'GET' | 'POST', url: string, user?: { cookie: string }, payload?: object) =>
  app.inject({ method, url, payload, headers: user ? { cookie: user.cookie } : {} });

const login = (user: TestUser) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: user.password },
  });

const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString();

describe('bans', () => {
  it('every ban route refuses logged-out (401) and member (403) callers', async () => {
    const member = await registerUser(app);
    const routes: Array<['GET' | 'POST', string, object | undefined]> = [
      ['GET', '/api/admin/users?q=a', undefined],
      ['GET', '/api/admin/users/banned', undefined],
      ['POST', `/api/admin/users/${member.no}/ban`, { reason: 'spam', until: inAWeek() }],
      ['POST', `/api/admin/users/${member.no}/unban`, { reason: 'ok' }],
    ];
    for (const [method, url, payload] of routes) {
      const loggedOut = await call(method, url, undefined, payload);
      expect(loggedOut.statusCode, url).toBe(401);
      const notAdmin = await call(method, url, member, payload);
      expect(notAdmin.statusCode, url).toBe(403);
      expect(notAdmin.json().error.code).toBe('FORBIDDEN');
    }
  });

  it('bad input is a 400 naming the field', async () => {
    const member = await registerUser(app);
    const fieldOf = async (payload: object) => {
      const res = await call('POST', `/api/admin/users/${member.no}/ban`, admin, payload);
      expect(res.statusCode, res.body).toBe(400);
      return res.json().error.details.map((detail: { field: string }) => detail.field);
    };
    expect(await fieldOf({ reason: '', until: inAWeek() })).toContain('reason');
    expect(await fieldOf({ reason: 'spam', until: '2020-01-01T00:00:00Z' })).toContain('until');
    expect(await fieldOf({ reason: 'spam', until: 'tomorrow' })).toContain('until');
    expect(await fieldOf({ reason: 'spam' })).toContain('until');
    const search = await call('GET', '/api/admin/users', admin);
    expect(search.statusCode).toBe(400);
    expect(JSON.stringify(search.json().error.details)).toContain('q');
  });

  it('an admin cannot ban themselves or another admin; nobody is 404', async () => {
    const other = await registerUser(app);
    await makeAdmin(other);
    const body = { reason: 'no', until: inAWeek() };
    expect((await call('POST', `/api/admin/users/${admin.no}/ban`, admin, body)).statusCode).toBe(403);
    expect((await call('POST', `/api/admin/users/${other.no}/ban`, admin, body)).statusCode).toBe(403);
    expect((await call('POST', '/api/admin/users/999999/ban', admin, body)).statusCode).toBe(404);
  });

  it('a ban ends the sessions and the socket at once, refuses login with the reason and end, and is audited', async () => {
    const member = await registerUser(app);
    const socket = senderSocket(server.url, { no: 0, nickname: 'x', cookie: member.cookie });
    sockets.push(socket);
    await connectedSocket(socket);
    const heard = new Promise<string>((resolve) =>
      socket.once('sessionEnded', ({ reason }) => resolve(reason)),
    );
    const closed = new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));

    const until = inAWeek();
    const banned = await call('POST', `/api/admin/users/${member.no}/ban`, admin, {
      reason: 'Repeated spam in the lounge',
      until,
    });
    expect(banned.statusCode, banned.body).toBe(200);
    expect(banned.json().ban).toMatchObject({ reason: 'Repeated spam in the lounge', until });

    const deadline = new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('socket still open')), 5000),
    );
    expect(await Promise.race([Promise.all([heard, closed]), deadline])).toEqual([
      'banned',
      'io server disconnect',
    ]);

    // The old cookie no longer opens anything.
    expect((await sessionCheck(app, member.cookie)).result).toBe(false);
    expect((await call('GET', '/api/admin/users/banned', member)).statusCode).toBe(401);

    const refused = await login(member);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: 'ACCOUNT_BANNED',
      details: { reason: 'Repeated spam in the lounge', until },
    });
    // A wrong password says nothing about the ban.
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: member.email, password: 'not-the-password-1' },
    });
    expect(wrong.json().error.code).toBe('INVALID_CREDENTIALS');

    const list = await call('GET', '/api/admin/users/banned', admin);
    expect(list.json().items.map((item: { no: number }) => item.no)).toContain(member.no);
    const found = await call('GET', `/api/admin/users?q=${encodeURIComponent(member.nickname)}`, admin);
    expect(found.json().items[0]).toMatchObject({ no: member.no, email: member.email, ban: { until } });

    const rows = await database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, String(member.no)));
    expect(rows).toEqual([
      expect.objectContaining({
        adminNo: admin.no,
        action: 'user.ban',
        targetType: 'user',
        reason: 'Repeated spam in the lounge',
        detail: { until },
      }),
    ]);

    // Unban: login works again, audited.
    expect(
      (await call('POST', `/api/admin/users/${member.no}/unban`, admin, { reason: '' })).statusCode,
    ).toBe(400);
    const lifted = await call('POST', `/api/admin/users/${member.no}/unban`, admin, {
      reason: 'Appeal accepted',
    });
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect(lifted.json().ban).toBeNull();
    expect(
      (await call('POST', `/api/admin/users/${member.no}/unban`, admin, { reason: 'again' })).statusCode,
    ).toBe(409);
    const back = await login(member);
    expect(back.statusCode, back.body).toBe(200);
    expect((await sessionCheck(app, sessionCookieOf(back))).result).toBe(true);
    const actions = await database.db
      .select({ action: adminAuditLog.action, reason: adminAuditLog.reason })
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, String(member.no)))
      .orderBy(adminAuditLog.id);
    expect(actions).toEqual([
      { action: 'user.ban', reason: 'Repeated spam in the lounge' },
      { action: 'user.unban', reason: 'Appeal accepted' },
    ]);
  });

  it('an indefinite ban holds; a ban ends by itself once its end has passed', async () => {
    const member = await registerUser(app);
    const res = await call('POST', `/api/admin/users/${member.no}/ban`, admin, {
      reason: 'Abuse',
      until: null,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await login(member)).json().error).toMatchObject({
      code: 'ACCOUNT_BANNED',
      details: { until: null },
    });
    // While the ban lasts nobody finds them in the member finder.
    const found = async () =>
      (await call('GET', `/api/people?q=${member.nickname}`, admin))
        .json()
        .items.map((item: { no: number }) => item.no);
    expect(await found()).not.toContain(member.no);
    // The end moves into the past, as time would move it.
    await database.db
      .update(users)
      .set({ bannedUntil: sql`now() - interval '1 minute'` })
      .where(eq(users.no, member.no));
    expect((await login(member)).statusCode).toBe(200);
    expect(await found()).toContain(member.no);
    const banned = await call('GET', '/api/admin/users/banned', admin);
    expect(banned.json().items.map((item: { no: number }) => item.no)).not.toContain(member.no);
  });
});
