import { FEED_PREVIEW_LENGTH, type TFeedItem, type TPost } from '@sidecamp/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin } from '../../test/admin';
import { registerUser, type TestUser } from '../../test/factories';
import { caller, expectError, fieldsOf } from '../../test/http';
import { buildPoll, buildPosting, fullRetrospective, imageOf, lines, writePost } from '../../test/lounge';
import { publishedProject } from '../../test/projects';
import { createTestApp, RELAXED_RATE_LIMITS, type TestApp } from '../../test/testApp';
import { adminAuditLog } from '../admin';
import { posts } from './lounge.tables';

let t: TestApp;
let call: ReturnType<typeof caller>;
let ana: TestUser;
let ben: TestUser;
let cleo: TestUser;

beforeAll(async () => {
  t = await createTestApp(RELAXED_RATE_LIMITS);
  call = caller(t);
  ana = await registerUser(t.app);
  ben = await registerUser(t.app);
  cleo = await registerUser(t.app);
});
afterAll(async () => t.close());

const loungeItems = async (query = '') =>
  (await call('GET', `/api/lounge/feed${query}`)).json().items as TFeedItem[];

describe('postings', () => {
  it('publishes a posting into the lounge with the spec fields and a 120-character preview', async () => {
    const body = `${'A long story about building in public. '.repeat(8)}The end.`;
    const post = await writePost(t, ana, buildPosting({ title: 'Building in public', body }));
    const item = (await loungeItems()).find((entry) => entry.target?.id === post.id);
    expect(item).toMatchObject({
      WRITE_TYPE: '03',
      AUTO_CODE: null,
      FEED_TITLE: 'Building in public',
      USER_NICKNAME: ana.nickname,
      category: '04',
      post: { postType: '01', likeCount: 0, replyCount: 0 },
    });
    // Cut to fit 120 with the ellipsis; the space the cut lands on is dropped, so 119 here.
    expect(item?.FEED_DETAIL).toBe(`${body.slice(0, 118)}…`);
    expect(item?.FEED_DETAIL.length).toBeLessThanOrEqual(FEED_PREVIEW_LENGTH);
    const untitled = await writePost(t, ana, buildPosting({ title: '' }));
    expect((await loungeItems()).find((entry) => entry.target?.id === untitled.id)?.WRITE_TYPE).toBe('01');
  });

  it('filters the lounge by category', async () => {
    await writePost(t, ben, buildPosting({ category: '07', body: 'A rant about flaky builds.' }));
    const rants = await loungeItems('?category=07');
    expect(rants.length).toBeGreaterThan(0);
    expect(rants.every((item) => item.category === '07')).toBe(true);
    expectError(await call('GET', '/api/lounge/feed?category=10'), 400, 'VALIDATION_FAILED');
  });

  it('keeps the rich text as markup, never HTML', async () => {
    const post = await writePost(t, ana, buildPosting({ body: '<script>alert(1)</script> **bold**' }));
    const res = await call('GET', `/api/lounge/posts/${post.id}`);
    expect(res.json().body).toBe('<script>alert(1)</script> **bold**');
  });

  it('refuses bad input naming the field, and logged-out writers', async () => {
    expectError(await call('POST', '/api/lounge/posts', undefined, buildPosting()), 401, 'UNAUTHENTICATED');
    const badCategory = await call(
      'POST',
      '/api/lounge/posts',
      ana,
      buildPosting({ category: '10' as never }),
    );
    expectError(badCategory, 400, 'VALIDATION_FAILED');
    expect(fieldsOf(badCategory)).toContain('category');
    const badVideo = await call(
      'POST',
      '/api/lounge/posts',
      ana,
      buildPosting({ videoLinks: ['https://vimeo.com/1'] }),
    );
    expect(fieldsOf(badVideo)).toContain('videoLinks.0');
    const goodVideo = await call(
      'POST',
      '/api/lounge/posts',
      ana,
      buildPosting({ videoLinks: ['https://youtu.be/dQw4w9WgXcQ'] }),
    );
    expect(goodVideo.statusCode).toBe(201);
    const empty = await call('POST', '/api/lounge/posts', ana, buildPosting({ body: '   ' }));
    expect(fieldsOf(empty)).toEqual(['body']);
    const bensImage = await imageOf(t, ben);
    const stolen = await call('POST', '/api/lounge/posts', ana, buildPosting({ imageIds: [bensImage] }));
    expect(fieldsOf(stolen)).toEqual(['imageIds']);
    const own = await call(
      'POST',
      '/api/lounge/posts',
      ana,
      buildPosting({ imageIds: [await imageOf(t, ana)] }),
    );
    expect(own.statusCode).toBe(201);
    expect((own.json() as TPost).images[0]?.url).toMatch(/^\/api\/files\//);
  });

  it('lets only project members post in a project', async () => {
    const project = await publishedProject(t);
    const outsider = await call('POST', '/api/lounge/posts', ben, buildPosting({ projectNo: project.no }));
    expectError(outsider, 403, 'NOT_PROJECT_MEMBER');
    const unknown = await call('POST', '/api/lounge/posts', ben, buildPosting({ projectNo: 999_999 }));
    expect(fieldsOf(unknown)).toEqual(['projectNo']);
    await writePost(t, project.leader, buildPosting({ projectNo: project.no }));
  });
});

describe('drafts', () => {
  it('saves, loads and publishes a draft; others cannot see it', async () => {
    const saved = await call('POST', '/api/lounge/posts', ana, buildPosting({ body: '', draft: true }));
    expect(saved.statusCode).toBe(201);
    const draft = saved.json() as TPost;
    expect(draft.isDraft).toBe(true);
    expect((await loungeItems()).some((item) => item.target?.id === draft.id)).toBe(false);
    const mine = await call('GET', '/api/lounge/drafts', ana);
    expect(mine.json().items.map((item: { id: number }) => item.id)).toContain(draft.id);
    expect((await call('GET', '/api/lounge/drafts', ben)).json().items).toEqual([]);
    expectError(await call('GET', '/api/lounge/drafts'), 401, 'UNAUTHENTICATED');
    expectError(await call('GET', `/api/lounge/posts/${draft.id}`, ben), 404, 'NOT_FOUND');
    expectError(await call('POST', `/api/lounge/posts/${draft.id}/publish`, ben), 404, 'NOT_FOUND');
    // The publishing rules apply when it goes out, naming what is missing.
    const early = await call('POST', `/api/lounge/posts/${draft.id}/publish`, ana);
    expect(fieldsOf(early)).toEqual(['body']);
    expect(
      (await call('PATCH', `/api/lounge/posts/${draft.id}`, ana, { body: 'Ready now.' })).statusCode,
    ).toBe(200);
    const published = await call('POST', `/api/lounge/posts/${draft.id}/publish`, ana);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().isDraft).toBe(false);
    expect((await loungeItems()).some((item) => item.target?.id === draft.id)).toBe(true);
    expectError(await call('POST', `/api/lounge/posts/${draft.id}/publish`, ana), 409, 'CONFLICT');
  });
});

