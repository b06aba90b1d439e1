import type { TBooth } from '@sidecamp/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type TestUser } from '../../test/factories';
import { caller, expectError, fieldsOf } from '../../test/http';
import { addMember, publishedProject } from '../../test/projects';
import { createTestApp, RELAXED_RATE_LIMITS, type TestApp } from '../../test/testApp';
import { accountOf, writeEntry } from '../points';
import { establishAccounts } from '../points/points.testing';

let t: TestApp;
let call: ReturnType<typeof caller>;
let owner: TestUser;
let fan: TestUser;
let other: TestUser;

const BOOTH = {
  name: 'Habit Garden',
  tagline: 'Grow habits with friends',
  intro: 'A shared garden where every habit you keep makes a plant grow. '.repeat(3),
  serviceCategory: '01',
  industry: '01',
};

beforeAll(async () => {
  t = await createTestApp(RELAXED_RATE_LIMITS);
  call = caller(t);
  owner = await registerUser(t.app);
  fan = await registerUser(t.app);
  other = await registerUser(t.app);
});
afterAll(async () => t.close());

async function launch(user: TestUser, body: Record<string, unknown> = BOOTH): Promise<TBooth> {
  const res = await call('POST', '/api/booths', user, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function published(user: TestUser = owner): Promise<TBooth> {
  const booth = await launch(user);
  const res = await call('POST', `/api/booths/${booth.id}/publish`, user);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Uploads a small generated PNG as `user` for a booth gallery and answers its address. */
async function screenshot(user: TestUser): Promise<string> {
  const png = await sharp({ create: { width: 64, height: 40, channels: 3, background: '#2f6f5a' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'screen.png');
  const encoded = new Response(form);
  const uploaded = await t.app.inject({
    method: 'POST',
    url: '/api/uploads?purpose=booth_screenshot',
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '', cookie: user.cookie },
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  return `/api/files/${uploaded.json().id}`;
}

const give = (userNo: number, points: number, id: string) =>
  writeEntry(t.database.db, { userNo, code: 'I99', points, cause: { type: 'test', id } });

describe('a booth as a draft, then published', () => {
  it('is launched by a logged-in person, checks its fields and stays with its team until published', async () => {
    expectError(await call('POST', '/api/booths', undefined, BOOTH), 401, 'UNAUTHENTICATED');
    expect(
      fieldsOf(
        await call('POST', '/api/booths', owner, {
          name: 'X',
          intro: '',
          serviceCategory: '99',
          industry: '20',
          videoLink: 'https://example.com/not-a-video',
          platforms: ['01', '01'],
        }),
      ),
    ).toEqual(['name', 'intro', 'videoLink', 'platforms', 'serviceCategory', 'industry']);
    const draft = await launch(owner, {
      ...BOOTH,
      videoLink: 'https://youtu.be/dQw4w9WgXcQ',
      platforms: ['01', '03'],
      launchDate: '2026-11-20',
    });
    expect(draft).toMatchObject({
      state: 'draft',
      publishedAt: null,
      videoLink: 'https://youtu.be/dQw4w9WgXcQ',
      team: [{ person: { no: owner.no }, role: 'owner' }],
      viewer: { isOwner: true, isTeam: true },
    });
    // Someone else's draft is not there at all, and lists do not show it.
    expectError(await call('GET', `/api/booths/${draft.id}`, other), 404, 'NOT_FOUND');
    expectError(await call('GET', `/api/booths/${draft.id}`), 404, 'NOT_FOUND');
    expectError(await call('PUT', `/api/booths/${draft.id}/like`, other), 404, 'NOT_FOUND');
    const list = (await call('GET', '/api/booths?sort=new')).json();
    expect(list.items.map((item: { id: number }) => item.id)).not.toContain(draft.id);
    expect((await call('GET', '/api/me/booths', owner)).json().items).toContainEqual(
      expect.objectContaining({ id: draft.id, state: 'draft' }),
    );

    expectError(await call('POST', `/api/booths/${draft.id}/publish`, other), 404, 'NOT_FOUND');
    const opened = (await call('POST', `/api/booths/${draft.id}/publish`, owner)).json();
    expect(opened).toMatchObject({ state: 'published', publishedAt: expect.any(String) });
    expectError(await call('POST', `/api/booths/${draft.id}/publish`, owner), 409, 'CONFLICT');
    const seen = (await call('GET', `/api/booths/${draft.id}`)).json();
    expect(seen.viewer).toEqual({
      liked: false,
      following: false,
      isTeam: false,
      isOwner: false,
      pendingJoinRequestId: null,
      pendingInvitationId: null,
    });
    // The list read before publishing is not served again from memory.
    const listed = (await call('GET', '/api/booths?sort=new')).json();
    expect(listed.items.map((item: { id: number }) => item.id)).toContain(draft.id);
    const newest = (await call('GET', '/api/booths?sort=new&limit=1')).json();
    expect(newest.items[0]).toMatchObject({ id: draft.id, introPreview: expect.stringMatching(/…$/) });
    expect(newest.items[0].introPreview.length).toBeLessThanOrEqual(100);
  });

  it('answers the launch form sent empty with a 400 that says, per field, in words, what it needs', async () => {
    const res = await call('POST', '/api/booths', owner, {
      name: '',
      intro: '',
      serviceCategory: '',
      industry: '',
    });
    expectError(res, 400, 'VALIDATION_FAILED');
    const fields = (res.json() as { error: { details: { field: string; message: string }[] } }).error.details;
    expect(Object.fromEntries(fields.map((issue) => [issue.field, issue.message]))).toEqual({
      name: 'Write at least 2 characters.',
      intro: 'This field is required.',
      serviceCategory: 'Choose one of the options.',
      industry: 'Choose one of the options.',
    });
  });

  it("shows screenshots its team uploaded, in order, and refuses someone else's", async () => {
    const [mine, alsoMine, theirs] = [
      await screenshot(owner),
      await screenshot(owner),
      await screenshot(other),
    ];
    expect(
      fieldsOf(await call('POST', '/api/booths', owner, { ...BOOTH, screenshots: [mine, theirs] })),
    ).toEqual(['screenshots']);
    expect(
      fieldsOf(await call('POST', '/api/booths', owner, { ...BOOTH, screenshots: [mine, mine] })),
    ).toEqual(['screenshots']);
    const booth = await launch(owner, { ...BOOTH, screenshots: [alsoMine, mine] });
    expect(booth.screenshots).toEqual([alsoMine, mine]);
    expect(
      fieldsOf(await call('PATCH', `/api/booths/${booth.id}`, owner, { screenshots: [theirs] })),
    ).toEqual(['screenshots']);
    const reordered = await call('PATCH', `/api/booths/${booth.id}`, owner, {
      screenshots: [mine, alsoMine],
    });
    expect(reordered.json().screenshots).toEqual([mine, alsoMine]);
  });

  it('is edited by its team only, with at least one field named', async () => {
    const booth = await published();
    expectError(
      await call('PATCH', `/api/booths/${booth.id}`, undefined, { tagline: 'x' }),
      401,
      'UNAUTHENTICATED',
    );
    expectError(
      await call('PATCH', `/api/booths/${booth.id}`, other, { tagline: 'Mine now' }),
      403,
      'FORBIDDEN',
    );
    expect((await call('PATCH', `/api/booths/${booth.id}`, owner, {})).statusCode).toBe(400);
    expect(
      fieldsOf(
        await call('PATCH', `/api/booths/${booth.id}`, owner, { screenshots: ['https://x.test/a.png'] }),
      ),
    ).toEqual(['screenshots.0']);
    const edited = await call('PATCH', `/api/booths/${booth.id}`, owner, {
      tagline: 'Habits that grow',
      links: ['https://habit.garden'],
    });
    expect(edited.json()).toMatchObject({ tagline: 'Habits that grow', links: ['https://habit.garden'] });
  });
});

describe('a booth launched from a project', () => {
  it("is the leader's to launch, once the project is published, once per project, with its members", async () => {
    const project = await publishedProject(t);
    const member = await addMember(t, project);
    expectError(
      await call('POST', '/api/booths', member, { ...BOOTH, projectNo: project.no }),
      403,
      'FORBIDDEN',
    );
    const booth = await launch(project.leader, { ...BOOTH, projectNo: project.no });
    expect(booth.projectNo).toBe(project.no);
    expect(booth.team.map((entry) => [entry.person.no, entry.role])).toEqual([
      [project.leader.no, 'owner'],
      [member.no, 'member'],
    ]);
    expectError(
      await call('POST', '/api/booths', project.leader, { ...BOOTH, projectNo: project.no }),
      409,
      'CONFLICT',
    );

    // A member edits but does not publish, hand over or remove others.
    expect(
      (await call('PATCH', `/api/booths/${booth.id}`, member, { tagline: 'By the team' })).statusCode,
    ).toBe(200);
    expectError(await call('POST', `/api/booths/${booth.id}/publish`, member), 403, 'FORBIDDEN');
    expectError(
      await call('PUT', `/api/booths/${booth.id}/owner`, member, { userNo: member.no }),
      403,
      'FORBIDDEN',
    );
    expectError(
      await call('DELETE', `/api/booths/${booth.id}/members/${project.leader.no}`, member),
      403,
      'FORBIDDEN',
    );
    // The owner hands over to team members only, and cannot leave while owning it.
    expect(
      fieldsOf(await call('PUT', `/api/booths/${booth.id}/owner`, project.leader, { userNo: other.no })),
    ).toEqual(['userNo']);
    expectError(
      await call('DELETE', `/api/booths/${booth.id}/members/${project.leader.no}`, project.leader),
      409,
      'CONFLICT',
    );
    const handed = (
      await call('PUT', `/api/booths/${booth.id}/owner`, project.leader, { userNo: member.no })
    ).json();
    expect(
      handed.team.map((entry: { person: { no: number }; role: string }) => [entry.person.no, entry.role]),
    ).toEqual([
      [member.no, 'owner'],
      [project.leader.no, 'member'],
    ]);
    expect(handed.viewer).toMatchObject({ isOwner: false, isTeam: true });
    // The former owner leaves by themselves.
    expect(
      (await call('DELETE', `/api/booths/${booth.id}/members/${project.leader.no}`, project.leader))
        .statusCode,
    ).toBe(204);
    expectError(await call('GET', `/api/booths/${booth.id}`, project.leader), 404, 'NOT_FOUND');
  });
});

describe('likes, follows and support', () => {
  it('counts a like and a follow once per person, and a follow pays the owner until it is taken back', async () => {
    const booth = await published();
    const draft = await launch(owner);
    expectError(await call('PUT', `/api/booths/${booth.id}/like`), 401, 'UNAUTHENTICATED');
    expectError(await call('PUT', `/api/booths/${draft.id}/like`, owner), 409, 'CONFLICT');
    expect((await call('PUT', `/api/booths/${booth.id}/like`, fan)).json()).toEqual({
      liked: true,
      likes: 1,
    });
    expect((await call('PUT', `/api/booths/${booth.id}/like`, fan)).json()).toEqual({
      liked: true,
      likes: 1,
    });
    expect((await call('PUT', `/api/booths/${booth.id}/like`, other)).json()).toEqual({
      liked: true,
      likes: 2,
    });
    expect((await call('DELETE', `/api/booths/${booth.id}/like`, other)).json()).toEqual({
      liked: false,
      likes: 1,
    });
    expect((await call('DELETE', `/api/booths/${booth.id}/like`, other)).json()).toEqual({
      liked: false,
      likes: 1,
    });
    expect((await call('GET', `/api/booths/${booth.id}`, fan)).json().viewer.liked).toBe(true);
    expect(
      (await call('GET', `/api/booths/${booth.id}/likes`)).json().items.map((p: { no: number }) => p.no),
    ).toEqual([fan.no]);

    // Everything earlier (sign-up bonuses) is credited first, so the change below is the follow's alone.
    await t.events.drain();
    // An owner past their first week: a follow between two new accounts earns nothing (points.trust.int.test.ts).
    await establishAccounts(t.database.db, owner.no);
    const before = (await accountOf(t.database.db, owner.no)).balance;
    expect((await call('PUT', `/api/booths/${booth.id}/follow`, fan)).json()).toEqual({
      following: true,
      follows: 1,
    });
    await t.events.drain();
    expect((await accountOf(t.database.db, owner.no)).balance).toBe(before + 1);
    expect((await call('DELETE', `/api/booths/${booth.id}/follow`, fan)).json()).toEqual({
      following: false,
      follows: 0,
    });
    await t.events.drain();
    expect((await accountOf(t.database.db, owner.no)).balance).toBe(before);
  });

  it('takes points from a supporter once per Idempotency-Key, never from the team, never more than they have', async () => {
    const booth = await published();
    const support = (user: TestUser | undefined, points: number, key?: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/booths/${booth.id}/supports`,
        headers: { ...(user ? { cookie: user.cookie } : {}), ...(key ? { 'idempotency-key': key } : {}) },
        payload: { points, message: 'Keep going!' },
      });
    expectError(await support(undefined, 5, 'support-key-0001'), 401, 'UNAUTHENTICATED');
    expectError(await support(owner, 5, 'support-key-0002'), 403, 'FORBIDDEN');
    expect(fieldsOf(await support(fan, 5))).toEqual(['Idempotency-Key']);
    expect(fieldsOf(await support(fan, 0, 'support-key-0003'))).toEqual(['points']);
    const balance = (await accountOf(t.database.db, fan.no)).balance;
    const short = expectError(
      await support(fan, balance + 1, 'support-key-0004'),
      409,
      'INSUFFICIENT_POINTS',
    );
    expect(short.message).toContain('Nothing was charged');

    await give(fan.no, 30, `support-${booth.id}`);
    await give(other.no, 30, `support-${booth.id}`);
    const first = await support(fan, 10, 'support-key-0005');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      boothId: booth.id,
      pointsGiven: 10,
      balance: balance + 20,
      supportPoints: 10,
      supporters: 1,
    });
    // The same key again replays the answer: nothing more is taken.
    expect((await support(fan, 10, 'support-key-0005')).json()).toEqual(first.json());
    expect((await accountOf(t.database.db, fan.no)).balance).toBe(balance + 20);
    expect((await support(fan, 5, 'support-key-0006')).json()).toMatchObject({
      supportPoints: 15,
      supporters: 1,
    });
    expect((await support(other, 12, 'support-key-0007')).json()).toMatchObject({
      supportPoints: 27,
      supporters: 2,
    });

    const supporters = (await call('GET', `/api/booths/${booth.id}/supporters?limit=1`)).json();
    expect(supporters.items).toEqual([
      expect.objectContaining({ person: expect.objectContaining({ no: fan.no }), points: 15, times: 2 }),
    ]);
    const rest = (
      await call('GET', `/api/booths/${booth.id}/supporters?limit=1&cursor=${supporters.nextCursor}`)
    ).json();
    expect(
      rest.items.map((item: { person: { no: number }; points: number }) => [item.person.no, item.points]),
    ).toEqual([[other.no, 12]]);
    expect(rest.nextCursor).toBeNull();
    const history = (await call('GET', `/api/booths/${booth.id}/supports`)).json();
    expect(history.items.map((item: { points: number }) => item.points)).toEqual([12, 5, 10]);
    expect(history.items[0].message).toBe('Keep going!');
    expect((await call('GET', `/api/booths/${booth.id}`)).json().counts).toMatchObject({
      supporters: 2,
      supportPoints: 27,
    });
    expect(fieldsOf(await call('GET', `/api/booths/${booth.id}/supporters?cursor=nonsense`))).toEqual([
      'cursor',
    ]);
  });
});
