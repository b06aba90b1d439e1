import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin } from '../../test/admin';
import {
  buildRegistration,
  registerUser,
  sessionCheck,
  sessionCookieOf,
  type TestUser,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/testApp';
import { passwordResets } from './auth.tables';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  // The reset links are read from the development mailbox, which only an admin may open.
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000', DEV_MAILBOX: '1' });
  admin = await registerUser(t.app);
  await makeAdmin(t, admin);
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, cookie?: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { ...(cookie ? { cookie } : {}), ...headers },
  });

const fieldsOf = (body: { error: { details?: Array<{ field: string }> } }) =>
  (body.error.details ?? []).map((issue) => issue.field);

const readMailbox = () =>
  t.app.inject({ method: 'GET', url: '/api/dev/mail', headers: { cookie: admin.cookie } });

async function latestResetToken(): Promise<string> {
  const mail = await readMailbox();
  const text: string = mail.json().messages[0].text;
  const match = /token=([\w%-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no reset link in: ${text}`);
  return decodeURIComponent(match[1]);
}

describe('register', () => {
  it('creates the account, logs it in and answers the session check with the spec fields', async () => {
    const input = buildRegistration({ mainJobDetail: '0406', subJobDetail: '0411' });
    const res = await post('/api/auth/register', input);
    expect(res.statusCode).toBe(201);
    const cookie = res.cookies.find((c) => c.name === 'sidecamp_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const check = await sessionCheck(t.app, sessionCookieOf(res));
    expect(check.result).toBe(true);
    expect(check.loginDuplicated).toBe(false);
    expect(check.user).toEqual({
      no: expect.any(Number),
      nickname: input.nickname,
      img: null,
      chat_uid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      main_job: '04',
      main_jobD: '0406',
      sub_job: '04',
      sub_jobD: '0411',
      admin: false,
    });
  });

  it('names each bad field', async () => {
    const res = await post('/api/auth/register', {
      ...buildRegistration(),
      email: 'not-an-email',
      password: 'short',
      nickname: '!',
      mainJobDetail: '0000',
      visitPurpose: '09',
    });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.json())).toEqual(
      expect.arrayContaining(['email', 'password', 'nickname', 'mainJobDetail', 'visitPurpose']),
    );
  });

  it('refuses fields a user may not set, such as role', async () => {
    const res = await post('/api/auth/register', { ...buildRegistration(), role: 'admin' });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.json())).toContain('role');
  });

  it('refuses a taken e-mail or nickname, whatever the letter case', async () => {
    const first = await registerUser(t.app);
    const sameEmail = await post(
      '/api/auth/register',
      buildRegistration({ email: first.email.toUpperCase() }),
    );
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().error.code).toBe('EMAIL_TAKEN');
    const sameNickname = await post(
      '/api/auth/register',
      buildRegistration({ nickname: first.nickname.toUpperCase() }),
    );
    expect(sameNickname.statusCode).toBe(409);
    expect(sameNickname.json().error).toMatchObject({
      code: 'NICKNAME_TAKEN',
      details: [{ field: 'nickname' }],
    });
  });

  it('records a user.registered event with the account', async () => {
    const user = await registerUser(t.app);
    const rows = await t.database.db.execute(
      sql`select type from domain_events where (payload->>'userNo')::int = ${user.no} order by id`,
    );
    expect((rows as unknown as { rows: Array<{ type: string }> }).rows.map((row) => row.type)).toEqual([
      'user.registered',
      'user.loggedIn',
    ]);
  });
});

describe('availability while typing', () => {
  it('tells free, taken and invalid nicknames and e-mails apart', async () => {
    const user = await registerUser(t.app);
    const check = async (value: string) =>
      (
        await t.app.inject({ method: 'GET', url: `/api/validation/user/${encodeURIComponent(value)}` })
      ).json();
    expect(await check('brand.new_name')).toMatchObject({ kind: 'nickname', available: true, reason: null });
    expect(await check(user.nickname)).toMatchObject({ kind: 'nickname', available: false, reason: 'taken' });
    expect(await check(user.email)).toMatchObject({ kind: 'email', available: false, reason: 'taken' });
    expect(await check('free@example.org')).toMatchObject({ kind: 'email', available: true });
    expect(await check('a@b')).toMatchObject({ kind: 'email', available: false, reason: 'invalid' });
    expect(await check('-x')).toMatchObject({ kind: 'nickname', available: false, reason: 'invalid' });
  });
});

describe('log in, duplicate login and log out', () => {
  it('answers a wrong password and an unknown e-mail the same way', async () => {
    const user = await registerUser(t.app);
    const wrong = await post('/api/auth/login', { email: user.email, password: 'wrong password!' });
    const unknown = await post('/api/auth/login', {
      email: 'nobody@example.com',
      password: 'wrong password!',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().error.message).toBe(unknown.json().error.message);
    expect(wrong.json().error.code).toBe('INVALID_CREDENTIALS');
  });

  it('ends the older browser session when the account logs in elsewhere', async () => {
    const user = await registerUser(t.app);
    const firstBrowser = user.cookie;
    const second = await post('/api/auth/login', { email: user.email, password: user.password });
    expect(second.statusCode).toBe(200);
    const secondBrowser = sessionCookieOf(second);
    expect(secondBrowser).not.toBe(firstBrowser);

    expect(await sessionCheck(t.app, firstBrowser)).toEqual({
      result: false,
      loginDuplicated: true,
      user: null,
    });
    expect((await sessionCheck(t.app, secondBrowser)).result).toBe(true);
  });

  it('accepts the stored login value in the body as well as the cookie', async () => {
    const user = await registerUser(t.app);
    const token = user.cookie.split('=')[1];
    const res = await post('/api/auth/session', { login_hash: token });
    expect(res.json().result).toBe(true);
  });

  it('logs out: the session no longer works and it is not reported as a duplicate', async () => {
    const user = await registerUser(t.app);
    const res = await post('/api/auth/logout', {}, user.cookie);
    expect(res.statusCode).toBe(200);
    expect(await sessionCheck(t.app, user.cookie)).toEqual({
      result: false,
      loginDuplicated: false,
      user: null,
    });
  });

  it('answers a forged cookie as logged out', async () => {
    expect(await sessionCheck(t.app, 'sidecamp_session=forged-token')).toEqual({
      result: false,
      loginDuplicated: false,
      user: null,
    });
  });
});

describe('password reset by e-mail link', () => {
  it('answers the same for unknown and known e-mails, and mails only the known one', async () => {
    const before = (await readMailbox()).json().messages.length;
    const unknown = await post('/api/auth/password/reset-request', { email: 'ghost@example.com' });
    expect(unknown.statusCode).toBe(202);
    const afterUnknown = (await readMailbox()).json().messages.length;
    expect(afterUnknown).toBe(before);

    const user = await registerUser(t.app);
    const known = await post('/api/auth/password/reset-request', { email: user.email });
    expect(known.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    const mail = (await readMailbox()).json().messages[0];
    expect(mail).toMatchObject({ to: user.email, subject: 'Reset your Sidecamp password' });
  });

  it('sets the new password once, ends every session, and the link cannot be used again', async () => {
    const user = await registerUser(t.app);
    await post('/api/auth/password/reset-request', { email: user.email });
    const token = await latestResetToken();

    const reset = await post('/api/auth/password/reset', { token, password: 'a brand new secret' });
    expect(reset.statusCode).toBe(200);
    expect((await sessionCheck(t.app, user.cookie)).result).toBe(false);
    const again = await post('/api/auth/password/reset', { token, password: 'another new secret' });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('RESET_LINK_INVALID');

    expect((await post('/api/auth/login', { email: user.email, password: user.password })).statusCode).toBe(
      401,
    );
    expect(
      (await post('/api/auth/login', { email: user.email, password: 'a brand new secret' })).statusCode,
    ).toBe(200);
  });

  it('refuses an expired link and a too-short new password', async () => {
    const user = await registerUser(t.app);
    await post('/api/auth/password/reset-request', { email: user.email });
    const token = await latestResetToken();
    const short = await post('/api/auth/password/reset', { token, password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(fieldsOf(short.json())).toEqual(['password']);
    await t.database.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await post('/api/auth/password/reset', { token, password: 'long enough secret' });
    expect(expired.json().error.code).toBe('RESET_LINK_INVALID');
  });
});

describe('password change', () => {
  it('needs a session, checks the current password, and ends only the other sessions', async () => {
    const user = await registerUser(t.app);
    const other = sessionCookieOf(
      await post('/api/auth/login', { email: user.email, password: user.password }),
    );
    const anonymous = await post('/api/auth/password/change', {
      currentPassword: 'x',
      newPassword: 'new secret 123',
    });
    expect(anonymous.statusCode).toBe(401);
    const wrong = await post(
      '/api/auth/password/change',
      { currentPassword: 'nope', newPassword: 'new secret 123' },
      other,
    );
    expect(wrong.statusCode).toBe(400);
    expect(fieldsOf(wrong.json())).toEqual(['currentPassword']);

    // Log in a third browser, then change the password from it.
    const third = sessionCookieOf(
      await post('/api/auth/login', { email: user.email, password: user.password }),
    );
    const ok = await post(
      '/api/auth/password/change',
      { currentPassword: user.password, newPassword: 'new secret 123' },
      third,
    );
    expect(ok.statusCode).toBe(200);
    expect((await sessionCheck(t.app, third)).result).toBe(true);
    expect((await sessionCheck(t.app, other)).result).toBe(false);
  });
});

describe('withdraw', () => {
  it('needs a session and the password, then removes personal data and frees the e-mail', async () => {
    const user = await registerUser(t.app);
    expect(
      (await post('/api/auth/user_withdrawl', { confirm: 'WITHDRAW', password: user.password })).statusCode,
    ).toBe(401);
    const noConfirm = await post('/api/auth/user_withdrawl', { password: user.password }, user.cookie);
    expect(fieldsOf(noConfirm.json())).toEqual(['confirm']);
    const wrong = await post(
      '/api/auth/user_withdrawl',
      { confirm: 'WITHDRAW', password: 'wrong one' },
      user.cookie,
    );
    expect(wrong.statusCode).toBe(400);

    const ok = await post(
      '/api/auth/user_withdrawl',
      { confirm: 'WITHDRAW', password: user.password },
      user.cookie,
    );
    expect(ok.statusCode).toBe(200);
    expect((await sessionCheck(t.app, user.cookie)).result).toBe(false);
    expect((await post('/api/auth/login', { email: user.email, password: user.password })).statusCode).toBe(
      401,
    );
    const again = await post(
      '/api/auth/register',
      buildRegistration({ email: user.email, nickname: user.nickname }),
    );
    expect(again.statusCode).toBe(201);
  });
});

describe('cross-site protection', () => {
  it('refuses a write from another site and accepts one from our own pages', async () => {
    const input = buildRegistration();
    const evilOrigin = await post('/api/auth/register', input, undefined, { origin: 'https://evil.example' });
    expect(evilOrigin.statusCode).toBe(403);
    expect(evilOrigin.json().error.code).toBe('CSRF_REJECTED');
    const crossSite = await post('/api/auth/logout', {}, undefined, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.statusCode).toBe(403);
    const ours = await post('/api/auth/register', input, undefined, {
      origin: t.config.publicUrl,
      'sec-fetch-site': 'same-origin',
    });
    expect(ours.statusCode).toBe(201);
  });
});

describe('rate limiting', () => {
  it('slows down repeated log-in attempts with a 429 in the error format', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'a@example.com', password: 'x' },
        });
      for (let i = 0; i < 3; i += 1) expect((await attempt()).statusCode).toBe(401);
      const blocked = await attempt();
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().error.code).toBe('RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });
});