describe('edit and delete', () => {
  it('lets only the author edit and delete, and the feed follows', async () => {
    const post = await writePost(t, ana);
    expectError(
      await call('PATCH', `/api/lounge/posts/${post.id}`, undefined, { title: 'x' }),
      401,
      'UNAUTHENTICATED',
    );
    expectError(
      await call('PATCH', `/api/lounge/posts/${post.id}`, ben, { title: 'Mine now' }),
      403,
      'FORBIDDEN',
    );
    expectError(await call('PATCH', '/api/lounge/posts/999999', ana, { title: 'x' }), 404, 'NOT_FOUND');
    expectError(await call('DELETE', `/api/lounge/posts/${post.id}`, ben), 403, 'FORBIDDEN');
    const edited = await call('PATCH', `/api/lounge/posts/${post.id}`, ana, { title: 'Renamed insight' });
    expect(edited.json().title).toBe('Renamed insight');
    expect((await loungeItems()).find((item) => item.target?.id === post.id)?.FEED_TITLE).toBe(
      'Renamed insight',
    );
    const typeChange = await call('PATCH', `/api/lounge/posts/${post.id}`, ana, { postType: '03' });
    expect(fieldsOf(typeChange)).toEqual(['postType']);
    expect((await call('DELETE', `/api/lounge/posts/${post.id}`, ana)).statusCode).toBe(204);
    expect((await loungeItems()).some((item) => item.target?.id === post.id)).toBe(false);
    expectError(await call('GET', `/api/lounge/posts/${post.id}`), 404, 'NOT_FOUND');
  });
});

