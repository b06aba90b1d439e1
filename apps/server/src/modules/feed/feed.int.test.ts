import type { TFeedItem } from '@sidecamp/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordEvent } from '../../events/outbox';
import { domainEventDeliveries, domainEvents } from '../../events/outbox.tables';
import { makeAdmin } from '../../test/admin';
import { registerUser, type TestUser } from '../../test/factories';
import { caller, expectError } from '../../test/http';
import { buildPosting, writePost } from '../../test/lounge';
import { addMember, publishedProject } from '../../test/projects';
import { createTestApp, type TestApp } from '../../test/testApp';
import { createFeedListener } from './feed.listeners';
import { followingPagePlan } from './feed.queries';
import { feedItems } from './feed.tables';

let t: TestApp;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  call = caller(t);
});
afterAll(async () => t.close());

const itemsOf = async (url: string, user?: TestUser) => {
  const res = await call('GET', url, user);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items as TFeedItem[];
};
const codesOf = (items: TFeedItem[]) => items.map((item) => item.AUTO_CODE);

describe('automatic items', () => {
  it('announces a project when it is published (P001), not while it is a draft', async () => {
    const leader = await registerUser(t.app);
    const draft = await call('POST', '/api/projects', leader, { name: 'Quiet draft project' });
    await t.events.drain();
    expect(codesOf(await itemsOf(`/api/users/${leader.no}/feed`))).not.toContain('P001');
    expectError(await call('GET', `/api/projects/${draft.json().no}/feed`), 404, 'NOT_FOUND');

    const project = await publishedProject(t, { leader });
    await t.events.drain();
    const items = await itemsOf(`/api/projects/${project.no}/feed`);
    expect(codesOf(items)).toEqual(['P001']);
    expect(items[0]).toMatchObject({
      WRITE_TYPE: '02',
      USER_NICKNAME: leader.nickname,
      actor: { no: leader.no },
      projectNo: project.no,
    });
    expect(items[0]?.PROJECT_NAME).toBeTruthy();
  });

  it('announces a new member (P003) and a stage change (P008)', async () => {
    const project = await publishedProject(t);
    const member = await addMember(t, project);
    const moved = await call('POST', `/api/projects/${project.no}/stage`, project.leader, { stage: '02' });
    expect(moved.statusCode, moved.body).toBe(200);
    await t.events.drain();
    const items = await itemsOf(`/api/projects/${project.no}/feed`);
    expect(codesOf(items)).toEqual(['P008', 'P003', 'P001']);
    expect(items[0]?.FEED_DETAIL).toMatch(/moved from Preparing to In Progress/);
    expect(items[0]?.REFERENCE_DETAIL).toBe('02');
    expect(items[1]?.actor?.no).toBe(member.no);
  });

  it('announces a started goal (P004), a note (U008), a new user (U009) and magazines (S001, S003)', async () => {
    const project = await publishedProject(t);
    await t.database.db.transaction((tx) =>
      recordEvent(tx, 'goal.started', { projectNo: project.no, goalId: 999_999, ownerNo: project.leader.no }),
    );
    const note = await call('POST', '/api/notes', project.leader, { body: 'Shipped the first build today.' });
    expect(note.statusCode).toBe(201);
    const userMagazine = await call('POST', '/api/magazines', project.leader, {
      scope: 'S001',
      title: 'How we plan',
      body: 'We plan in **small** steps.',
    });
    expect(userMagazine.statusCode, userMagazine.body).toBe(201);
    const projectMagazine = await call('POST', '/api/magazines', project.leader, {
      scope: 'S003',
      projectNo: project.no,
      title: 'Project diary',
      body: 'Week one.',
    });
    expect(projectMagazine.statusCode, projectMagazine.body).toBe(201);
    const newcomer = await registerUser(t.app);
    await t.events.drain();

    const leaderItems = await itemsOf(`/api/users/${project.leader.no}/feed`);
    expect(codesOf(leaderItems)).toEqual(
      expect.arrayContaining(['P004', 'U008', 'S001', 'S003', 'U009', 'P001']),
    );
    expect(leaderItems.find((item) => item.AUTO_CODE === 'U008')?.FEED_DETAIL).toBe(
      'Shipped the first build today.',
    );
    expect(leaderItems.find((item) => item.AUTO_CODE === 'S003')).toMatchObject({
      FEED_TITLE: 'Project diary',
      projectNo: project.no,
      target: { type: 'magazine', id: projectMagazine.json().id },
    });
    expect(codesOf(await itemsOf(`/api/users/${newcomer.no}/feed`))).toEqual(['U009']);

    // Deleting the note or magazine removes its item.
    expect((await call('DELETE', `/api/notes/${note.json().id}`, project.leader)).statusCode).toBe(204);
    expect(
      (await call('DELETE', `/api/magazines/${userMagazine.json().id}`, project.leader)).statusCode,
    ).toBe(204);
    const after = codesOf(await itemsOf(`/api/users/${project.leader.no}/feed`));
    expect(after).not.toContain('U008');
    expect(after).not.toContain('S001');
  });

  it('writes one item for an event delivered twice', async () => {
    const project = await publishedProject(t);
    await t.events.drain();
    const [published] = await t.database.db
      .select()
      .from(domainEvents)
      .where(
        sql`${domainEvents.type} = 'project.published' and ${domainEvents.payload}->>'projectNo' = ${String(project.no)}`,
      );
    if (!published) throw new Error('no project.published event');
    const listener = createFeedListener();
    const event = {
      id: published.id,
      type: published.type as 'project.published',
      payload: published.payload as { projectNo: number; leaderNo: number },
      actorNo: published.actorNo,
      occurredAt: published.occurredAt,
    };
    // Straight to the listener, twice: the source key keeps it to one item.
    await t.database.db.transaction((tx) => listener.handle(event, tx));
    await t.database.db.transaction((tx) => listener.handle(event, tx));
    // And through the dispatcher again, as after a lost delivery mark.
    await t.database.db.delete(domainEventDeliveries).where(eq(domainEventDeliveries.eventId, published.id));
    await t.database.db
      .update(domainEvents)
      .set({ doneAt: null, leasedUntil: null, availableAt: sql`now()` })
      .where(eq(domainEvents.id, published.id));
    await t.events.drain();
    const items = await t.database.db
      .select({ id: feedItems.id })
      .from(feedItems)
      .where(eq(feedItems.sourceKey, `event:${published.id}:P001`));
    expect(items).toHaveLength(1);
  });
});

