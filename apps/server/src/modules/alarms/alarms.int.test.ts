import { ZAlarmPage } from '@sidecamp/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { registerUser, type TestUser } from '../../test/factories';
import { caller, expectError, fieldsOf } from '../../test/http';
import { buildPosting, writePost } from '../../test/lounge';
import { createTestApp, RELAXED_RATE_LIMITS, type TestApp } from '../../test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(RELAXED_RATE_LIMITS);
});
afterAll(() => t.close());

const call = (method: string, url: string, user?: TestUser, payload?: unknown) =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers: user ? { cookie: user.cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** The social tab (sign-up and posting also earn a level-up notice, under activity). */
async function alarmsOf(user: TestUser, query = '?group=social') {
  await t.events.drain();
  const res = await call('GET', `/api/alarms${query}`, user);
  expect(res.statusCode, res.body).toBe(200);
  return ZAlarmPage.parse(res.json());
}

const reply = async (user: TestUser, postId: number, body = 'Nice one') => {
  const res = await caller(t)('POST', `/api/lounge/posts/${postId}/replies`, user, { body });
  expect(res.statusCode, res.body).toBe(201);
};
const like = async (user: TestUser, postId: number) => {
  const res = await call('PUT', `/api/lounge/posts/${postId}/like`, user);
  expect(res.statusCode, res.body).toBe(200);
};

describe('notifications from lounge events', () => {
  it('a reply notifies the post author once, and the replier nothing for their own action', async () => {
    const author = await registerUser(t.app);
    const replier = await registerUser(t.app);
    const post = await writePost(t, author, buildPosting({ title: 'Pairing tonight' }));
    await reply(replier, post.id);
    await reply(author, post.id, 'Thanks!');

    const page = await alarmsOf(author);
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      type: 'reply',
      group: 'social',
      actor: { no: replier.no, nickname: replier.nickname },
      link: `/lounge/posts/${post.id}`,
      read: false,
    });
    expect(page.items[0]?.text).toBe(`${replier.nickname} replied to your post “Pairing tonight”`);
    expect(page.unread.social).toBe(1);
    expect((await alarmsOf(replier)).items).toHaveLength(0);
  });

  it('groups likes on one post while unread: "A and 2 others liked your post"', async () => {
    const author = await registerUser(t.app);
    const post = await writePost(t, author, buildPosting({ title: 'Launch day' }));
    const likers = [await registerUser(t.app), await registerUser(t.app), await registerUser(t.app)];
    for (const liker of likers) await like(liker, post.id);
    const page = await alarmsOf(author);
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({ type: 'like', otherActors: 2 });
    expect(page.items[0]?.text).toBe(`${likers[2]?.nickname} and 2 others liked your post “Launch day”`);
    // Once read, the next like starts a new notification.
    expect((await call('POST', '/api/alarms/read-all', author)).json()).toEqual({
      activity: 0,
      social: 0,
      total: 0,
    });
    await like(await registerUser(t.app), post.id);
    const after = await alarmsOf(author);
    expect(after.items.map((item) => item.read)).toEqual([false, true]);
  });

  it('a muted post and a muted person notify nothing; unmuting brings them back', async () => {
    const author = await registerUser(t.app);
    const other = await registerUser(t.app);
    const noisy = await registerUser(t.app);
    const post = await writePost(t, author, buildPosting());
    const muted = await call('PUT', '/api/alarms/watch', author, {
      objectType: 'post',
      objectId: String(post.id),
      level: 'muted',
    });
    expect(muted.statusCode, muted.body).toBe(200);
    await reply(other, post.id);
    expect((await alarmsOf(author)).items).toHaveLength(0);

    const second = await writePost(t, author, buildPosting());
    expect((await call('PUT', `/api/alarms/mutes/${noisy.no}`, author)).statusCode).toBe(204);
    await like(noisy, second.id);
    expect((await alarmsOf(author)).items).toHaveLength(0);
    expect((await call('GET', '/api/alarms/mutes', author)).json().items).toEqual([
      { no: noisy.no, nickname: noisy.nickname, img: null },
    ]);
    expect((await call('DELETE', `/api/alarms/mutes/${noisy.no}`, author)).statusCode).toBe(204);
    await reply(noisy, second.id);
    expect((await alarmsOf(author)).items.map((item) => item.type)).toEqual(['reply']);
  });

  it('mentions notify the person named, once, and a watcher of a post hears its replies', async () => {
    const author = await registerUser(t.app);
    const named = await registerUser(t.app);
    const watcher = await registerUser(t.app);
    const post = await writePost(
      t,
      author,
      buildPosting({ body: `<p>Ideas welcome, @${named.nickname}!</p>` }),
    );
    await call('PUT', '/api/alarms/watch', watcher, {
      objectType: 'post',
      objectId: String(post.id),
      level: 'watching',
    });
    await reply(author, post.id, `@${named.nickname} @${named.nickname} what do you think?`);
    const mentions = (await alarmsOf(named)).items;
    expect(mentions.map((item) => item.type)).toEqual(['mention', 'mention']);
    const heard = (await alarmsOf(watcher)).items;
    expect(heard.map((item) => item.type)).toEqual(['reply']);
    expect(heard[0]?.text.startsWith(`${author.nickname} replied to `)).toBe(true);
  });

  it('one notification per event even when the event is delivered twice', async () => {
    const author = await registerUser(t.app);
    const replier = await registerUser(t.app);
    const post = await writePost(t, author, buildPosting());
    await reply(replier, post.id);
    await t.events.drain();
    // Deliver the same event again, as a second process would after a lost lease.
    await t.database.db.execute(
      sql`update domain_events set done_at = null, leased_until = null where type = 'reply.created' and payload->>'postId' = ${String(post.id)}`,
    );
    await t.database.db.execute(
      sql`delete from domain_event_deliveries where event_id in (select id from domain_events where type = 'reply.created' and payload->>'postId' = ${String(post.id)})`,
    );
    expect((await alarmsOf(author)).items).toHaveLength(1);
    const count = rowsOf<{ n: string }>(
      await t.database.db.execute(
        sql`select count(*) as n from notifications where user_no = ${author.no} and type = 'reply'`,
      ),
    );
    expect(Number(count[0]?.n)).toBe(1);
  });

  it('respects the in-app switch of the kind', async () => {
    const author = await registerUser(t.app);
    const off = await call('PATCH', '/api/settings', author, {
      notifications: [{ kind: 'activity', channel: 'in_app', enabled: false }],
    });
    expect(off.statusCode, off.body).toBe(200);
    const post = await writePost(t, author, buildPosting());
    await reply(await registerUser(t.app), post.id);
    expect((await alarmsOf(author)).items).toHaveLength(0);
  });
});

