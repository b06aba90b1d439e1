import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type TestUser } from '../../test/factories';
import { addMember, publishedProject } from '../../test/projects';
import { createTestApp, type TestApp } from '../../test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, user?: TestUser, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: user ? { cookie: user.cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const fieldsOf = (res: { json: () => { error: { details?: Array<{ field: string }> } } }) =>
  (res.json().error.details ?? []).map((issue) => issue.field);

describe('profile', () => {
  it('shows the spec fields, level 0 and counts, and lets the owner edit every F3.1 field', async () => {
    const me = await registerUser(t.app);
    const edit = await call('PATCH', '/api/profiles/me', me, {
      introduction: 'I build small, fast web apps.',
      mainJobDetail: '0301',
      subJobDetail: null,
      skillLevel: '04',
      experience: '02',
      region: 'KR01',
      gender: '02',
      ageBand: '03',
      personalityType: 'INTJ',
      techStacks: ['TypeScript', 'React', 'TypeScript'],
      visibility: 'public',
    });
    expect(edit.statusCode).toBe(200);
    const profile = (await call('GET', `/api/profiles/${me.no}`)).json();
    expect(profile).toMatchObject({
      no: me.no,
      nickname: me.nickname,
      mainJob: '03',
      mainJobDetail: '0301',
      subJob: null,
      region: 'KR01',
      personalityType: 'INTJ',
      techStacks: ['TypeScript', 'React'],
      level: { level: 0, experience: 0 },
      counts: { followers: 0, following: 0, reviews: 0, averageRating: null },
      viewer: { isMe: false, isFollowing: false },
    });
  });

  it('names each bad field and refuses fields nobody may set', async () => {
    const me = await registerUser(t.app);
    const res = await call('PATCH', '/api/profiles/me', me, {
      region: 'KR99',
      personalityType: 'ABCD',
      techStacks: ['<script>'],
      mainJobDetail: '0000',
    });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual(
      expect.arrayContaining(['region', 'personalityType', 'techStacks.0', 'mainJobDetail']),
    );
    const role = await call('PATCH', '/api/profiles/me', me, { role: 'admin', level: 50 });
    expect(role.statusCode).toBe(400);
    expect(fieldsOf(role)).toEqual(expect.arrayContaining(['role', 'level']));
  });

  it('refuses a nickname someone else has', async () => {
    const [a, b] = [await registerUser(t.app), await registerUser(t.app)];
    const res = await call('PATCH', '/api/profiles/me', b, { nickname: a.nickname });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('NICKNAME_TAKEN');
  });

  it('needs a session to edit and answers 404 for an unknown person', async () => {
    expect((await call('PATCH', '/api/profiles/me', undefined, { introduction: 'x' })).statusCode).toBe(401);
    expect((await call('GET', '/api/profiles/999999')).statusCode).toBe(404);
    expect((await call('GET', '/api/profiles/abc')).statusCode).toBe(400);
  });

  it('respects privacy: private is owner-only, members-only needs a log-in', async () => {
    const [owner, other] = [await registerUser(t.app), await registerUser(t.app)];
    await call('PATCH', '/api/settings', owner, { privacy: { visibility: 'members' } });
    expect((await call('GET', `/api/profiles/${owner.no}`)).statusCode).toBe(401);
    expect((await call('GET', `/api/profiles/${owner.no}`, other)).statusCode).toBe(200);
    await call('PATCH', '/api/profiles/me', owner, { visibility: 'private' });
    expect((await call('GET', `/api/profiles/${owner.no}`, other)).statusCode).toBe(403);
    expect((await call('GET', `/api/profiles/${owner.no}/followers`, other)).statusCode).toBe(403);
    expect((await call('GET', `/api/profiles/${owner.no}`, owner)).json().viewer.isMe).toBe(true);
  });
});