describe('a person becoming a pro (U010)', () => {
  it('is announced once, when the pro offer first goes live', async () => {
    const pro = await registerUser(t.app);
    const offer = (body: object) => call('PUT', '/api/chat/pro/me', pro, body);
    const announcements = async () =>
      (await itemsOf(`/api/users/${pro.no}/feed`)).filter((item) => item.AUTO_CODE === 'U010');

    // Created paused: nothing to announce yet.
    expect((await offer({ headline: 'Product reviews', active: false })).statusCode).toBe(200);
    // Approved by an admin (F18) while paused: still nothing to announce.
    const admin = await registerUser(t.app);
    await makeAdmin(t, admin);
    expect((await call('POST', `/api/admin/pros/${pro.no}/approve`, admin)).statusCode).toBe(200);
    await t.events.drain();
    expect(await announcements()).toEqual([]);

    expect((await offer({ headline: 'Product reviews for early teams', active: true })).statusCode).toBe(200);
    await t.events.drain();
    const [item, ...more] = await announcements();
    expect(more).toEqual([]);
    expect(item).toMatchObject({
      WRITE_TYPE: '02',
      FEED_TITLE: 'Product reviews for early teams',
      USER_NICKNAME: pro.nickname,
      target: { type: 'user', id: pro.no },
    });
    expect(item?.FEED_DETAIL).toBe(`${pro.nickname} now offers pro chats, free of charge.`);

    // A changed headline, a pause and a return are not news.
    await offer({ headline: 'Reviews', active: true });
    await offer({ headline: 'Reviews', active: false });
    await offer({ headline: 'Reviews', active: true });
    await t.events.drain();
    expect(await announcements()).toHaveLength(1);
    expectError(
      await call('PUT', '/api/chat/pro/me', undefined, { headline: 'Nobody' }),
      401,
      'UNAUTHENTICATED',
    );
  });
});

