import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin } from '../../test/admin';
import { registerUser, type TestUser } from '../../test/factories';
import { caller, expectError, fieldsOf } from '../../test/http';
import { createTestApp, RELAXED_RATE_LIMITS, type TestApp } from '../../test/testApp';
import { mailOutbox } from '../mail/mail.tables';

let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: TestUser;
let member: TestUser;

beforeAll(async () => {
  // Every write relaxed except the 'ask' group, whose limit is under test.
  t = await createTestApp({ ...RELAXED_RATE_LIMITS, WRITE_RATE_LIMITS: 'post=1000000' });
  call = caller(t);
  admin = await registerUser(t.app);
  await makeAdmin(t, admin);
  member = await registerUser(t.app);
});
afterAll(() => t.close());

const notice = (overrides: object = {}) => ({
  title: 'Maintenance on Sunday',
  body: 'Sidecamp is read-only from 02:00 to 03:00 UTC.\nThanks for your patience.',
  important: false,
  ...overrides,
});

describe('notices', () => {
  it('are published, changed and deleted by admins, and listed newest first to anyone', async () => {
    const older = await call('POST', '/api/support/notices', admin, notice({ title: 'Older' }));
    expect(older.statusCode, older.body).toBe(201);
    const newer = await call(
      'POST',
      '/api/support/notices',
      admin,
      notice({ title: 'Newer', important: true }),
    );
    expect(newer.statusCode).toBe(201);
    expect(newer.json()).toMatchObject({ title: 'Newer', important: true });

    const list = await call('GET', '/api/support/notices');
    expect(list.statusCode).toBe(200);
    const titles = list.json().items.map((item: { title: string }) => item.title);
    expect(titles.indexOf('Newer')).toBeLessThan(titles.indexOf('Older'));
    const important = await call('GET', '/api/support/notices?important=true&size=5');
    expect(important.json().items.every((item: { important: boolean }) => item.important)).toBe(true);
    const paged = await call('GET', '/api/support/notices?size=1&page=1');
    expect(paged.json()).toMatchObject({ page: 1, hasMore: true, canPublish: false });
    expect((await call('GET', '/api/support/notices', member)).json().canPublish).toBe(false);
    expect((await call('GET', '/api/support/notices', admin)).json().canPublish).toBe(true);
    expect(paged.json().items).toHaveLength(1);

    const id = newer.json().id;
    const changed = await call('PATCH', `/api/support/notices/${id}`, admin, {
      important: false,
      title: 'Renamed',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ id, title: 'Renamed', important: false });

    expect((await call('DELETE', `/api/support/notices/${id}`, admin)).statusCode).toBe(204);
    expectError(await call('DELETE', `/api/support/notices/${id}`, admin), 404, 'NOT_FOUND');
    expectError(await call('PATCH', `/api/support/notices/${id}`, admin, { title: 'x' }), 404, 'NOT_FOUND');
  });

  it('keeps a notice dated in the future out of the list until then', async () => {
    const later = new Date(Date.now() + 86_400_000).toISOString();
    const res = await call(
      'POST',
      '/api/support/notices',
      admin,
      notice({ title: 'Tomorrow', publishedAt: later }),
    );
    expect(res.statusCode).toBe(201);
    const titles = (await call('GET', '/api/support/notices?size=50'))
      .json()
      .items.map((i: { title: string }) => i.title);
    expect(titles).not.toContain('Tomorrow');
  });

  it('refuses members (403) and visitors (401), and names bad fields', async () => {
    expectError(await call('POST', '/api/support/notices', member, notice()), 403, 'FORBIDDEN');
    expectError(await call('POST', '/api/support/notices', undefined, notice()), 401, 'UNAUTHENTICATED');
    const [first] = (await call('GET', '/api/support/notices')).json().items;
    expectError(
      await call('PATCH', `/api/support/notices/${first.id}`, member, { title: 'Mine' }),
      403,
      'FORBIDDEN',
    );
    expectError(await call('DELETE', `/api/support/notices/${first.id}`, member), 403, 'FORBIDDEN');
    expectError(await call('DELETE', `/api/support/notices/${first.id}`), 401, 'UNAUTHENTICATED');

    const bad = await call('POST', '/api/support/notices', admin, {
      title: ' ',
      body: '',
      important: 'yes',
      extra: 1,
    });
    expectError(bad, 400, 'VALIDATION_FAILED');
    expect(fieldsOf(bad)).toEqual(expect.arrayContaining(['title', 'body', 'important', 'extra']));
    expectError(await call('GET', '/api/support/notices?size=500'), 400, 'VALIDATION_FAILED');
  });
});