describe('profile items and links', () => {
  it('adds, changes, reorders and removes items; others cannot touch them', async () => {
    const [me, other] = [await registerUser(t.app), await registerUser(t.app)];
    const career = await call('POST', '/api/profiles/me/items', me, {
      type: 'career',
      title: 'Frontend engineer',
      organization: 'Acme',
      startDate: '2021-03-01',
      endDate: '2024-02-29',
      body: 'Led the design system.',
    });
    expect(career.statusCode).toBe(201);
    const portfolio = await call('POST', '/api/profiles/me/items', me, {
      type: 'portfolio',
      title: 'Side project',
      url: 'https://example.com/p',
    });
    const [careerId, portfolioId] = [career.json().id, portfolio.json().id];

    const badDates = await call('POST', '/api/profiles/me/items', me, {
      type: 'career',
      title: 'x',
      startDate: '2024-01-01',
      endDate: '2023-01-01',
    });
    expect(fieldsOf(badDates)).toEqual(['endDate']);
    const badType = await call('POST', '/api/profiles/me/items', me, { type: 'hobby', title: 'x' });
    expect(fieldsOf(badType)).toEqual(['type']);

    expect(
      (await call('PUT', `/api/profiles/me/items/${careerId}`, other, { type: 'career', title: 'stolen' }))
        .statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/api/profiles/me/items/${careerId}`, other)).statusCode).toBe(404);

    const reordered = await call('PUT', '/api/profiles/me/items-order', me, { ids: [portfolioId, careerId] });
    expect(reordered.json().map((item: { id: number }) => item.id)).toEqual([portfolioId, careerId]);
    const partial = await call('PUT', '/api/profiles/me/items-order', me, { ids: [careerId] });
    expect(fieldsOf(partial)).toEqual(['ids']);

    const changed = await call('PUT', `/api/profiles/me/items/${careerId}`, me, {
      type: 'career',
      title: 'Staff engineer',
    });
    expect(changed.json().title).toBe('Staff engineer');
    expect((await call('DELETE', `/api/profiles/me/items/${portfolioId}`, me)).statusCode).toBe(204);
    const items = (await call('GET', `/api/profiles/${me.no}`)).json().items;
    expect(items.map((item: { title: string }) => item.title)).toEqual(['Staff engineer']);
  });

  it('replaces integration links, one per integration, web addresses only', async () => {
    const me = await registerUser(t.app);
    const ok = await call('PUT', '/api/profiles/me/links', me, {
      links: [{ integration: 'github', url: 'https://github.com/me' }],
    });
    expect(ok.statusCode).toBe(200);
    const twice = await call('PUT', '/api/profiles/me/links', me, {
      links: [
        { integration: 'github', url: 'https://github.com/a' },
        { integration: 'github', url: 'https://github.com/b' },
      ],
    });
    expect(fieldsOf(twice)).toEqual(['links']);
    const script = await call('PUT', '/api/profiles/me/links', me, {
      links: [{ integration: 'figma', url: 'javascript:alert(1)' }],
    });
    expect(fieldsOf(script)).toEqual(['links.0.url']);
    expect((await call('GET', `/api/profiles/${me.no}`)).json().links).toEqual([
      { integration: 'github', url: 'https://github.com/me' },
    ]);
  });
});

describe('follow', () => {
  it('follows once, lists and counts both ways, unfollows, and pages with a cursor', async () => {
    const star = await registerUser(t.app);
    const fans = [await registerUser(t.app), await registerUser(t.app), await registerUser(t.app)];
    for (const fan of fans)
      expect((await call('POST', `/api/profiles/${star.no}/follow`, fan)).json().following).toBe(true);
    const again = await call('POST', `/api/profiles/${star.no}/follow`, fans[0]);
    expect(again.json()).toEqual({ following: true, followers: 3 });

    const first = (await call('GET', `/api/profiles/${star.no}/followers?limit=2`)).json();
    expect(first.total).toBe(3);
    expect(first.items).toHaveLength(2);
    const second = (
      await call('GET', `/api/profiles/${star.no}/followers?limit=2&cursor=${first.nextCursor}`)
    ).json();
    expect(second.items).toHaveLength(1);
    expect(second.nextCursor).toBeNull();
    const everyone = [...first.items, ...second.items].map((person: { no: number }) => person.no).sort();
    expect(everyone).toEqual(fans.map((fan) => fan.no).sort());

    const following = (await call('GET', `/api/profiles/${fans[1]!.no}/following`)).json();
    expect(following.items.map((person: { no: number }) => person.no)).toEqual([star.no]);
    expect((await call('GET', `/api/profiles/${star.no}`, fans[0])).json().viewer.isFollowing).toBe(true);

    expect((await call('DELETE', `/api/profiles/${star.no}/follow`, fans[0])).json()).toEqual({
      following: false,
      followers: 2,
    });
  });

  it('refuses following yourself, unknown people, anonymous follows and broken cursors', async () => {
    const me = await registerUser(t.app);
    const self = await call('POST', `/api/profiles/${me.no}/follow`, me);
    expect(self.statusCode).toBe(400);
    expect(fieldsOf(self)).toEqual(['no']);
    expect((await call('POST', '/api/profiles/999999/follow', me)).statusCode).toBe(404);
    expect((await call('POST', `/api/profiles/${me.no}/follow`)).statusCode).toBe(401);
    const broken = await call('GET', `/api/profiles/${me.no}/followers?cursor=garbage`);
    expect(broken.statusCode).toBe(400);
    expect(fieldsOf(broken)).toEqual(['cursor']);
  });
});

describe('reviews', () => {
  it('one review per reviewer, editable, averaged, deletable; never of yourself', async () => {
    // The reviewers worked with the person: they lead a project that both joined.
    const project = await publishedProject(t);
    const person = project.leader;
    const [a, b] = [await addMember(t, project), await addMember(t, project)];
    const first = await call('PUT', `/api/profiles/${person.no}/review`, a, {
      rating: 5,
      body: 'Shipped every week, clear notes.',
    });
    expect(first.statusCode).toBe(200);
    await call('PUT', `/api/profiles/${person.no}/review`, b, {
      rating: 2,
      body: 'Missed a few meetings with us.',
    });
    await call('PUT', `/api/profiles/${person.no}/review`, a, {
      rating: 4,
      body: 'Shipped most weeks, clear notes.',
    });
    const list = (await call('GET', `/api/profiles/${person.no}/reviews`)).json();
    expect(list.total).toBe(2);
    expect(list.averageRating).toBe(3);
    expect(list.items[0]).toMatchObject({ reviewer: { no: a.no }, rating: 4 });
    expect((await call('GET', `/api/profiles/${person.no}`, a)).json().viewer.myReview).toEqual({
      rating: 4,
      body: 'Shipped most weeks, clear notes.',
    });

    const self = await call('PUT', `/api/profiles/${person.no}/review`, person, {
      rating: 5,
      body: 'I am the best, truly.',
    });
    expect(self.statusCode).toBe(400);
    const bad = await call('PUT', `/api/profiles/${person.no}/review`, a, { rating: 6, body: 'short' });
    expect(fieldsOf(bad)).toEqual(expect.arrayContaining(['rating', 'body']));
    expect(
      (
        await call('PUT', `/api/profiles/${person.no}/review`, undefined, {
          rating: 5,
          body: 'Anonymous praise here.',
        })
      ).statusCode,
    ).toBe(401);

    expect((await call('DELETE', `/api/profiles/${person.no}/review`, b)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/profiles/${person.no}/review`, b)).statusCode).toBe(404);
    expect((await call('GET', `/api/profiles/${person.no}/activity`)).json()).toMatchObject({
      reviewsReceived: 1,
    });
    expect((await call('GET', `/api/profiles/${a.no}/activity`)).json()).toMatchObject({ reviewsWritten: 1 });
  });

  it('is only for people who worked together: a stranger can neither review nor earn for it', async () => {
    const person = await registerUser(t.app);
    const stranger = await registerUser(t.app);
    const profile = (await call('GET', `/api/profiles/${person.no}`, stranger)).json();
    expect(profile.viewer).toMatchObject({ canReview: false, myReview: null });
    const refused = await call('PUT', `/api/profiles/${person.no}/review`, stranger, {
      rating: 5,
      body: 'Never met them, five stars.',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: 'FORBIDDEN',
      message: expect.stringMatching(/worked with/),
    });
    expect((await call('GET', `/api/profiles/${person.no}/reviews`)).json().total).toBe(0);
    await t.events.drain();
    const history = (await call('GET', '/api/points/history', stranger)).json();
    expect(history.items.map((entry: { code: string }) => entry.code)).not.toContain('I26');

    // Working together on a project opens it.
    const project = await publishedProject(t, { leader: person });
    const teammate = await addMember(t, project);
    expect((await call('GET', `/api/profiles/${person.no}`, teammate)).json().viewer.canReview).toBe(true);
    const review = await call('PUT', `/api/profiles/${person.no}/review`, teammate, {
      rating: 5,
      body: 'Ran our weekly demos with care.',
    });
    expect(review.statusCode, review.body).toBe(200);
  });
});