describe('timelines', () => {
  it('shows the following timeline: posts of followed people and stage changes of followed projects', async () => {
    const reader = await registerUser(t.app);
    const friend = await registerUser(t.app);
    const stranger = await registerUser(t.app);
    const project = await publishedProject(t);
    expectError(await call('GET', '/api/lounge/feed/following'), 401, 'UNAUTHENTICATED');
    expect(await itemsOf('/api/lounge/feed/following', reader)).toEqual([]);

    await call('POST', `/api/profiles/${friend.no}/follow`, reader);
    await call('POST', `/api/projects/${project.no}/follow`, reader);
    await t.events.drain();
    const friendPost = await writePost(t, friend, buildPosting({ title: 'From a friend' }));
    await writePost(t, stranger, buildPosting({ title: 'From a stranger' }));
    await call('POST', `/api/projects/${project.no}/stage`, project.leader, { stage: '02' });
    await t.events.drain();

    const items = await itemsOf('/api/lounge/feed/following', reader);
    expect(items.map((item) => item.AUTO_CODE ?? item.FEED_TITLE)).toEqual([
      'P008',
      'From a friend',
      'P001',
      'U009',
    ]);
    expect(items[3]?.actor?.no).toBe(friend.no);
    expect(items[1]?.target).toEqual({ type: 'post', id: friendPost.id });
    expect(items[1]?.post).toMatchObject({ postType: '01', likeCount: 0, likedByMe: false });
    expect(items[0]?.post).toBeNull();

    // The post's live counts and the reader's own like come with the page.
    await call('PUT', `/api/lounge/posts/${friendPost.id}/like`, reader);
    const liked = await itemsOf('/api/lounge/feed/following', reader);
    expect(liked[1]?.post).toMatchObject({ likeCount: 1, likedByMe: true });
    const inLounge = (await itemsOf('/api/lounge/feed', friend)).find((item) => item.id === liked[1]?.id);
    expect(inLounge?.post).toMatchObject({ likeCount: 1, likedByMe: false });
    // The lounge's prepared page: the reader's like, and a cursor that continues below the page.
    const lounge = await itemsOf('/api/lounge/feed', reader);
    expect(lounge.find((item) => item.id === liked[1]?.id)?.post).toMatchObject({ likedByMe: true });
    const loungeFirst = (await call('GET', '/api/lounge/feed?limit=2', reader)).json();
    const loungeNext = (
      await call('GET', `/api/lounge/feed?limit=2&cursor=${loungeFirst.nextCursor}`, reader)
    ).json();
    expect(loungeNext.items.length).toBeGreaterThan(0);
    expect(loungeNext.items.map((item: TFeedItem) => item.id)).toEqual(
      lounge.slice(2, 4).map((item) => item.id),
    );

    const first = (await call('GET', '/api/lounge/feed/following?limit=2', reader)).json();
    expect(first.items).toHaveLength(2);
    const second = (
      await call('GET', `/api/lounge/feed/following?limit=2&cursor=${first.nextCursor}`, reader)
    ).json();
    expect(second.items.map((item: TFeedItem) => item.AUTO_CODE)).toEqual(['P001', 'U009']);
    expect(second.nextCursor).toBeNull();

    // Hidden content leaves the following timeline too.
    await call('POST', `/api/lounge/posts/${friendPost.id}/hide`, friend);
    expect(
      (await itemsOf('/api/lounge/feed/following', reader)).some((item) => item.target?.id === friendPost.id),
    ).toBe(false);
  });

  it("keeps the lounge's first page in memory until a feed item, a post or a person changes behind the app's back", async () => {
    const author = await registerUser(t.app);
    const reader = await registerUser(t.app);
    const post = await writePost(t, author, buildPosting({ title: 'Cached post' }));
    await call('PUT', `/api/lounge/posts/${post.id}/like`, reader);
    const itemOf = async (user?: TestUser) =>
      (await itemsOf('/api/lounge/feed?limit=5', user)).find((item) => item.target?.id === post.id);
    // One shared page; each reader's own like comes with it.
    expect((await itemOf(reader))?.post).toMatchObject({ likeCount: 1, likedByMe: true });
    expect((await itemOf(author))?.post).toMatchObject({ likeCount: 1, likedByMe: false });
    expect((await itemOf())?.post).toMatchObject({ likedByMe: false });
    // As another process would: a post's count, a person's card, a new item, an item hidden.
    await t.database.db.execute(sql`update posts set reply_count = 7 where id = ${post.id}`);
    await t.database.settleNotifications();
    expect((await itemOf(reader))?.post).toMatchObject({ replyCount: 7, likedByMe: true });
    await t.database.db.execute(sql`update users set nickname = 'renamed-author' where no = ${author.no}`);
    await t.database.settleNotifications();
    expect((await itemOf(reader))?.actor?.nickname).toBe('renamed-author');
    const [inserted] = await t.database.db
      .insert(feedItems)
      .values({
        writeType: '01',
        actorNo: author.no,
        feedDetail: 'Written elsewhere',
        sourceKey: `elsewhere-${author.no}`,
      })
      .returning({ id: feedItems.id });
    await t.database.settleNotifications();
    expect((await itemsOf('/api/lounge/feed?limit=5', reader))[0]?.id).toBe(inserted?.id);
    await t.database.db.execute(sql`update feed_items set hidden_at = now() where id = ${inserted?.id}`);
    await t.database.settleNotifications();
    expect((await itemsOf('/api/lounge/feed?limit=5', reader)).some((item) => item.id === inserted?.id)).toBe(
      false,
    );
  });

  it('brings earlier items on a follow and takes them away on an unfollow', async () => {
    const reader = await registerUser(t.app);
    const author = await registerUser(t.app);
    const project = await publishedProject(t, { leader: author });
    const early = await writePost(t, author, buildPosting({ title: 'Written before the follow' }));
    await t.events.drain();
    await call('POST', `/api/profiles/${author.no}/follow`, reader);
    await call('POST', `/api/projects/${project.no}/follow`, reader);
    await t.events.drain();
    const followed = await itemsOf('/api/lounge/feed/following', reader);
    expect(followed.map((item) => item.target?.id)).toContain(early.id);
    expect(codesOf(followed)).toContain('P001');

    // Unfollowing the person keeps what still comes through the followed project.
    await call('DELETE', `/api/profiles/${author.no}/follow`, reader);
    await t.events.drain();
    const after = await itemsOf('/api/lounge/feed/following', reader);
    expect(after.map((item) => item.target?.id)).not.toContain(early.id);
    expect(codesOf(after)).toEqual(['P001']);
    await call('DELETE', `/api/projects/${project.no}/follow`, reader);
    await t.events.drain();
    expect(await itemsOf('/api/lounge/feed/following', reader)).toEqual([]);
  });

  it('refuses unknown people and projects and bad cursors', async () => {
    expectError(await call('GET', '/api/users/999999/feed'), 404, 'NOT_FOUND');
    expectError(await call('GET', '/api/projects/999999/feed'), 404, 'NOT_FOUND');
    expectError(await call('GET', '/api/lounge/feed?cursor=abc'), 400, 'VALIDATION_FAILED');
  });

  it("reads the following timeline as one range of the reader's inbox", async () => {
    const reader = await registerUser(t.app);
    const friend = await registerUser(t.app);
    await call('POST', `/api/profiles/${friend.no}/follow`, reader);
    await t.database.db.execute(sql`analyze feed_items`);
    // Tiny tables make a sequential scan cheapest; switching it off shows which index serves the query.
    const plan = (await followingPagePlan(t.database.db, reader.no, { disableSeqScan: true })).join('\n');
    expect(plan).toContain('Index Only Scan Backward using feed_inbox_user_no_item_id_pk');
    expect(plan).not.toContain('Sort');
  });
});

