import type { TFeedItem } from '@sidecamp/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin } from '../../test/admin';
import { registerUser, type TestUser } from '../../test/factories';
import { caller, expectError, fieldsOf } from '../../test/http';
import { buildPosting, writePost } from '../../test/lounge';
import { createTestApp, RELAXED_RATE_LIMITS, type TestApp } from '../../test/testApp';
import { adminAuditLog } from '../admin';
import { chatMessages } from '../chat';

/** The admins' report queue (issue 22): grouped reports, hide, restore, dismiss, each audited. */
let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: TestUser;
let author: TestUser;
let reader: TestUser;
let other: TestUser;

beforeAll(async () => {
  t = await createTestApp(RELAXED_RATE_LIMITS);
  call = caller(t);
  admin = await registerUser(t.app);
  author = await registerUser(t.app);
  reader = await registerUser(t.app);
  other = await registerUser(t.app);
  await makeAdmin(t, admin);
  await call('POST', `/api/profiles/${author.no}/follow`, reader);
});
afterAll(async () => t.close());

const ids = async (url: string, user?: TestUser) =>
  ((await call('GET', url, user)).json().items as TFeedItem[]).map((item) => item.target?.id);

/** Everywhere a post is listed for someone else: the lounge, the home (following) feed, the author's timeline. */
async function seenBy(user: TestUser, postId: number) {
  // The lounge's first pages are cached in memory and emptied by a database notification.
  await t.database.settleNotifications();
  return {
    lounge: (await ids('/api/lounge/feed', user)).includes(postId),
    home: (await ids('/api/lounge/feed/following', user)).includes(postId),
    timeline: (await ids(`/api/users/${author.no}/feed`, user)).includes(postId),
    page: (await call('GET', `/api/lounge/posts/${postId}`, user)).statusCode === 200,
  };
}

const report = (user: TestUser, targetType: string, targetId: number, reason: string) =>
  call('POST', '/api/lounge/reports', user, { targetType, targetId, reason });