describe('settings', () => {
  it('shows account, every notification kind and channel with defaults, and privacy; saves changes', async () => {
    const me = await registerUser(t.app);
    const settings = (await call('GET', '/api/settings', me)).json();
    expect(settings.account).toMatchObject({
      email: me.email,
      nickname: me.nickname,
      hasPassword: true,
      socialProviders: [],
    });
    expect(settings.notifications).toHaveLength(18);
    expect(settings.notifications).toContainEqual({ kind: 'marketing', channel: 'email', enabled: false });
    expect(settings.privacy).toEqual({ visibility: 'public' });

    const saved = await call('PATCH', '/api/settings', me, {
      notifications: [{ kind: 'marketing', channel: 'email', enabled: true }],
      privacy: { visibility: 'private' },
    });
    expect(saved.json().notifications).toContainEqual({ kind: 'marketing', channel: 'email', enabled: true });
    expect(saved.json().privacy.visibility).toBe('private');

    const bad = await call('PATCH', '/api/settings', me, {
      notifications: [{ kind: 'spam', channel: 'fax', enabled: 'yes' }],
    });
    expect(fieldsOf(bad)).toEqual(
      expect.arrayContaining(['notifications.0.kind', 'notifications.0.channel', 'notifications.0.enabled']),
    );
    expect((await call('GET', '/api/settings')).statusCode).toBe(401);
  });
});