describe('magazines and notes', () => {
  it('checks scope, membership and authorship', async () => {
    const author = await registerUser(t.app);
    const other = await registerUser(t.app);
    const project = await publishedProject(t);
    expectError(
      await call('POST', '/api/magazines', undefined, { scope: 'S001', title: 'Hi', body: 'x' }),
      401,
      'UNAUTHENTICATED',
    );
    const missing = await call('POST', '/api/magazines', author, {
      scope: 'S003',
      title: 'Diary',
      body: 'x',
    });
    expect(missing.json().error.details).toEqual([{ field: 'projectNo', message: expect.any(String) }]);
    expectError(
      await call('POST', '/api/magazines', author, {
        scope: 'S003',
        projectNo: project.no,
        title: 'Diary',
        body: 'x',
      }),
      403,
      'NOT_PROJECT_MEMBER',
    );
    // A booth magazine names its booth (tested with real booths in booths.feed.int.test.ts).
    expect(
      (await call('POST', '/api/magazines', author, { scope: 'S004', title: 'Booth', body: 'x' })).json()
        .error.details,
    ).toEqual([{ field: 'boothId', message: expect.any(String) }]);
    expectError(
      await call('POST', '/api/magazines', author, {
        scope: 'S004',
        boothId: 999999,
        title: 'Booth',
        body: 'x',
      }),
      404,
      'NOT_FOUND',
    );
    const bad = await call('POST', '/api/magazines', author, { scope: 'S009', title: 'x', body: 'x' });
    expect(bad.json().error.details.map((issue: { field: string }) => issue.field)).toEqual([
      'scope',
      'title',
    ]);
    const magazine = (
      await call('POST', '/api/magazines', author, { scope: 'S001', title: 'Long read', body: 'Text' })
    ).json();
    expect((await call('GET', `/api/magazines/${magazine.id}`)).json()).toMatchObject({
      title: 'Long read',
      mine: false,
    });
    expect(
      (await call('GET', '/api/magazines?scope=S001'))
        .json()
        .items.some((item: { id: number }) => item.id === magazine.id),
    ).toBe(true);
    expectError(await call('DELETE', `/api/magazines/${magazine.id}`, other), 403, 'FORBIDDEN');
    expectError(await call('GET', '/api/magazines/999999'), 404, 'NOT_FOUND');

    expectError(await call('POST', '/api/notes', undefined, { body: 'x' }), 401, 'UNAUTHENTICATED');
    expect(
      (await call('POST', '/api/notes', author, { body: 'x'.repeat(501) })).json().error.details[0].field,
    ).toBe('body');
    const note = (await call('POST', '/api/notes', author, { body: 'Short update' })).json();
    expect((await call('GET', `/api/notes?authorNo=${author.no}`)).json().items[0].body).toBe('Short update');
    expectError(await call('DELETE', `/api/notes/${note.id}`, other), 403, 'FORBIDDEN');
    expectError(await call('DELETE', '/api/notes/999999', author), 404, 'NOT_FOUND');
  });
});
