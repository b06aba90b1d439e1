import { canChangeProjectStage, PROJECT_BOOST, PROJECT_STAGES } from '@sidecamp/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents } from '../../events/outbox.tables';
import { registerUser, type TestUser } from '../../test/factories';
import { caller, expectError, fieldsOf } from '../../test/http';
import { addMember, BACKEND, buildProject, FRONTEND, publishedProject } from '../../test/projects';
import { createTestApp, type TestApp } from '../../test/testApp';
import { accountOf, writeEntry } from '../points/points.ledger';
import { uploads } from '../uploads/uploads.tables';
import { projects, projectTimeline } from './projects.tables';

let t: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  call = caller(t);
});
afterAll(() => t.close());

const eventsOf = async (type: string) =>
  t.database.db.select().from(domainEvents).where(eq(domainEvents.type, type)).orderBy(asc(domainEvents.id));

const timelineKinds = async (no: number) =>
  (
    await t.database.db
      .select({ kind: projectTimeline.kind })
      .from(projectTimeline)
      .where(eq(projectTimeline.projectNo, no))
      .orderBy(asc(projectTimeline.id))
  ).map((row) => row.kind);

async function uploadedImage(owner: TestUser, kind = 'image') {
  const [row] = await t.database.db
    .insert(uploads)
    .values({
      ownerNo: owner.no,
      kind,
      purpose: 'project_logo',
      originalName: 'logo.png',
      mediaType: 'image/png',
      sizeBytes: 10,
      storageKey: `test/${Math.random()}`,
    })
    .returning({ id: uploads.id });
  return `/api/files/${row?.id}`;
}