describe('read marks and who may not', () => {
  it('marks one read, pages by cursor, and refuses another person or a visitor', async () => {
    const author = await registerUser(t.app);
    const post = await writePost(t, author, buildPosting());
    for (let i = 0; i < 22; i += 1) await reply(await registerUser(t.app), post.id, `reply ${i}`);
    const first = await alarmsOf(author);
    expect(first.items).toHaveLength(20);
    expect(first.unread.social).toBe(22);
    const second = await alarmsOf(author, `?group=social&before=${first.nextCursor}`);
    expect(second.items).toHaveLength(2);
    expect(second.nextCursor).toBeNull();

    const id = first.items[0]?.id ?? 0;
    const stranger = await registerUser(t.app);
    expectError(await call('POST', `/api/alarms/${id}/read`, stranger), 404, 'NOT_FOUND');
    expectError(await call('POST', `/api/alarms/${id}/read`), 401, 'UNAUTHENTICATED');
    expectError(await call('GET', '/api/alarms'), 401, 'UNAUTHENTICATED');
    expect((await call('POST', `/api/alarms/${id}/read`, author)).json().social).toBe(21);
    expect(fieldsOf(await call('GET', '/api/alarms?group=chat', author))).toEqual(['group']);
    expect(fieldsOf(await call('PUT', `/api/alarms/mutes/${author.no}`, author))).toEqual(['userNo']);
    expect(
      fieldsOf(
        await call('PUT', '/api/alarms/watch', author, { objectType: 'post', objectId: '1', level: 'loud' }),
      ),
    ).toEqual(['level']);
    expect(
      fieldsOf(await call('PATCH', '/api/alarms/settings', author, { timeZone: 'Mars/Olympus' })),
    ).toEqual(['timeZone']);
  });
});

describe('watch levels, mutes and settings', () => {
  it('reads, sets and forgets a watch level; mutes only existing people; keeps quiet hours and the digest', async () => {
    const person = await registerUser(t.app);
    const target = 'objectType=project&objectId=12';
    expect((await call('GET', `/api/alarms/watch?${target}`, person)).json()).toEqual({
      objectType: 'project',
      objectId: '12',
      level: null,
    });
    await call('PUT', '/api/alarms/watch', person, {
      objectType: 'project',
      objectId: '12',
      level: 'watching',
    });
    expect((await call('GET', `/api/alarms/watch?${target}`, person)).json().level).toBe('watching');
    expect((await call('DELETE', `/api/alarms/watch?${target}`, person)).statusCode).toBe(204);
    expect((await call('GET', `/api/alarms/watch?${target}`, person)).json().level).toBeNull();
    expect(fieldsOf(await call('GET', '/api/alarms/watch?objectType=person&objectId=1', person))).toEqual([
      'objectType',
    ]);

    expectError(await call('PUT', '/api/alarms/mutes/2147483000', person), 404, 'NOT_FOUND');

    expect((await call('GET', '/api/alarms/settings', person)).json()).toEqual({
      quietStart: null,
      quietEnd: null,
      timeZone: 'UTC',
      digest: 'daily',
    });
    const changed = await call('PATCH', '/api/alarms/settings', person, {
      quietStart: 22 * 60,
      quietEnd: 7 * 60,
      timeZone: 'Europe/Berlin',
      digest: 'weekly',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await call('GET', '/api/alarms/settings', person)).json()).toEqual({
      quietStart: 22 * 60,
      quietEnd: 7 * 60,
      timeZone: 'Europe/Berlin',
      digest: 'weekly',
    });
    expect(fieldsOf(await call('PATCH', '/api/alarms/settings', person, { quietStart: 60 }))).toEqual([
      'quietEnd',
    ]);
  });

  it('refuses a visitor on every one of them', async () => {
    for (const [method, url] of [
      ['GET', '/api/alarms/unread'],
      ['POST', '/api/alarms/read-all'],
      ['GET', '/api/alarms/watch?objectType=post&objectId=1'],
      ['DELETE', '/api/alarms/watch?objectType=post&objectId=1'],
      ['GET', '/api/alarms/mutes'],
      ['PUT', '/api/alarms/mutes/1'],
      ['DELETE', '/api/alarms/mutes/1'],
      ['GET', '/api/alarms/settings'],
      ['PATCH', '/api/alarms/settings'],
    ] as const)
      expectError(await call(method, url), 401, 'UNAUTHENTICATED');
  });
});