describe('asks', () => {
  it('go from the asker to the admins, and the answer back as a notification and an e-mail', async () => {
    const asked = await call('POST', '/api/support/asks', member, {
      subject: 'Resume export',
      body: 'How do I export my resume as a PDF?',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const ask = asked.json();
    expect(ask).toMatchObject({
      subject: 'Resume export',
      state: 'open',
      answer: null,
      asker: { no: member.no },
    });

    const mine = (await call('GET', '/api/support/asks/mine', member)).json();
    expect(mine.items.map((item: { id: number }) => item.id)).toContain(ask.id);
    const queue = (await call('GET', '/api/support/asks?state=open', admin)).json();
    expect(queue.items.map((item: { id: number }) => item.id)).toContain(ask.id);

    const answered = await call('POST', `/api/support/asks/${ask.id}/answer`, admin, {
      body: 'Open your resume and choose "Print", then "Save as PDF".',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toMatchObject({
      state: 'answered',
      answer: { body: expect.stringContaining('Save as PDF') },
    });
    expectError(
      await call('POST', `/api/support/asks/${ask.id}/answer`, admin, { body: 'Again' }),
      409,
      'CONFLICT',
    );

    const own = (await call('GET', '/api/support/asks/mine', member)).json();
    expect(own.items.find((item: { id: number }) => item.id === ask.id)).toMatchObject({ state: 'answered' });
    const open = (await call('GET', '/api/support/asks?state=open', admin)).json();
    expect(open.items.map((item: { id: number }) => item.id)).not.toContain(ask.id);
    const done = (await call('GET', '/api/support/asks?state=answered', admin)).json();
    expect(done.items.map((item: { id: number }) => item.id)).toContain(ask.id);

    await t.events.drain();
    const alarms = (await call('GET', '/api/alarms?group=activity', member)).json();
    expect(alarms.items[0]).toMatchObject({ type: 'support_answered', link: '/support#asks', actor: null });

    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, member.email));
    expect(mails.at(-1)).toMatchObject({
      subject: 'Sidecamp support answered: Resume export',
      transport: 'outbox',
    });
    expect(mails.at(-1)?.text).toContain('Save as PDF');
  });

  it("keeps others' questions hidden, answers to admins, and refuses visitors", async () => {
    const other = await registerUser(t.app);
    const ask = (
      await call('POST', '/api/support/asks', member, {
        subject: 'Private',
        body: 'A question only I may read.',
      })
    ).json();
    expect((await call('GET', `/api/support/asks/${ask.id}`, member)).statusCode).toBe(200);
    expect((await call('GET', `/api/support/asks/${ask.id}`, admin)).statusCode).toBe(200);
    expectError(await call('GET', `/api/support/asks/${ask.id}`, other), 404, 'NOT_FOUND');
    expect((await call('GET', '/api/support/asks/mine', other)).json().items).toEqual([]);
    expectError(
      await call('POST', `/api/support/asks/${ask.id}/answer`, member, { body: 'Me' }),
      403,
      'FORBIDDEN',
    );
    expectError(await call('GET', '/api/support/asks?state=open', member), 403, 'FORBIDDEN');
    expectError(
      await call('POST', '/api/support/asks/999999/answer', admin, { body: 'Hello' }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await call('POST', '/api/support/asks', undefined, { subject: 'Hi', body: 'x' }),
      401,
      'UNAUTHENTICATED',
    );
    expectError(await call('GET', '/api/support/asks/mine'), 401, 'UNAUTHENTICATED');
  });

  it('names bad fields', async () => {
    const bad = await call('POST', '/api/support/asks', member, {
      subject: 'Hi',
      body: 'short',
      to: 'admin',
    });
    expectError(bad, 400, 'VALIDATION_FAILED');
    expect(fieldsOf(bad)).toEqual(expect.arrayContaining(['subject', 'body', 'to']));
    const noAnswer = await call('POST', '/api/support/asks/1/answer', admin, { body: '   ' });
    expectError(noAnswer, 400, 'VALIDATION_FAILED');
    expect(fieldsOf(noAnswer)).toEqual(['body']);
    expectError(await call('GET', '/api/support/asks?state=closed', admin), 400, 'VALIDATION_FAILED');
  });

  it('takes at most 5 questions a minute from one person', async () => {
    const asker = await registerUser(t.app);
    const codes: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const res = await call('POST', '/api/support/asks', asker, {
        subject: `Question ${i}`,
        body: 'Is there a limit on questions?',
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([201, 201, 201, 201, 201, 429]);
    expect((await call('GET', '/api/support/asks/mine', asker)).json().items).toHaveLength(5);
  });
});