describe('polls', () => {
  it('needs 2 to 10 distinct options, a question and a future end', async () => {
    expect(fieldsOf(await call('POST', '/api/lounge/posts', ana, buildPoll(['Only one'])))).toEqual([
      'poll.options',
    ]);
    const eleven = Array.from({ length: 11 }, (_, index) => `Option ${index}`);
    expect(fieldsOf(await call('POST', '/api/lounge/posts', ana, buildPoll(eleven)))).toEqual([
      'poll.options',
    ]);
    expect(fieldsOf(await call('POST', '/api/lounge/posts', ana, buildPoll(['Same', 'same'])))).toEqual([
      'poll.options',
    ]);
    const noPoll = await call('POST', '/api/lounge/posts', ana, buildPosting({ postType: '03' }));
    expect(fieldsOf(noPoll)).toEqual(['poll']);
    const past = await call(
      'POST',
      '/api/lounge/posts',
      ana,
      buildPoll(undefined, {
        poll: { options: ['a', 'b'], endsAt: '2020-01-01T00:00:00Z' },
      }),
    );
    expect(fieldsOf(past)).toEqual(['poll.endsAt']);
    const pollOnPosting = await call(
      'POST',
      '/api/lounge/posts',
      ana,
      buildPosting({ poll: { options: ['a', 'b'] } }),
    );
    expect(fieldsOf(pollOnPosting)).toEqual(['poll']);
    const noQuestion = await call('POST', '/api/lounge/posts', ana, buildPoll(undefined, { title: '' }));
    expect(fieldsOf(noQuestion)).toEqual(['title']);
  });

  it('takes one vote per person, lets it change, and counts exactly', async () => {
    const poll = await writePost(t, ana, buildPoll());
    const [postgres, sqlite] = poll.poll?.options ?? [];
    if (!postgres || !sqlite) throw new Error('options missing');
    expectError(
      await call('PUT', `/api/lounge/posts/${poll.id}/vote`, undefined, { optionId: postgres.id }),
      401,
      'UNAUTHENTICATED',
    );
    const first = await call('PUT', `/api/lounge/posts/${poll.id}/vote`, ben, { optionId: postgres.id });
    expect(first.json()).toMatchObject({ totalVotes: 1, myOptionId: postgres.id, open: true });
    await call('PUT', `/api/lounge/posts/${poll.id}/vote`, cleo, { optionId: postgres.id });
    await call('PUT', `/api/lounge/posts/${poll.id}/vote`, cleo, { optionId: postgres.id });
    const changed = await call('PUT', `/api/lounge/posts/${poll.id}/vote`, cleo, { optionId: sqlite.id });
    expect(changed.json().totalVotes).toBe(2);
    expect(changed.json().options.map((option: { votes: number }) => option.votes)).toEqual([1, 1, 0]);
    expect(changed.json().options.map((option: { percent: number }) => option.percent)).toEqual([50, 50, 0]);
    const seen = await call('GET', `/api/lounge/posts/${poll.id}`, ben);
    expect(seen.json().poll.myOptionId).toBe(postgres.id);
    const other = await writePost(t, ana, buildPoll(['x', 'y']));
    const foreign = await call('PUT', `/api/lounge/posts/${poll.id}/vote`, ben, {
      optionId: other.poll?.options[0]?.id,
    });
    expect(fieldsOf(foreign)).toEqual(['optionId']);
    // Options are fixed once someone voted.
    expectError(
      await call('PATCH', `/api/lounge/posts/${poll.id}`, ana, { poll: { options: ['a', 'b'] } }),
      409,
      'CONFLICT',
    );
  });

  it('refuses votes after the end and on a post that is not a poll', async () => {
    const poll = await writePost(
      t,
      ana,
      buildPoll(['a', 'b'], {
        poll: { options: ['a', 'b'], endsAt: new Date(Date.now() + 60_000).toISOString() },
      }),
    );
    const optionId = poll.poll?.options[0]?.id;
    expect((await call('PUT', `/api/lounge/posts/${poll.id}/vote`, ben, { optionId })).statusCode).toBe(200);
    await t.database.db
      .update(posts)
      .set({ pollEndsAt: sql`now() - interval '1 second'` })
      .where(eq(posts.id, poll.id));
    const late = expectError(
      await call('PUT', `/api/lounge/posts/${poll.id}/vote`, ben, { optionId }),
      409,
      'CONFLICT',
    );
    expect(late.message).toMatch(/ended/);
    expect((await call('GET', `/api/lounge/posts/${poll.id}`)).json().poll.open).toBe(false);
    const posting = await writePost(t, ana);
    expectError(
      await call('PUT', `/api/lounge/posts/${posting.id}/vote`, ben, { optionId }),
      409,
      'CONFLICT',
    );
  });
});