describe('report queue', () => {
  it('every queue route refuses logged-out (401) and member (403) callers before reading input', async () => {
    const routes: Array<['GET' | 'POST', string]> = [
      ['GET', '/api/admin/reports'],
      ['POST', '/api/admin/reports/post/1/hide'],
      ['POST', '/api/admin/reports/post/1/restore'],
      ['POST', '/api/admin/reports/post/1/dismiss'],
    ];
    for (const [method, url] of routes) {
      expectError(await call(method, url, undefined, { reason: 'x' }), 401, 'UNAUTHENTICATED');
      expectError(await call(method, url, reader, { reason: 'x' }), 403, 'FORBIDDEN');
    }
  });

  it('bad input is a 400 naming the field', async () => {
    expect(fieldsOf(await call('POST', '/api/admin/reports/post/1/hide', admin, { reason: ' ' }))).toEqual([
      'reason',
    ]);
    expect(fieldsOf(await call('POST', '/api/admin/reports/user/1/hide', admin, { reason: 'x' }))).toEqual([
      'targetType',
    ]);
    expect(fieldsOf(await call('GET', '/api/admin/reports?type=account', admin))).toEqual(['type']);
    expect(fieldsOf(await call('GET', '/api/admin/reports?limit=500', admin))).toEqual(['limit']);
  });

  it('groups reports per target; hide takes the post out of every feed and closes them; restore brings it back', async () => {
    const post = await writePost(
      t,
      author,
      buildPosting({ title: 'Cheap followers', body: 'Buy followers now' }),
    );
    expect(await seenBy(reader, post.id)).toEqual({ lounge: true, home: true, timeline: true, page: true });
    expect((await report(reader, 'post', post.id, 'spam')).statusCode).toBe(201);
    expect((await report(other, 'post', post.id, 'scam')).statusCode).toBe(201);
    // Once per person.
    expectError(await report(reader, 'post', post.id, 'spam'), 409, 'CONFLICT');

    const queue = await call('GET', '/api/admin/reports?type=post', admin);
    expect(queue.statusCode, queue.body).toBe(200);
    const item = queue.json().items.find((entry: { targetId: number }) => entry.targetId === post.id);
    expect(item).toMatchObject({
      targetType: 'post',
      reportCount: 2,
      reasons: ['scam', 'spam'],
      status: 'open',
      content: {
        preview: expect.stringContaining('Cheap followers'),
        author: { no: author.no, nickname: author.nickname },
        hidden: false,
        link: `/lounge/posts/${post.id}`,
      },
    });
    expect((await call('GET', '/api/admin/reports?type=reply', admin)).json().items).toEqual([]);

    const hidden = await call('POST', `/api/admin/reports/post/${post.id}/hide`, admin, {
      reason: 'Selling followers is spam',
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json()).toEqual({ targetType: 'post', targetId: post.id, hidden: true, reportsClosed: 2 });
    expect(await seenBy(reader, post.id)).toEqual({
      lounge: false,
      home: false,
      timeline: false,
      page: false,
    });
    const search = await call('GET', '/api/lounge/search?q=followers', reader);
    expect(search.json().items.some((entry: { id: number }) => entry.id === post.id)).toBe(false);
    // The author still sees it, marked hidden.
    expect((await call('GET', `/api/lounge/posts/${post.id}`, author)).json().hidden).toBe(true);

    const open = await call('GET', '/api/admin/reports', admin);
    expect(open.json().items.some((entry: { targetId: number }) => entry.targetId === post.id)).toBe(false);
    const closed = await call('GET', '/api/admin/reports?status=closed', admin);
    expect(
      closed.json().items.find((entry: { targetId: number }) => entry.targetId === post.id),
    ).toMatchObject({
      status: 'hidden',
      content: { hidden: true },
    });

    // The author is told, with the reason, in the alarm centre.
    await t.events.drain();
    const alarms = (await call('GET', '/api/alarms', author)).json().items as Array<{
      type: string;
      text: string;
    }>;
    expect(alarms.find((alarm) => alarm.type === 'content_moderated')?.text).toBe(
      'An admin hid your post: Selling followers is spam',
    );

    const restored = await call('POST', `/api/admin/reports/post/${post.id}/restore`, admin, {
      reason: 'Appeal: it was a joke',
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await seenBy(reader, post.id)).toEqual({ lounge: true, home: true, timeline: true, page: true });
    expectError(
      await call('POST', `/api/admin/reports/post/${post.id}/restore`, admin, { reason: 'again' }),
      409,
      'CONFLICT',
    );

    const audit = await t.database.db
      .select({ action: adminAuditLog.action, reason: adminAuditLog.reason, adminNo: adminAuditLog.adminNo })
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, String(post.id)))
      .orderBy(adminAuditLog.id);
    expect(audit).toEqual([
      { action: 'report.hide', reason: 'Selling followers is spam', adminNo: admin.no },
      { action: 'content.restore', reason: 'Appeal: it was a joke', adminNo: admin.no },
    ]);
  });

  it('hides and restores a reply; dismiss closes reports and leaves the content', async () => {
    const post = await writePost(t, author);
    const reply = (
      await call('POST', `/api/lounge/posts/${post.id}/replies`, other, { body: 'rude words' })
    ).json();
    expect((await report(reader, 'reply', reply.id, 'abuse')).statusCode).toBe(201);
    const replyIds = async () =>
      (await call('GET', `/api/lounge/posts/${post.id}/replies`, reader))
        .json()
        .items.map((entry: { id: number }) => entry.id);
    expect(await replyIds()).toEqual([reply.id]);
    expect(
      (await call('POST', `/api/admin/reports/reply/${reply.id}/hide`, admin, { reason: 'Insults' }))
        .statusCode,
    ).toBe(200);
    expect(await replyIds()).toEqual([]);
    expect(
      (await call('POST', `/api/admin/reports/reply/${reply.id}/restore`, admin, { reason: 'Misread' }))
        .statusCode,
    ).toBe(200);
    expect(await replyIds()).toEqual([reply.id]);

    const fine = await writePost(t, author);
    expect((await report(reader, 'post', fine.id, 'I dislike it')).statusCode).toBe(201);
    const dismissed = await call('POST', `/api/admin/reports/post/${fine.id}/dismiss`, admin, {
      reason: 'Breaks no rule',
    });
    expect(dismissed.json()).toMatchObject({ hidden: false, reportsClosed: 1 });
    expect(await seenBy(reader, fine.id)).toMatchObject({ lounge: true, page: true });
    expectError(
      await call('POST', `/api/admin/reports/post/${fine.id}/dismiss`, admin, { reason: 'again' }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await call('POST', '/api/admin/reports/post/999999/hide', admin, { reason: 'gone' }),
      404,
      'NOT_FOUND',
    );
    const [row] = await t.database.db
      .select({ action: adminAuditLog.action })
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, String(fine.id)));
    expect(row).toEqual({ action: 'report.dismiss' });
  });

  it('pages the queue with a cursor', async () => {
    for (let index = 0; index < 3; index++) {
      const post = await writePost(t, author);
      await report(reader, 'post', post.id, `reason ${index}`);
    }
    const first = (await call('GET', '/api/admin/reports?limit=2', admin)).json();
    expect(first.items).toHaveLength(2);
    expect(first.nextCursor).not.toBeNull();
    const second = (await call('GET', `/api/admin/reports?limit=2&cursor=${first.nextCursor}`, admin)).json();
    const firstIds = first.items.map((item: { targetId: number }) => item.targetId);
    for (const item of second.items) expect(firstIds).not.toContain(item.targetId);
  });

  it('anyone logged in files a report of a message, a profile or a post, once, never of their own', async () => {
    const file = (user: TestUser | undefined, body: object) => call('POST', '/api/reports', user, body);
    expectError(
      await file(undefined, { targetType: 'profile', targetId: author.no, reason: 'spam' }),
      401,
      'UNAUTHENTICATED',
    );
    expect(
      fieldsOf(await file(reader, { targetType: 'account', targetId: author.no, reason: 'spam' })),
    ).toEqual(['targetType']);
    expect(
      fieldsOf(await file(reader, { targetType: 'profile', targetId: author.no, reason: 'meh' })),
    ).toEqual(['reason']);
    expectError(
      await file(reader, { targetType: 'profile', targetId: reader.no, reason: 'spam' }),
      403,
      'FORBIDDEN',
    );
    expectError(
      await file(reader, { targetType: 'booth', targetId: 999_999, reason: 'spam' }),
      404,
      'NOT_FOUND',
    );

    const profile = await file(reader, {
      targetType: 'profile',
      targetId: author.no,
      reason: 'impersonation',
      details: 'Pretends to be a famous founder',
    });
    expect(profile.statusCode, profile.body).toBe(201);
    expectError(
      await file(reader, { targetType: 'profile', targetId: author.no, reason: 'spam' }),
      409,
      'CONFLICT',
    );

    // A message can be reported only by someone in its room.
    const room = (await call('POST', '/api/chat/direct', author, { opponentNo: reader.no })).json();
    const [message] = await t.database.db
      .insert(chatMessages)
      .values({ roomId: Number(room._id), senderNo: author.no, type: 'text', body: 'Send me your password' })
      .returning({ id: chatMessages.id });
    if (!message) throw new Error('no message');
    expectError(
      await file(other, { targetType: 'message', targetId: message.id, reason: 'abuse' }),
      404,
      'NOT_FOUND',
    );
    expect(
      (await file(reader, { targetType: 'message', targetId: message.id, reason: 'abuse' })).statusCode,
    ).toBe(201);

    const profiles = (await call('GET', '/api/admin/reports?type=profile', admin)).json().items;
    expect(profiles[0]).toMatchObject({
      targetId: author.no,
      reasons: ['impersonation: Pretends to be a famous founder'],
      content: { author: { no: author.no }, link: `/u/${author.no}` },
    });
    const messages = (await call('GET', '/api/admin/reports?type=message', admin)).json().items;
    expect(messages[0]).toMatchObject({
      targetId: message.id,
      reportCount: 1,
      content: { preview: 'Send me your password', author: { no: author.no } },
    });
    // Dismissing works for every kind.
    expect(
      (
        await call('POST', `/api/admin/reports/profile/${author.no}/dismiss`, admin, {
          reason: 'Real person',
        })
      ).statusCode,
    ).toBe(200);
    // Hiding a message: the history shows the removal to everyone in the room; restore brings it back.
    const history = async () =>
      (await call('GET', `/api/chat/rooms/${room._id}/messages?limit=50`, reader))
        .json()
        .messages.map((item: { body: string; type: string }) => [item.type, item.body]);
    expect(await history()).toContainEqual(['text', 'Send me your password']);
    const hid = await call('POST', `/api/admin/reports/message/${message.id}/hide`, admin, {
      reason: 'Phishing',
    });
    expect(hid.statusCode, hid.body).toBe(200);
    const after = await history();
    expect(after).toContainEqual(['system', 'This message was removed by a moderator.']);
    expect(JSON.stringify(after)).not.toContain('Send me your password');
    const removedPreview = (await call('GET', '/api/admin/reports?type=message&status=closed', admin)).json()
      .items[0];
    expect(removedPreview.content).toMatchObject({ preview: 'Send me your password', hidden: true });
    expect(
      (
        await call('POST', `/api/admin/reports/message/${message.id}/restore`, admin, {
          reason: 'Context: a joke',
        })
      ).statusCode,
    ).toBe(200);
    expect(await history()).toContainEqual(['text', 'Send me your password']);
    // A hidden profile is unavailable to everyone but its owner, until restored.
    const found = async () =>
      JSON.stringify(
        (await call('GET', `/api/people?q=${encodeURIComponent(author.nickname)}`, reader)).json(),
      );
    expect(await found()).toContain(author.nickname);
    expect((await call('GET', `/api/profiles/${author.no}`, reader)).statusCode).toBe(200);
    expect(
      (await call('POST', `/api/admin/reports/profile/${author.no}/hide`, admin, { reason: 'Fake' }))
        .statusCode,
    ).toBe(200);
    expectError(await call('GET', `/api/profiles/${author.no}`, reader), 404, 'NOT_FOUND');
    expectError(await call('GET', `/api/profiles/${author.no}`), 404, 'NOT_FOUND');
    expect((await call('GET', `/api/profiles/${author.no}`, author)).statusCode).toBe(200);
    expect(await found()).not.toContain(author.nickname);
    expect(
      (await call('POST', `/api/admin/reports/profile/${author.no}/restore`, admin, { reason: 'Verified' }))
        .statusCode,
    ).toBe(200);
    expect((await call('GET', `/api/profiles/${author.no}`, reader)).statusCode).toBe(200);
  });

  it('a hidden booth leaves the booth list and answers 404 to all but its team; restore brings it back', async () => {
    const launched = await call('POST', '/api/booths', author, {
      name: `Habit Garden ${Date.now()}`,
      tagline: 'Grow habits with friends',
      intro: 'A shared garden where every habit you keep makes a plant grow. '.repeat(3),
      serviceCategory: '01',
      industry: '01',
    });
    expect(launched.statusCode, launched.body).toBe(201);
    const boothId = launched.json().id as number;
    expect((await call('POST', `/api/booths/${boothId}/publish`, author)).statusCode).toBe(200);
    const listed = async () => {
      await t.database.settleNotifications();
      return ((await call('GET', '/api/booths?sort=new', reader)).json().items as Array<{ id: number }>).some(
        (booth) => booth.id === boothId,
      );
    };
    expect(await listed()).toBe(true);
    expect(
      (await call('POST', '/api/reports', reader, { targetType: 'booth', targetId: boothId, reason: 'spam' }))
        .statusCode,
    ).toBe(201);

    const hidden = await call('POST', `/api/admin/reports/booth/${boothId}/hide`, admin, {
      reason: 'A fake shop',
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(await listed()).toBe(false);
    expectError(await call('GET', `/api/booths/${boothId}`, reader), 404, 'NOT_FOUND');
    // The team still opens it, and is told it is hidden.
    const teamView = await call('GET', `/api/booths/${boothId}`, author);
    expect(teamView.statusCode).toBe(200);
    expect(teamView.json().hiddenByAdmin).toBe(true);
    // Nobody can report it again while it is hidden.
    expectError(
      await call('POST', '/api/reports', other, { targetType: 'booth', targetId: boothId, reason: 'spam' }),
      404,
      'NOT_FOUND',
    );

    expect(
      (await call('POST', `/api/admin/reports/booth/${boothId}/restore`, admin, { reason: 'Verified shop' }))
        .statusCode,
    ).toBe(200);
    expect(await listed()).toBe(true);
    const visitorView = await call('GET', `/api/booths/${boothId}`, reader);
    expect(visitorView.statusCode).toBe(200);
    expect(visitorView.json().hiddenByAdmin).toBe(false);
  });
});
