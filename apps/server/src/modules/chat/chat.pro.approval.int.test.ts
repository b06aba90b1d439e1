import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin } from '../../test/admin';
import { registerUser, type TestUser } from '../../test/factories';
import { caller, expectError, fieldsOf } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/testApp';
import { adminAuditLog } from '../admin';
import { proOpenSlots } from './chat.tables';

/** Pro approval (issue 22, F18): a new pro offer waits for an admin before it is listed or bookable. */
let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  call = caller(t);
  admin = await registerUser(t.app);
  await makeAdmin(t, admin);
});
afterAll(() => t.close());

const listedPros = async () =>
  (await call('GET', '/api/chat/pros')).json().items.map((pro: { userNo: number }) => pro.userNo);
const apply = (user: TestUser, headline: string) =>
  call('PUT', '/api/chat/pro/me', user, { headline, pricePoints: 0 });
const mine = async (user: TestUser) => (await call('GET', '/api/chat/pro/me', user)).json().profile;
const auditOf = (action: 'pro.approve' | 'pro.reject', userNo: number) =>
  t.database.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.action, action), eq(adminAuditLog.targetId, String(userNo))));
const alarmsOf = async (user: TestUser) =>
  (await call('GET', '/api/alarms', user)).json().items as Array<{ type: string; text: string }>;

describe('pro applications', () => {
  it('the admin routes refuse logged-out callers (401) and members (403), before reading input', async () => {
    const member = await registerUser(t.app);
    await apply(member, 'Pitch deck reviews');
    const routes: Array<['GET' | 'POST', string, unknown?]> = [
      ['GET', '/api/admin/pros'],
      ['POST', `/api/admin/pros/${member.no}/approve`],
      ['POST', `/api/admin/pros/${member.no}/reject`, { reason: 'Not now' }],
    ];
    for (const [method, url, body] of routes) {
      expectError(await call(method, url, undefined, body), 401, 'UNAUTHENTICATED');
      expectError(await call(method, url, member, body), 403, 'FORBIDDEN');
    }
    expectError(await call('GET', '/api/chat/pro/me'), 401, 'UNAUTHENTICATED');
    expect((await mine(member)).status).toBe('pending');
  });

  it('names the bad field: status, userNo, reason; 404 without an application', async () => {
    expect(fieldsOf(await call('GET', '/api/admin/pros?status=maybe', admin))).toEqual(['status']);
    expect(fieldsOf(await call('POST', '/api/admin/pros/abc/approve', admin))).toEqual(['userNo']);
    const applicant = await registerUser(t.app);
    await apply(applicant, 'Hiring advice for first teams');
    expect(
      fieldsOf(await call('POST', `/api/admin/pros/${applicant.no}/reject`, admin, { reason: '' })),
    ).toEqual(['reason']);
    expect(fieldsOf(await call('POST', `/api/admin/pros/${applicant.no}/reject`, admin, {}))).toEqual([
      'reason',
    ]);
    const nobody = await registerUser(t.app);
    expectError(await call('POST', `/api/admin/pros/${nobody.no}/approve`, admin), 404, 'NOT_FOUND');
    expect(await mine(nobody)).toBeNull();
  });

  it('a pending pro is neither listed nor bookable; approval lists them, once', async () => {
    const applicant = await registerUser(t.app);
    const booker = await registerUser(t.app);
    const applied = await apply(applicant, 'Growth experiments, reviewed');
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toMatchObject({ status: 'pending', rejectReason: null });
    expect(await listedPros()).not.toContain(applicant.no);
    const queue = (await call('GET', '/api/admin/pros', admin)).json().items;
    expect(queue.map((item: { userNo: number }) => item.userNo)).toContain(applicant.no);

    // Cannot open slots while waiting, and a slot written past the API cannot be booked either.
    const startsAt = new Date(Date.now() + 48 * 3600_000);
    expectError(
      await call('POST', '/api/chat/pro/slots', applicant, {
        slots: [{ startsAt: startsAt.toISOString(), minutes: 60 }],
      }),
      403,
      'FORBIDDEN',
    );
    const [slot] = await t.database.db
      .insert(proOpenSlots)
      .values({ proNo: applicant.no, startsAt, endsAt: new Date(startsAt.getTime() + 3600_000) })
      .returning();
    expectError(await call('POST', '/api/chat/pro/reserve', booker, { slotId: slot?.id }), 409, 'CONFLICT');

    const approved = await call('POST', `/api/admin/pros/${applicant.no}/approve`, admin);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', reviewer: { no: admin.no } });
    expect(await listedPros()).toContain(applicant.no);
    expect((await mine(applicant)).status).toBe('approved');
    const booked = await call('POST', '/api/chat/pro/reserve', booker, { slotId: slot?.id });
    expect(booked.statusCode, booked.body).toBe(201);

    expectError(await call('POST', `/api/admin/pros/${applicant.no}/approve`, admin), 409, 'CONFLICT');
    expectError(
      await call('POST', `/api/admin/pros/${applicant.no}/reject`, admin, { reason: 'Changed my mind' }),
      409,
      'CONFLICT',
    );
    // Changing an approved offer keeps it approved.
    expect((await apply(applicant, 'Growth experiments, reviewed weekly')).json().status).toBe('approved');

    const rows = await auditOf('pro.approve', applicant.no);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ adminNo: admin.no, targetType: 'pro' });
    expect(await auditOf('pro.reject', applicant.no)).toEqual([]);
    await t.events.drain();
    expect((await alarmsOf(applicant)).map((alarm) => alarm.type)).toContain('pro_reviewed');
  });

  it('a rejection tells the applicant why; they apply again with a new headline', async () => {
    const applicant = await registerUser(t.app);
    await apply(applicant, 'Crypto riches fast');
    const rejected = await call('POST', `/api/admin/pros/${applicant.no}/reject`, admin, {
      reason: 'Describe the help you offer',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({
      status: 'rejected',
      rejectReason: 'Describe the help you offer',
    });
    expect(await mine(applicant)).toMatchObject({
      status: 'rejected',
      rejectReason: 'Describe the help you offer',
    });
    expect(await listedPros()).not.toContain(applicant.no);
    await t.events.drain();
    const [alarm] = (await alarmsOf(applicant)).filter((item) => item.type === 'pro_reviewed');
    expect(alarm?.text).toContain('Describe the help you offer');
    const [audit] = await auditOf('pro.reject', applicant.no);
    expect(audit).toMatchObject({ adminNo: admin.no, reason: 'Describe the help you offer' });
    expectError(
      await call('POST', `/api/admin/pros/${applicant.no}/reject`, admin, { reason: 'Again' }),
      409,
      'CONFLICT',
    );

    const rejectedList = (await call('GET', '/api/admin/pros?status=rejected', admin)).json().items;
    expect(rejectedList.map((item: { userNo: number }) => item.userNo)).toContain(applicant.no);

    expect(fieldsOf(await apply(applicant, 'Crypto riches fast'))).toEqual(['headline']);
    const again = await apply(applicant, 'Token economics reviews for early teams');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ status: 'pending', rejectReason: null });
    const queue = (await call('GET', '/api/admin/pros?status=pending', admin)).json().items;
    expect(queue.map((item: { userNo: number }) => item.userNo)).toContain(applicant.no);
    expect((await call('POST', `/api/admin/pros/${applicant.no}/approve`, admin)).statusCode).toBe(200);
    expect(await listedPros()).toContain(applicant.no);
  });
});
