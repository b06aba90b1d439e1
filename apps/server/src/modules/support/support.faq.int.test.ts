import { FAQ_CATEGORIES } from '@sidecamp/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin } from '../../test/admin';
import { registerUser, type TestUser } from '../../test/factories';
import { caller, expectError, fieldsOf } from '../../test/http';
import { createTestApp, RELAXED_RATE_LIMITS, type TestApp } from '../../test/testApp';
import { adminAuditLog } from '../admin';

/** FAQ management and the audit of notice and answer writes (issue 22, F18). */
let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: TestUser;
let member: TestUser;
beforeAll(async () => {
  t = await createTestApp(RELAXED_RATE_LIMITS);
  call = caller(t);
  admin = await registerUser(t.app);
  await makeAdmin(t, admin);
  member = await registerUser(t.app);
});
afterAll(() => t.close());

type Entry = { id: number; category: string; question: string; answer: string; published: boolean };
const publicFaq = async () => (await call('GET', '/api/support/faq')).json().items as Entry[];
const adminFaq = async () => (await call('GET', '/api/admin/faq', admin)).json().items as Entry[];
const auditRows = (action: string, targetId: number) =>
  t.database.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.action, action), eq(adminAuditLog.targetId, String(targetId))));

describe('the FAQ', () => {
  it('starts with the entries the web used to ship, published, in every category, in order', async () => {
    const res = await call('GET', '/api/support/faq');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('max-age=60');
    const items = res.json().items as Array<Entry & { position: number }>;
    expect(items).toHaveLength(20);
    expect(items[0]).toMatchObject({ category: '01', question: 'What is Sidecamp?', published: true });
    expect(new Set(items.map((item) => item.category))).toEqual(new Set(FAQ_CATEGORIES.codes));
    const positions = items.map((item) => item.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('refuses logged-out callers (401) and members (403) on every admin route', async () => {
    const [first] = await adminFaq();
    const routes: Array<['GET' | 'POST' | 'PATCH' | 'DELETE', string, unknown?]> = [
      ['GET', '/api/admin/faq'],
      ['POST', '/api/admin/faq', { category: '01', question: 'Q?', answer: 'A.' }],
      ['PATCH', `/api/admin/faq/${first?.id}`, { published: false }],
      ['POST', `/api/admin/faq/${first?.id}/move`, { direction: 'down' }],
      ['DELETE', `/api/admin/faq/${first?.id}`],
    ];
    for (const [method, url, body] of routes) {
      expectError(await call(method, url, undefined, body), 401, 'UNAUTHENTICATED');
      expectError(await call(method, url, member, body), 403, 'FORBIDDEN');
    }
    expect((await publicFaq())[0]?.id).toBe(first?.id);
  });

  it('names the bad field and answers 404 for an unknown entry', async () => {
    expect(
      fieldsOf(await call('POST', '/api/admin/faq', admin, { category: '99', question: 'Q?', answer: 'A.' })),
    ).toEqual(['category']);
    expect(
      fieldsOf(await call('POST', '/api/admin/faq', admin, { category: '01', question: '  ', answer: 'A.' })),
    ).toEqual(['question']);
    expect(fieldsOf(await call('POST', '/api/admin/faq', admin, { category: '01', question: 'Q?' }))).toEqual(
      ['answer'],
    );
    expect(fieldsOf(await call('PATCH', '/api/admin/faq/1', admin, { published: 'yes' }))).toEqual([
      'published',
    ]);
    expect(fieldsOf(await call('POST', '/api/admin/faq/1/move', admin, { direction: 'left' }))).toEqual([
      'direction',
    ]);
    expect(fieldsOf(await call('DELETE', '/api/admin/faq/x', admin))).toEqual(['id']);
    expectError(await call('PATCH', '/api/admin/faq/999999', admin, { published: false }), 404, 'NOT_FOUND');
    expectError(await call('DELETE', '/api/admin/faq/999999', admin), 404, 'NOT_FOUND');
  });

  it('is added to, unpublished, moved and deleted by admins, and every change is audited', async () => {
    const created = await call('POST', '/api/admin/faq', admin, {
      category: '05',
      question: 'Can I pin a chat?',
      answer: 'Not yet.',
      published: false,
    });
    expect(created.statusCode, created.body).toBe(201);
    const entry = created.json() as Entry;
    expect(entry).toMatchObject({ category: '05', published: false });
    expect((await publicFaq()).map((item) => item.id)).not.toContain(entry.id);
    expect((await adminFaq()).at(-1)?.id).toBe(entry.id);

    const published = await call('PATCH', `/api/admin/faq/${entry.id}`, admin, {
      published: true,
      answer: 'Not yet: pinning is planned.',
    });
    expect(published.json()).toMatchObject({ published: true, answer: 'Not yet: pinning is planned.' });
    expect((await publicFaq()).at(-1)).toMatchObject({
      id: entry.id,
      answer: 'Not yet: pinning is planned.',
    });

    expectError(
      await call('POST', `/api/admin/faq/${entry.id}/move`, admin, { direction: 'down' }),
      409,
      'CONFLICT',
    );
    const moved = await call('POST', `/api/admin/faq/${entry.id}/move`, admin, { direction: 'up' });
    expect(moved.statusCode, moved.body).toBe(200);
    const order = (moved.json().items as Entry[]).map((item) => item.id);
    expect(order.at(-2)).toBe(entry.id);
    expect((await publicFaq()).map((item) => item.id).at(-2)).toBe(entry.id);

    const removed = await call('DELETE', `/api/admin/faq/${entry.id}`, admin);
    expect(removed.statusCode).toBe(204);
    expect((await adminFaq()).map((item) => item.id)).not.toContain(entry.id);

    expect(await auditRows('faq.create', entry.id)).toHaveLength(1);
    expect(await auditRows('faq.update', entry.id)).toHaveLength(2);
    const [deleted] = await auditRows('faq.delete', entry.id);
    expect(deleted).toMatchObject({
      adminNo: admin.no,
      targetType: 'faq',
      detail: { question: 'Can I pin a chat?' },
    });
  });
});

describe('the audit of notices and answers', () => {
  it('writes one row for each notice create, update and delete, and for an answer', async () => {
    const created = await call('POST', '/api/support/notices', admin, {
      title: 'Audit me',
      body: 'A notice.',
      important: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    expect((await call('PATCH', `/api/support/notices/${id}`, admin, { important: false })).statusCode).toBe(
      200,
    );
    expectError(
      await call('PATCH', `/api/support/notices/${id}`, member, { important: true }),
      403,
      'FORBIDDEN',
    );
    expect((await call('DELETE', `/api/support/notices/${id}`, admin)).statusCode).toBe(204);
    for (const action of ['notice.create', 'notice.update', 'notice.delete'])
      expect(await auditRows(action, id), action).toEqual([
        expect.objectContaining({ adminNo: admin.no, targetType: 'notice' }),
      ]);

    const asked = await call('POST', '/api/support/asks', member, {
      subject: 'Where is my booth?',
      body: 'I launched yesterday and cannot find it.',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const askId = asked.json().id as number;
    expect(
      (await call('POST', `/api/support/asks/${askId}/answer`, admin, { body: 'Under Launch, then Booths.' }))
        .statusCode,
    ).toBe(200);
    expect(await auditRows('ask.answer', askId)).toEqual([
      expect.objectContaining({ adminNo: admin.no, targetType: 'ask' }),
    ]);
  });
});
