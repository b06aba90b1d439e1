import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { rowsOf } from '../../db/client';
import { makeAdmin } from '../../test/admin';
import { registerUser, type TestUser } from '../../test/factories';
import { createTestApp, RELAXED_RATE_LIMITS, type TestApp, testConfig } from '../../test/testApp';
import { users } from '../auth';
import { grantAdminByEmail } from './admin.grants';
import { adminAuditLog } from './admin.tables';
import { recordAdminAction } from './index';

describe('admin console: audit log, first admins', () => {
  let t: TestApp;
  let admin: TestUser;
  let member: TestUser;

  beforeAll(async () => {
    t = await createTestApp(RELAXED_RATE_LIMITS);
    admin = await registerUser(t.app);
    member = await registerUser(t.app);
    await makeAdmin(t, admin);
  });
  afterAll(() => t.close());

  const audit = (user: TestUser | undefined, query = '') =>
    t.app.inject({
      method: 'GET',
      url: `/api/admin/audit${query}`,
      headers: user ? { cookie: user.cookie } : {},
    });

  it('the audit log is for admins: 401 logged out, 403 for a member', async () => {
    const loggedOut = await audit(undefined);
    expect(loggedOut.statusCode).toBe(401);
    expect(loggedOut.json().error.code).toBe('UNAUTHENTICATED');
    const notAdmin = await audit(member);
    expect(notAdmin.statusCode).toBe(403);
    expect(notAdmin.json().error.code).toBe('FORBIDDEN');
  });

  it('lists actions newest first with who, what, when and why, page by page and filtered', async () => {
    for (let index = 0; index < 3; index++) {
      await recordAdminAction(t.database.db, {
        adminNo: admin.no,
        action: index === 2 ? 'user.ban' : 'report.hide',
        targetType: index === 2 ? 'user' : 'post',
        targetId: 100 + index,
        reason: `reason ${index}`,
        detail: { index },
      });
    }
    const first = await audit(admin, '?limit=2');
    expect(first.statusCode, first.body).toBe(200);
    const page = first.json();
    expect(page.items.map((entry: { targetId: string }) => entry.targetId)).toEqual(['102', '101']);
    expect(page.items[0]).toMatchObject({
      admin: { no: admin.no, nickname: admin.nickname },
      action: 'user.ban',
      targetType: 'user',
      reason: 'reason 2',
      detail: { index: 2 },
    });
    expect(Number.isNaN(Date.parse(page.items[0].createdAt))).toBe(false);
    const second = (await audit(admin, `?limit=2&before=${page.nextCursor}`)).json();
    expect(second.items.map((entry: { targetId: string }) => entry.targetId)).toContain('100');
    const bans = (await audit(admin, '?action=user.ban')).json();
    expect(bans.items.every((entry: { action: string }) => entry.action === 'user.ban')).toBe(true);
    expect(bans.items).toHaveLength(1);
  });

  it('refuses bad filters with the field named', async () => {
    const response = await audit(admin, '?action=user.delete');
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('action');
    expect((await audit(admin, '?limit=0')).statusCode).toBe(400);
  });

  it('can never be edited or deleted, not even by the application', async () => {
    const [row] = await t.database.db.select({ id: adminAuditLog.id }).from(adminAuditLog).limit(1);
    expect(row).toBeDefined();
    // Drizzle wraps the database's error; the trigger's words are in its cause.
    const refusal = (write: PromiseLike<unknown>) =>
      Promise.resolve(write).then(
        () => 'written',
        (error: Error & { cause?: Error }) => `${error.message} ${error.cause?.message ?? ''}`,
      );
    const id = row?.id ?? 0;
    expect(
      await refusal(t.database.db.update(adminAuditLog).set({ reason: 'x' }).where(eq(adminAuditLog.id, id))),
    ).toMatch(/append-only: UPDATE/);
    expect(await refusal(t.database.db.delete(adminAuditLog).where(eq(adminAuditLog.id, id)))).toMatch(
      /append-only: DELETE/,
    );
    expect(await refusal(t.database.db.execute(sql`truncate admin_audit_log`))).toMatch(
      /append-only: TRUNCATE/,
    );
  });

  it('the grant command makes an admin once, audited, and never a withdrawn or unknown account', async () => {
    const person = await registerUser(t.app);
    expect(await grantAdminByEmail(t.database.db, person.email.toUpperCase(), 'command')).toEqual({
      outcome: 'granted',
      userNo: person.no,
    });
    expect(await grantAdminByEmail(t.database.db, person.email, 'command')).toEqual({
      outcome: 'already_admin',
      userNo: person.no,
    });
    expect(await grantAdminByEmail(t.database.db, 'nobody@example.com', 'command')).toEqual({
      outcome: 'no_account',
    });
    const grants = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, String(person.no)));
    expect(grants).toHaveLength(1);
    expect(grants[0]).toMatchObject({ action: 'admin.grant', adminNo: null, detail: { source: 'command' } });

    const leaving = await registerUser(t.app);
    await t.database.db.update(users).set({ withdrawnAt: new Date() }).where(eq(users.no, leaving.no));
    expect(await grantAdminByEmail(t.database.db, leaving.email, 'command')).toEqual({
      outcome: 'no_account',
    });
  });

  it('ADMIN_EMAILS makes listed existing accounts admins when the server starts, and nobody else', async () => {
    const listed = await registerUser(t.app);
    const other = await registerUser(t.app);
    // A second app over the same database, as a restart with ADMIN_EMAILS set would be.
    const restarted = await buildApp({
      config: testConfig({ ...RELAXED_RATE_LIMITS, ADMIN_EMAILS: `${listed.email}, absent@example.com` }),
      database: t.database,
    });
    try {
      await restarted.app.ready();
      const roles = rowsOf<{ no: number; role: string }>(
        await t.database.db.execute(sql`select no, role from users where no in (${listed.no}, ${other.no})`),
      );
      expect(roles.find((row) => row.no === listed.no)?.role).toBe('admin');
      expect(roles.find((row) => row.no === other.no)?.role).toBe('user');
      const [grant] = await t.database.db
        .select()
        .from(adminAuditLog)
        .where(eq(adminAuditLog.targetId, String(listed.no)));
      expect(grant).toMatchObject({ action: 'admin.grant', detail: { source: 'ADMIN_EMAILS' } });
    } finally {
      await restarted.app.close();
      await restarted.events.stop();
    }
  });

  it('refuses an ADMIN_EMAILS entry that is not an address, naming it', () => {
    expect(() => testConfig({ ADMIN_EMAILS: 'ops@example.com,not-an-address' })).toThrow(/not-an-address/);
  });
});
