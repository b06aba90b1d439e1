import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin } from '../../test/admin';
import { registerUser, type TestUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/testApp';

// Unsent mail holds password-reset links: whoever reads it can take over the account it was for.
const readMailbox = (t: TestApp, cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/dev/mail', headers: cookie ? { cookie } : {} });

const requestReset = (t: TestApp, email: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/password/reset-request', payload: { email } });

describe('development mailbox, off by default', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: 'development' });
    admin = await registerUser(t.app);
    await makeAdmin(t, admin);
  });
  afterAll(() => t.close());

  it('is not there for anyone, not even an admin, and a reset link never leaves the server', async () => {
    const victim = await registerUser(t.app);
    expect((await requestReset(t, victim.email)).statusCode).toBe(202);
    for (const cookie of [undefined, victim.cookie, admin.cookie]) {
      const res = await readMailbox(t, cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
      expect(res.body).not.toContain('token=');
    }
  });
});

describe('development mailbox, opted in with DEV_MAILBOX', () => {
  let t: TestApp;
  let admin: TestUser;
  let member: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: 'development', DEV_MAILBOX: '1' });
    admin = await registerUser(t.app);
    await makeAdmin(t, admin);
    member = await registerUser(t.app);
  });
  afterAll(() => t.close());

  it('refuses a visitor (401) and a member (403) before reading anything', async () => {
    await requestReset(t, member.email);
    const anonymous = await readMailbox(t);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('UNAUTHENTICATED');
    const notAdmin = await readMailbox(t, member.cookie);
    expect(notAdmin.statusCode).toBe(403);
    expect(notAdmin.json().error.code).toBe('FORBIDDEN');
    expect(anonymous.body + notAdmin.body).not.toContain('token=');
  });

  it('shows an admin the unsent mail, reset link included', async () => {
    await requestReset(t, member.email);
    const res = await readMailbox(t, admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().transport).toBe('outbox');
    expect(res.json().messages[0]).toMatchObject({
      to: member.email,
      subject: 'Reset your Sidecamp password',
    });
    expect(res.json().messages[0].text).toContain('token=');
  });

  it('is announced when the server starts', () => {
    expect(t.config.startNotices.join('\n')).toMatch(/DEV_MAILBOX is on/);
  });
});