describe('create, edit, publish', () => {
  it('creates a draft with only a name, visible to its leader alone, and records P001', async () => {
    const leader = await registerUser(t.app);
    const other = await registerUser(t.app);
    const res = await call('POST', '/api/projects', leader, { name: 'Tiny draft' });
    expect(res.statusCode, res.body).toBe(201);
    const draft = res.json();
    expect(draft).toMatchObject({
      name: 'Tiny draft',
      stage: '99',
      summary: '',
      platforms: [],
      workStyle: null,
      publishedAt: null,
      memberCount: 1,
      leader: { no: leader.no, nickname: leader.nickname },
      members: [{ person: { no: leader.no }, role: '01', positionId: null }],
      allowedNextStages: ['01', '00'],
      viewer: { loggedIn: true, role: '01', canManage: true },
    });
    expect((await call('GET', `/api/projects/${draft.no}`, leader)).statusCode).toBe(200);
    expectError(await call('GET', `/api/projects/${draft.no}`, other), 404, 'NOT_FOUND');
    expectError(await call('GET', `/api/projects/${draft.no}`), 404, 'NOT_FOUND');
    const created = (await eventsOf('project.created')).find(
      (event) => (event.payload as { projectNo: number }).projectNo === draft.no,
    );
    expect(created?.payload).toEqual({
      projectNo: draft.no,
      leaderNo: leader.no,
      name: 'Tiny draft',
      stage: '99',
    });
    expect(created?.actorNo).toBe(leader.no);
    expect(await timelineKinds(draft.no)).toEqual(['created']);
  });

  it('creates with every field and positions, and publishes into Preparing with P008', async () => {
    const leader = await registerUser(t.app);
    const logo = await uploadedImage(leader);
    const body = buildProject({
      logo,
      serviceCategory: 'Productivity',
      industry: 'Health & wellness',
      links: [{ label: 'Repository', url: 'https://example.com/repo' }],
      techStacks: ['TypeScript', 'React', 'TypeScript'],
      recruitingDeadline: '2999-12-31',
      positions: [FRONTEND, BACKEND],
    });
    const created = await call('POST', '/api/projects', leader, body);
    expect(created.statusCode, created.body).toBe(201);
    const project = created.json();
    expect(project).toMatchObject({
      logo,
      platforms: ['01', '03'],
      techStacks: ['TypeScript', 'React'],
      links: [{ label: 'Repository', url: 'https://example.com/repo' }],
      questions: body.questions,
      recruitingDeadline: '2999-12-31',
      recruiting: false,
      positions: [
        {
          jobCode: '0403',
          headcount: 1,
          skillLevel: '03',
          filled: 0,
          openSeats: 1,
          full: false,
          closed: false,
        },
        {
          jobCode: '0406',
          headcount: 2,
          skillLevel: '02',
          filled: 0,
          openSeats: 2,
          full: false,
          closed: false,
        },
      ],
    });
    const published = await call('POST', `/api/projects/${project.no}/publish`, leader);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({
      stage: '01',
      recruiting: true,
      allowedNextStages: ['02', '04', '00'],
    });
    expect(published.json().publishedAt).toBeTruthy();
    expect((await call('GET', `/api/projects/${project.no}`)).json().viewer).toMatchObject({
      loggedIn: false,
      role: null,
      canManage: false,
    });
    const changed = (await eventsOf('project.stageChanged')).filter(
      (event) => (event.payload as { projectNo: number }).projectNo === project.no,
    );
    expect(changed.map((event) => event.payload)).toEqual([{ projectNo: project.no, from: '99', to: '01' }]);
    expect(await timelineKinds(project.no)).toEqual([
      'created',
      'positionAdded',
      'positionAdded',
      'published',
    ]);
  });

  it('refuses to publish an incomplete draft, listing every missing field', async () => {
    const leader = await registerUser(t.app);
    const draft = (
      await call('POST', '/api/projects', leader, { name: 'Half done', summary: 'Something' })
    ).json();
    const res = await call('POST', `/api/projects/${draft.no}/publish`, leader);
    expectError(res, 400, 'VALIDATION_FAILED');
    expect(fieldsOf(res)).toEqual(['description', 'platforms', 'workStyle', 'meetingMode', 'region']);
    const again = await call('POST', `/api/projects/${draft.no}/publish`, leader);
    expect(again.statusCode).toBe(400);
  });

  it('names the bad fields: region for the meeting mode, codes, logo, deadline, unknown keys', async () => {
    const leader = await registerUser(t.app);
    const mismatch = await call(
      'POST',
      '/api/projects',
      leader,
      buildProject({ meetingMode: '01', region: 'KR01' }),
    );
    expectError(mismatch, 400, 'VALIDATION_FAILED');
    expect(fieldsOf(mismatch)).toEqual(['region']);
    expect(mismatch.json().error.message).toContain('Online only');

    const bad = await call('POST', '/api/projects', leader, {
      name: 'x',
      platforms: ['09', '01', '01'],
      workStyle: '07',
      industry: 'y'.repeat(61),
      logo: 'https://elsewhere.example/logo.png',
      positions: [{ jobCode: '0000', headcount: 0, skillLevel: '06' }],
      leaderNo: 1,
    });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toEqual(
      expect.arrayContaining([
        'name',
        'platforms.0',
        'workStyle',
        'industry',
        'logo',
        'positions.0.jobCode',
        'positions.0.headcount',
        'positions.0.skillLevel',
        'leaderNo',
      ]),
    );
    const past = await call(
      'POST',
      '/api/projects',
      leader,
      buildProject({ recruitingDeadline: '2001-01-01' }),
    );
    expect(fieldsOf(past)).toEqual(['recruitingDeadline']);

    const stranger = await registerUser(t.app);
    const theirs = await uploadedImage(stranger);
    const foreignLogo = await call('POST', '/api/projects', leader, buildProject({ logo: theirs }));
    expect(fieldsOf(foreignLogo)).toEqual(['logo']);
    const notImage = await call(
      'POST',
      '/api/projects',
      leader,
      buildProject({ logo: await uploadedImage(leader, 'document') }),
    );
    expect(fieldsOf(notImage)).toEqual(['logo']);
  });

  it('edits fields and questions; a published project cannot be emptied; the mode rule holds on the merged state', async () => {
    const { no, leader } = await publishedProject(t);
    const edited = await call('PATCH', `/api/projects/${no}`, leader, {
      summary: 'New summary',
      questions: ['What do you want to learn?'],
      meetingMode: '02',
      region: 'KR03',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      summary: 'New summary',
      questions: ['What do you want to learn?'],
      region: 'KR03',
    });
    // Only the mode changes; the stored region KR03 is not offered for online-only projects.
    const modeOnly = await call('PATCH', `/api/projects/${no}`, leader, { meetingMode: '01' });
    expectError(modeOnly, 400, 'VALIDATION_FAILED');
    expect(fieldsOf(modeOnly)).toEqual(['region']);
    const emptied = await call('PATCH', `/api/projects/${no}`, leader, { description: '', workStyle: null });
    expect(fieldsOf(emptied)).toEqual(['description', 'workStyle']);
    expect(fieldsOf(await call('PATCH', `/api/projects/${no}`, leader, { stage: '02' }))).toEqual(['stage']);
  });

  it('who may not: anonymous 401, outsider 403, member 403, unknown 404, bad number 400', async () => {
    const project = await publishedProject(t);
    const member = await addMember(t, project);
    const outsider = await registerUser(t.app);
    const writes: Array<['PATCH' | 'POST' | 'DELETE', string, unknown?]> = [
      ['PATCH', `/api/projects/${project.no}`, { summary: 'x' }],
      ['POST', `/api/projects/${project.no}/stage`, { stage: '02' }],
      ['POST', `/api/projects/${project.no}/publish`],
      ['POST', `/api/projects/${project.no}/positions`, FRONTEND],
      ['PATCH', `/api/projects/${project.no}/positions/${project.positions[0]?.id}`, { headcount: 3 }],
      ['POST', `/api/projects/${project.no}/positions/${project.positions[0]?.id}/close`],
      ['POST', `/api/projects/${project.no}/boost`],
      ['DELETE', `/api/projects/drafts/${project.no}`],
      ['DELETE', `/api/projects/${project.no}`],
    ];
    for (const [method, url, body] of writes) {
      expectError(await call(method, url, undefined, body), 401, 'UNAUTHENTICATED');
      expectError(await call(method, url, outsider, body), 403, 'FORBIDDEN');
      expectError(await call(method, url, member, body), 403, 'FORBIDDEN');
      expectError(
        await call(method, url.replace(String(project.no), '999999'), project.leader, body),
        404,
        'NOT_FOUND',
      );
    }
    expectError(await call('POST', '/api/projects', undefined, buildProject()), 401, 'UNAUTHENTICATED');
    expectError(await call('GET', '/api/projects/abc'), 400, 'VALIDATION_FAILED');
    expectError(await call('GET', '/api/projects/999999'), 404, 'NOT_FOUND');
  });

  it('deletes a draft, refuses to discard a published project as a draft, and deletes a project', async () => {
    const leader = await registerUser(t.app);
    const draft = (await call('POST', '/api/projects', leader, { name: 'Throwaway' })).json();
    expect((await call('DELETE', `/api/projects/drafts/${draft.no}`, leader)).statusCode).toBe(204);
    expectError(await call('GET', `/api/projects/${draft.no}`, leader), 404, 'NOT_FOUND');

    const project = await publishedProject(t, { leader });
    const member = await addMember(t, project);
    expectError(await call('DELETE', `/api/projects/drafts/${project.no}`, leader), 409, 'CONFLICT');
    expect((await call('DELETE', `/api/projects/${project.no}`, leader)).statusCode).toBe(204);
    expectError(await call('GET', `/api/projects/${project.no}`), 404, 'NOT_FOUND');
    const deleted = (await eventsOf('project.deleted')).find(
      (event) => (event.payload as { projectNo: number }).projectNo === project.no,
    );
    expect(deleted?.payload).toMatchObject({
      wasDraft: false,
      memberNos: expect.arrayContaining([leader.no, member.no]),
    });
  });
});