describe('likes', () => {
  it('counts a like once per person and takes it back', async () => {
    const post = await writePost(t, ana);
    expectError(await call('PUT', `/api/lounge/posts/${post.id}/like`), 401, 'UNAUTHENTICATED');
    await call('PUT', `/api/lounge/posts/${post.id}/like`, ben);
    const twice = await call('PUT', `/api/lounge/posts/${post.id}/like`, ben);
    expect(twice.json()).toEqual({ liked: true, likeCount: 1 });
    expect((await call('PUT', `/api/lounge/posts/${post.id}/like`, cleo)).json().likeCount).toBe(2);
    expect((await call('DELETE', `/api/lounge/posts/${post.id}/like`, ben)).json()).toEqual({
      liked: false,
      likeCount: 1,
    });
    expect((await call('DELETE', `/api/lounge/posts/${post.id}/like`, ben)).json().likeCount).toBe(1);
    expect((await call('GET', `/api/lounge/posts/${post.id}`, cleo)).json().likedByMe).toBe(true);
    expectError(await call('PUT', '/api/lounge/posts/999999/like', ben), 404, 'NOT_FOUND');
  });
});

describe('replies', () => {
  it('threads one level, lets only the author edit or delete, and keeps the count', async () => {
    const post = await writePost(t, ana);
    expectError(
      await call('POST', `/api/lounge/posts/${post.id}/replies`, undefined, { body: 'hi' }),
      401,
      'UNAUTHENTICATED',
    );
    expect(fieldsOf(await call('POST', `/api/lounge/posts/${post.id}/replies`, ben, { body: ' ' }))).toEqual([
      'body',
    ]);
    const top = (
      await call('POST', `/api/lounge/posts/${post.id}/replies`, ben, { body: 'Great point' })
    ).json();
    const answer = await call('POST', `/api/lounge/posts/${post.id}/replies`, ana, {
      body: 'Thanks!',
      parentId: top.id,
    });
    expect(answer.statusCode).toBe(201);
    const deeper = await call('POST', `/api/lounge/posts/${post.id}/replies`, cleo, {
      body: 'Too deep',
      parentId: answer.json().id,
    });
    expect(fieldsOf(deeper)).toEqual(['parentId']);
    const elsewhere = await writePost(t, ana);
    const foreign = await call('POST', `/api/lounge/posts/${elsewhere.id}/replies`, cleo, {
      body: 'x',
      parentId: top.id,
    });
    expect(fieldsOf(foreign)).toEqual(['parentId']);
    const thread = await call('GET', `/api/lounge/posts/${post.id}/replies`);
    expect(thread.json().items).toHaveLength(1);
    expect(thread.json().items[0].children.map((child: { body: string }) => child.body)).toEqual(['Thanks!']);
    expect((await call('GET', `/api/lounge/posts/${post.id}`)).json().replyCount).toBe(2);

    expectError(
      await call('PATCH', `/api/lounge/replies/${top.id}`, cleo, { body: 'edited' }),
      403,
      'FORBIDDEN',
    );
    expectError(await call('DELETE', `/api/lounge/replies/${top.id}`, cleo), 403, 'FORBIDDEN');
    expectError(await call('PATCH', '/api/lounge/replies/999999', ben, { body: 'x' }), 404, 'NOT_FOUND');
    expect(
      (await call('PATCH', `/api/lounge/replies/${top.id}`, ben, { body: 'Great point!' })).json().body,
    ).toBe('Great point!');
    await call('PUT', `/api/lounge/replies/${top.id}/like`, cleo);
    expect((await call('PUT', `/api/lounge/replies/${top.id}/like`, cleo)).json()).toEqual({
      liked: true,
      likeCount: 1,
    });
    expect((await call('DELETE', `/api/lounge/replies/${top.id}`, ben)).statusCode).toBe(204);
    expect((await call('GET', `/api/lounge/posts/${post.id}`)).json().replyCount).toBe(0);
    expect((await call('GET', `/api/lounge/posts/${post.id}/replies`)).json().items).toEqual([]);
  });

  it('pages replies with a cursor', async () => {
    const post = await writePost(t, ana);
    for (const body of ['one', 'two', 'three'])
      await call('POST', `/api/lounge/posts/${post.id}/replies`, ben, { body });
    const first = (await call('GET', `/api/lounge/posts/${post.id}/replies?limit=2`)).json();
    expect(first.items.map((item: { body: string }) => item.body)).toEqual(['one', 'two']);
    const second = (
      await call('GET', `/api/lounge/posts/${post.id}/replies?limit=2&cursor=${first.nextCursor}`)
    ).json();
    expect(second.items.map((item: { body: string }) => item.body)).toEqual(['three']);
    expect(second.nextCursor).toBeNull();
    expectError(
      await call('GET', `/api/lounge/posts/${post.id}/replies?cursor=nonsense`),
      400,
      'VALIDATION_FAILED',
    );
  });
});