describe('stage transitions (F4.2)', () => {
  it('allows exactly the domain rule’s moves and refuses the rest with both stages named', async () => {
    const { no, leader } = await publishedProject(t);
    let allowed = 0;
    let refused = 0;
    for (const from of PROJECT_STAGES.codes) {
      for (const to of PROJECT_STAGES.codes) {
        await t.database.db.update(projects).set({ stage: from }).where(eq(projects.no, no));
        const res = await call('POST', `/api/projects/${no}/stage`, leader, { stage: to });
        if (canChangeProjectStage(from, to)) {
          allowed += 1;
          expect(res.statusCode, `${from} -> ${to}: ${res.body}`).toBe(200);
          expect(res.json().stage).toBe(to);
        } else {
          refused += 1;
          const error = expectError(res, 409, 'STAGE_TRANSITION_FORBIDDEN') as {
            message: string;
            details?: { from: { code: string; label: string }; to: { code: string; label: string } };
          };
          expect(error.details?.from).toEqual({ code: from, label: PROJECT_STAGES.label(from) });
          expect(error.details?.to).toEqual({ code: to, label: PROJECT_STAGES.label(to) });
          if (from !== to) {
            expect(error.message).toContain(`${PROJECT_STAGES.label(from)} (${from})`);
            expect(error.message).toContain(`${PROJECT_STAGES.label(to)} (${to})`);
          }
        }
      }
    }
    expect(allowed).toBe(21);
    expect(refused).toBe(43);
    const [row] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(domainEvents)
      .where(and(eq(domainEvents.type, 'project.stageChanged'), sql`(payload->>'projectNo')::int = ${no}`));
    // One event per allowed move plus the original publish.
    expect(row?.n).toBe(allowed + 1);
    expectError(
      await call('POST', `/api/projects/${no}/stage`, leader, { stage: '07' }),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('a draft closed without publishing stays hidden from everyone but its leader', async () => {
    const leader = await registerUser(t.app);
    const draft = (await call('POST', '/api/projects', leader, { name: 'Never shown' })).json();
    expect(
      (await call('POST', `/api/projects/${draft.no}/stage`, leader, { stage: '00' })).json().stage,
    ).toBe('00');
    expectError(await call('GET', `/api/projects/${draft.no}`, await registerUser(t.app)), 404, 'NOT_FOUND');
    const closed = (await call('GET', '/api/projects?stage=00&limit=50')).json().items;
    expect(closed.map((item: { no: number }) => item.no)).not.toContain(draft.no);
  });

  it('a closed project takes no edits or new positions', async () => {
    const { no, leader } = await publishedProject(t);
    await call('POST', `/api/projects/${no}/stage`, leader, { stage: '00' });
    expectError(await call('PATCH', `/api/projects/${no}`, leader, { summary: 'x' }), 409, 'CONFLICT');
    expectError(await call('POST', `/api/projects/${no}/positions`, leader, FRONTEND), 409, 'CONFLICT');
  });
});

describe('positions', () => {
  it('adds, changes and closes positions; a closed one refuses changes; the timeline records each', async () => {
    const project = await publishedProject(t, { positions: [] });
    const { no, leader } = project;
    const added = await call('POST', `/api/projects/${no}/positions`, leader, {
      jobCode: '0301',
      headcount: 2,
      skillLevel: '03',
    });
    expect(added.statusCode, added.body).toBe(201);
    const id = added.json().id;
    expect(added.json()).toMatchObject({ jobCode: '0301', headcount: 2, openSeats: 2, description: '' });
    const changed = await call('PATCH', `/api/projects/${no}/positions/${id}`, leader, {
      headcount: 3,
      skillLevel: '04',
    });
    expect(changed.json()).toMatchObject({ headcount: 3, skillLevel: '04', openSeats: 3 });
    expect(
      fieldsOf(await call('PATCH', `/api/projects/${no}/positions/${id}`, leader, { headcount: 0 })),
    ).toEqual(['headcount']);
    expect(
      fieldsOf(
        await call('POST', `/api/projects/${no}/positions`, leader, {
          jobCode: '1234',
          headcount: 1,
          skillLevel: '01',
        }),
      ),
    ).toEqual(['jobCode']);
    const closed = await call('POST', `/api/projects/${no}/positions/${id}/close`, leader);
    expect(closed.json()).toMatchObject({ closed: true, openSeats: 0 });
    expectError(
      await call('POST', `/api/projects/${no}/positions/${id}/close`, leader),
      409,
      'POSITION_CLOSED',
    );
    expectError(
      await call('PATCH', `/api/projects/${no}/positions/${id}`, leader, { headcount: 4 }),
      409,
      'POSITION_CLOSED',
    );
    expectError(
      await call('PATCH', `/api/projects/${no}/positions/999999`, leader, { headcount: 4 }),
      404,
      'NOT_FOUND',
    );
    expect(await timelineKinds(no)).toEqual([
      'created',
      'published',
      'positionAdded',
      'positionChanged',
      'positionClosed',
    ]);
    const detail = (await call('GET', `/api/projects/${no}`)).json();
    expect(detail.recruiting).toBe(false);
    expect(detail.openPositions).toEqual([]);
  });

  it('cannot lower the headcount below the members holding the position', async () => {
    const project = await publishedProject(t, { positions: [BACKEND] });
    await addMember(t, project, 0);
    await addMember(t, project, 0);
    const id = project.positions[0]?.id;
    const res = await call('PATCH', `/api/projects/${project.no}/positions/${id}`, project.leader, {
      headcount: 1,
    });
    expect(fieldsOf(res)).toEqual(['headcount']);
    const detail = (await call('GET', `/api/projects/${project.no}`)).json();
    expect(detail.positions[0]).toMatchObject({ filled: 2, full: true, openSeats: 0 });
    expect(detail).toMatchObject({ memberCount: 3, recruiting: false });
  });
});

describe('follow, bookmark, boost', () => {
  it('keeps the follower count with follows, lists followers, and is idempotent', async () => {
    const project = await publishedProject(t);
    const [a, b] = [await registerUser(t.app), await registerUser(t.app)];
    expect((await call('POST', `/api/projects/${project.no}/follow`, a)).json()).toEqual({
      following: true,
      followerCount: 1,
    });
    expect((await call('POST', `/api/projects/${project.no}/follow`, a)).json()).toEqual({
      following: true,
      followerCount: 1,
    });
    expect((await call('POST', `/api/projects/${project.no}/follow`, b)).json()).toEqual({
      following: true,
      followerCount: 2,
    });
    const page1 = (await call('GET', `/api/projects/${project.no}/followers?limit=1`)).json();
    expect(page1.total).toBe(2);
    expect(page1.items.map((item: { no: number }) => item.no)).toEqual([b.no]);
    const page2 = (
      await call('GET', `/api/projects/${project.no}/followers?limit=1&cursor=${page1.nextCursor}`)
    ).json();
    expect(page2.items.map((item: { no: number }) => item.no)).toEqual([a.no]);
    expect(page2.nextCursor).toBeNull();
    expect(fieldsOf(await call('GET', `/api/projects/${project.no}/followers?cursor=nonsense`))).toEqual([
      'cursor',
    ]);
    expect((await call('DELETE', `/api/projects/${project.no}/follow`, a)).json()).toEqual({
      following: false,
      followerCount: 1,
    });
    expect((await call('DELETE', `/api/projects/${project.no}/follow`, a)).json()).toEqual({
      following: false,
      followerCount: 1,
    });
    expect((await call('GET', `/api/projects/${project.no}`, b)).json()).toMatchObject({
      followerCount: 1,
      viewer: { following: true, bookmarked: false },
    });
    expectError(await call('POST', `/api/projects/${project.no}/follow`), 401, 'UNAUTHENTICATED');
    expectError(await call('POST', '/api/projects/999999/follow', a), 404, 'NOT_FOUND');
    expect(
      (await eventsOf('project.followed')).filter(
        (e) => (e.payload as { projectNo: number }).projectNo === project.no,
      ),
    ).toHaveLength(2);
  });

  it('bookmarks privately and lists my bookmarks; drafts cannot be followed by others', async () => {
    const project = await publishedProject(t);
    const fan = await registerUser(t.app);
    expect((await call('POST', `/api/projects/${project.no}/bookmark`, fan)).json()).toEqual({
      bookmarked: true,
    });
    const list = (await call('GET', '/api/projects/bookmarks', fan)).json();
    expect(list.items.map((item: { no: number }) => item.no)).toEqual([project.no]);
    expect((await call('GET', `/api/projects/${project.no}`, fan)).json().viewer.bookmarked).toBe(true);
    expect((await call('DELETE', `/api/projects/${project.no}/bookmark`, fan)).json()).toEqual({
      bookmarked: false,
    });
    expect((await call('GET', '/api/projects/bookmarks', fan)).json().items).toEqual([]);
    expectError(await call('GET', '/api/projects/bookmarks'), 401, 'UNAUTHENTICATED');
    const draft = (await call('POST', '/api/projects', project.leader, { name: 'Secret' })).json();
    expectError(await call('POST', `/api/projects/${draft.no}/follow`, fan), 404, 'NOT_FOUND');
    expectError(await call('POST', `/api/projects/${draft.no}/bookmark`, fan), 404, 'NOT_FOUND');
  });

  it('boost charges the leader in points once per Idempotency-Key and refuses what they cannot pay', async () => {
    const project = await publishedProject(t);
    const boost = (key?: string, no = project.no) =>
      t.app.inject({
        method: 'POST',
        url: `/api/projects/${no}/boost`,
        headers: { cookie: project.leader.cookie, ...(key ? { 'idempotency-key': key } : {}) },
      });
    // No points yet (events are not delivered in this test): refused, nothing charged.
    const short = expectError(await boost('boost-key-0001'), 409, 'INSUFFICIENT_POINTS');
    expect(short.message).toContain(`costs ${PROJECT_BOOST.points} points`);
    expect(fieldsOf(await boost())).toEqual(['Idempotency-Key']);
    await writeEntry(t.database.db, {
      userNo: project.leader.no,
      code: 'I99',
      points: 25,
      cause: { type: 'test', id: `boost-${project.no}` },
    });
    const first = await boost('boost-key-0002');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      projectNo: project.no,
      pointsSpent: PROJECT_BOOST.points,
      balance: 25 - PROJECT_BOOST.points,
    });
    // A retry with the same key replays the first answer and charges nothing more.
    expect((await boost('boost-key-0002')).json()).toEqual(first.json());
    const second = (await boost('boost-key-0003')).json();
    expect(new Date(second.boostedUntil).getTime() - new Date(first.json().boostedUntil).getTime()).toBe(
      PROJECT_BOOST.days * 86_400_000,
    );
    expect(second.balance).toBe(25 - 2 * PROJECT_BOOST.points);
    const other = await publishedProject(t, { leader: project.leader });
    expectError(await boost('boost-key-0002', other.no), 409, 'IDEMPOTENCY_KEY_REUSED');
    expectError(await boost('boost-key-0004'), 409, 'INSUFFICIENT_POINTS');
    expect((await accountOf(t.database.db, project.leader.no)).balance).toBe(25 - 2 * PROJECT_BOOST.points);
    // The boost is priority exposure: the hub's boosted row lists it, and not the unboosted one.
    const boosted = (await call('GET', '/api/projects/boosted'))
      .json()
      .items.map((card: { no: number }) => card.no);
    expect(boosted).toContain(project.no);
    expect(boosted).not.toContain(other.no);
  });
});

describe('my projects and the API document', () => {
  it('lists projects I lead (drafts included) and belong to, with paging', async () => {
    const leader = await registerUser(t.app);
    const first = await publishedProject(t, { leader });
    const draft = (await call('POST', '/api/projects', leader, { name: 'Draft of mine' })).json();
    const elsewhere = await publishedProject(t);
    const joined = await call('POST', `/api/projects/${elsewhere.no}/invitations`, elsewhere.leader, {
      userNos: [leader.no],
    });
    const invitationId = joined.json().items[0].id;
    await call('POST', `/api/invitations/${invitationId}/accept`, leader);
    const all = (await call('GET', '/api/projects/mine?limit=2', leader)).json();
    expect(all.items.map((item: { no: number }) => item.no)).toEqual([elsewhere.no, draft.no]);
    const rest = (await call('GET', `/api/projects/mine?limit=2&cursor=${all.nextCursor}`, leader)).json();
    expect(rest.items.map((item: { no: number }) => item.no)).toEqual([first.no]);
    const led = (await call('GET', '/api/projects/mine?role=01', leader)).json();
    expect(led.items.map((item: { no: number }) => item.no)).toEqual([draft.no, first.no]);
    expect(fieldsOf(await call('GET', '/api/projects/mine?role=99', leader))).toEqual(['role']);
  });

  it('documents every project and finder route with tags and summaries', async () => {
    const doc = (await call('GET', '/api/openapi.json')).json() as {
      paths: Record<string, Record<string, { tags?: string[]; summary?: string }>>;
    };
    const ours = Object.entries(doc.paths).filter(([path]) =>
      /^\/api\/(projects|applications|invitations|people)/.test(path),
    );
    expect(ours.length).toBeGreaterThanOrEqual(30);
    for (const [path, operations] of ours) {
      for (const [method, operation] of Object.entries(operations)) {
        expect(operation.tags?.length, `${method} ${path}`).toBeGreaterThan(0);
        expect(operation.summary, `${method} ${path}`).toBeTruthy();
      }
    }
    expect(doc.paths['/api/projects']?.get).toBeTruthy();
    expect(doc.paths['/api/projects/{no}/stage']?.post).toBeTruthy();
  });
});