describe('retrospectives (category 22)', () => {
  it('refuses a short answer naming its question, and missing team photos', async () => {
    const answers = fullRetrospective();
    answers[2] = lines(4);
    const short = await call(
      'POST',
      '/api/lounge/posts',
      ana,
      buildPosting({
        category: '22',
        body: '',
        retrospective: answers,
        imageIds: [await imageOf(t, ana), await imageOf(t, ana)],
      }),
    );
    const error = expectError(short, 400, 'VALIDATION_FAILED');
    expect(error.message).toContain('"What did not go well?" needs at least 10 lines (it has 4)');
    expect(fieldsOf(short)).toEqual(['retrospective.2']);
    const noPhotos = await call(
      'POST',
      '/api/lounge/posts',
      ana,
      buildPosting({
        category: '22',
        body: '',
        retrospective: fullRetrospective(),
        imageIds: [await imageOf(t, ana)],
      }),
    );
    expect(fieldsOf(noPhotos)).toEqual(['imageIds']);
    const missing = await call('POST', '/api/lounge/posts', ana, buildPosting({ category: '22' }));
    expect(fieldsOf(missing)).toEqual(['retrospective']);
    const wrongLength = await call(
      'POST',
      '/api/lounge/posts',
      ana,
      buildPosting({ category: '22', retrospective: ['x'] }),
    );
    expect(fieldsOf(wrongLength)).toEqual(['retrospective']);
  });

  it('publishes a complete retrospective with its questions', async () => {
    const res = await call(
      'POST',
      '/api/lounge/posts',
      ana,
      buildPosting({
        category: '22',
        title: 'Our first launch',
        body: '',
        retrospective: fullRetrospective(),
        imageIds: [await imageOf(t, ana), await imageOf(t, ana)],
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const post = res.json() as TPost;
    expect(post.retrospective?.[1]).toEqual({ question: 'What went well?', answer: lines(10) });
    expect(post.body).toContain('## What went well?');
  });
});

describe('moderation', () => {
  it('takes reports once, lets the author or an admin hide, and hidden content leaves the feeds', async () => {
    const post = await writePost(t, ana, buildPosting({ body: 'Spammy offer for everyone' }));
    expectError(
      await call('POST', '/api/lounge/reports', undefined, {
        targetType: 'post',
        targetId: post.id,
        reason: 'spam',
      }),
      401,
      'UNAUTHENTICATED',
    );
    const report = await call('POST', '/api/lounge/reports', ben, {
      targetType: 'post',
      targetId: post.id,
      reason: 'spam',
    });
    expect(report.statusCode).toBe(201);
    expectError(
      await call('POST', '/api/lounge/reports', ben, {
        targetType: 'post',
        targetId: post.id,
        reason: 'spam',
      }),
      409,
      'CONFLICT',
    );
    expect(
      fieldsOf(
        await call('POST', '/api/lounge/reports', ben, { targetType: 'user', targetId: 1, reason: 'spam' }),
      ),
    ).toEqual(['targetType']);
    expectError(
      await call('POST', '/api/lounge/reports', ben, {
        targetType: 'post',
        targetId: 999_999,
        reason: 'spam',
      }),
      404,
      'NOT_FOUND',
    );

    expectError(await call('GET', '/api/lounge/reports', ben), 403, 'FORBIDDEN');
    const admin = await registerUser(t.app);
    await makeAdmin(t, admin);
    const open = await call('GET', '/api/lounge/reports', admin);
    expect(open.json().items.some((item: { targetId: number }) => item.targetId === post.id)).toBe(true);

    expectError(await call('POST', `/api/lounge/posts/${post.id}/hide`, ben), 403, 'FORBIDDEN');
    expect((await call('POST', `/api/lounge/posts/${post.id}/hide`, admin)).statusCode).toBe(204);
    // An admin hiding someone else's post is in the audit log.
    const audit = await t.database.db
      .select({ action: adminAuditLog.action, adminNo: adminAuditLog.adminNo })
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, String(post.id)));
    expect(audit).toEqual([{ action: 'content.hide', adminNo: admin.no }]);
    expect((await loungeItems()).some((item) => item.target?.id === post.id)).toBe(false);
    expectError(await call('GET', `/api/lounge/posts/${post.id}`, ben), 404, 'NOT_FOUND');
    expect((await call('GET', `/api/lounge/posts/${post.id}`, ana)).json().hidden).toBe(true);
    expect(
      (await call('GET', '/api/lounge/reports', admin))
        .json()
        .items.some((item: { targetId: number }) => item.targetId === post.id),
    ).toBe(false);
    const search = await call('GET', '/api/lounge/search?q=spammy');
    expect(search.json().items.some((item: { id: number }) => item.id === post.id)).toBe(false);
  });

  it('hides a reply for everyone but its author', async () => {
    const post = await writePost(t, ana);
    const reply = (
      await call('POST', `/api/lounge/posts/${post.id}/replies`, ben, { body: 'rude words' })
    ).json();
    expectError(await call('POST', `/api/lounge/replies/${reply.id}/hide`, cleo), 403, 'FORBIDDEN');
    expect((await call('POST', `/api/lounge/replies/${reply.id}/hide`, ben)).statusCode).toBe(204);
    expect((await call('GET', `/api/lounge/posts/${post.id}/replies`, cleo)).json().items).toEqual([]);
    expect((await call('GET', `/api/lounge/posts/${post.id}/replies`, ben)).json().items[0].hidden).toBe(
      true,
    );
  });
});

describe('search and side panels', () => {
  it('finds posts by stemmed words, within a category', async () => {
    const post = await writePost(
      t,
      cleo,
      buildPosting({ category: '09', title: 'Deploying containers', body: 'How do you deploy?' }),
    );
    const found = await call('GET', '/api/lounge/search?q=deploy');
    expect(found.json().items.map((item: { id: number }) => item.id)).toContain(post.id);
    expect((await call('GET', '/api/lounge/search?q=deploy&category=01')).json().items).toEqual([]);
    expect(fieldsOf(await call('GET', '/api/lounge/search?q='))).toEqual(['q']);
  });

  it('shows popular posts, active categories and people to follow', async () => {
    const post = await writePost(t, cleo, buildPosting({ category: '05', title: 'We shipped!' }));
    for (const user of [ana, ben]) await call('PUT', `/api/lounge/posts/${post.id}/like`, user);
    const side = (await call('GET', '/api/lounge/side', ana)).json();
    expect(side.popular[0].id).toBe(post.id);
    expect(side.categories.some((entry: { category: string }) => entry.category === '05')).toBe(true);
    expect(side.people.some((person: { no: number }) => person.no === ana.no)).toBe(false);
    expect(side.people.some((person: { no: number }) => person.no === cleo.no)).toBe(true);
    await call('POST', `/api/profiles/${cleo.no}/follow`, ana);
    const after = (await call('GET', '/api/lounge/side', ana)).json();
    expect(after.people.some((person: { no: number }) => person.no === cleo.no)).toBe(false);
  });

  it('keeps the shared panels in memory until a post, a follow or a card changes, in any process', async () => {
    const quiet = await writePost(t, ben, buildPosting({ category: '05', title: 'A quiet note' }));
    await t.database.settleNotifications();
    const before = (await call('GET', '/api/lounge/side', cleo)).json();
    expect(before.popular[0].id).not.toBe(quiet.id);
    // Changed past the app, as another server process would: the notification empties the cache.
    await t.database.db.execute(sql`update posts set like_count = 1000 where id = ${quiet.id}`);
    await t.database.settleNotifications();
    const liked = (await call('GET', '/api/lounge/side', cleo)).json();
    expect(liked.popular[0].id).toBe(quiet.id);
    await t.database.db.execute(sql`update users set nickname = 'benrenamed' where no = ${ben.no}`);
    await t.database.settleNotifications();
    const renamed = (await call('GET', '/api/lounge/side', cleo)).json();
    expect(renamed.popular[0].author.nickname).toBe('benrenamed');
    expect(renamed.people.find((person: { no: number }) => person.no === ben.no)?.nickname).toBe(
      'benrenamed',
    );
    // Each reader's own follows still come out, from the same shared candidates.
    expect(renamed.people.some((person: { no: number }) => person.no === cleo.no)).toBe(false);
    const anonymous = (await call('GET', '/api/lounge/side')).json();
    expect(anonymous.people.some((person: { no: number }) => person.no === cleo.no)).toBe(true);
  });
});

describe('every write route', () => {
  const writes: Array<[method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: object]> = [
    ['POST', '/api/lounge/posts/ID/publish'],
    ['PATCH', '/api/lounge/posts/ID', { title: 'x' }],
    ['DELETE', '/api/lounge/posts/ID'],
    ['PUT', '/api/lounge/posts/ID/vote', { optionId: 1 }],
    ['PUT', '/api/lounge/posts/ID/like'],
    ['DELETE', '/api/lounge/posts/ID/like'],
    ['POST', '/api/lounge/posts/ID/replies', { body: 'hi' }],
    ['PATCH', '/api/lounge/replies/ID', { body: 'hi' }],
    ['DELETE', '/api/lounge/replies/ID'],
    ['PUT', '/api/lounge/replies/ID/like'],
    ['DELETE', '/api/lounge/replies/ID/like'],
    ['POST', '/api/lounge/posts/ID/hide'],
    ['POST', '/api/lounge/replies/ID/hide'],
    ['DELETE', '/api/magazines/ID'],
    ['DELETE', '/api/notes/ID'],
    ['PATCH', '/api/groups/ID', { name: 'Renamed' }],
    ['POST', '/api/groups/ID/join'],
    ['POST', '/api/groups/ID/leave'],
    ['POST', '/api/groups/ID/members/1/approve'],
    ['DELETE', '/api/groups/ID/members/1'],
  ];

  it('refuses logged-out callers with 401 and unknown targets with 404', async () => {
    for (const [method, url, body] of writes) {
      const anonymous = await call(method, url.replace('ID', '1'), undefined, body);
      expect(anonymous.statusCode, `${method} ${url} logged out`).toBe(401);
      const unknown = await call(method, url.replace('ID', '999999'), ana, body);
      expect(unknown.statusCode, `${method} ${url} unknown`).toBe(404);
      expect(unknown.json().error.code).toBe('NOT_FOUND');
    }
  });

  it('counts one vote and one like per person even when the requests race', async () => {
    const poll = await writePost(t, ana, buildPoll(['Yes', 'No']));
    const optionId = poll.poll?.options[0]?.id;
    await Promise.all(
      Array.from({ length: 5 }, () => call('PUT', `/api/lounge/posts/${poll.id}/vote`, ben, { optionId })),
    );
    await Promise.all(Array.from({ length: 5 }, () => call('PUT', `/api/lounge/posts/${poll.id}/like`, ben)));
    const seen = (await call('GET', `/api/lounge/posts/${poll.id}`)).json();
    expect(seen.poll.totalVotes).toBe(1);
    expect(seen.likeCount).toBe(1);
  });
});
