import type { TResumeWork } from '@sidecamp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type TestUser } from '../../test/factories';
import { caller, expectError, fieldsOf } from '../../test/http';
import { applyTo, type Published, publishedProject } from '../../test/projects';
import { createTestApp, RELAXED_RATE_LIMITS, type TestApp } from '../../test/testApp';
import { boothMembers, booths } from '../booths';
import { boothRankings, boothRankingWeeks } from '../booths/booths.ranking.tables';
import { proOpenSlots, proReservations } from '../chat';
import { userReviews } from '../profiles';
import { projectGoals, projectTasks } from '../workspace';

let t: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp({ ...RELAXED_RATE_LIMITS, WRITE_RATE_LIMIT_PER_MINUTE: '1000000' });
  call = caller(t);
});
afterAll(() => t.close());

/** Joins `user` to `project` through its second position, approved by the leader. */
async function join(project: Published, user: TestUser) {
  const id = await applyTo(t, project, user, 1);
  const approved = await call('POST', `/api/applications/${id}/approve`, project.leader);
  expect(approved.statusCode, approved.body).toBe(200);
}

/**
 * The fixed record: Dana leads "A" and is a member of "B" (led by Lee), finished two tasks in A and
 * one in B (and has one still open), reached a goal in A, launched a booth ranked 3rd then 1st, got
 * a review from Lee (a co-worker) and one from a stranger, and held one pro chat.
 */
async function danasRecord() {
  const db = t.database.db;
  const dana = await registerUser(t.app);
  const lee = await registerUser(t.app);
  const stranger = await registerUser(t.app);
  const a = await publishedProject(t, { leader: dana, project: { name: `Garden A ${dana.no}` } });
  const b = await publishedProject(t, { leader: lee, project: { name: `Garden B ${dana.no}` } });
  await join(b, dana);
  const done = (projectNo: number, title: string, day: number, stage = '04') => ({
    projectNo,
    title,
    assigneeNo: dana.no,
    stage,
    completedAt: stage === '04' ? new Date(Date.UTC(2026, 9, day)) : null,
  });
  await db
    .insert(projectTasks)
    .values([
      done(a.no, 'Set up the CI', 1),
      done(a.no, 'Ship the sign-up form', 3),
      done(b.no, 'Fix the garden crash', 2),
      done(b.no, 'Write the onboarding copy', 4, '02'),
      { projectNo: b.no, title: 'Lee did this', assigneeNo: lee.no, stage: '04', completedAt: new Date() },
    ]);
  await db.insert(projectGoals).values([
    { projectNo: a.no, title: 'Public beta', ownerNo: dana.no, status: 'completed', completedAt: new Date() },
    { projectNo: a.no, title: 'Launch', ownerNo: dana.no, status: 'started' },
  ]);
  const [booth] = await db
    .insert(booths)
    .values({
      projectNo: a.no,
      ownerNo: dana.no,
      name: `Garden booth ${dana.no}`,
      intro: 'Grow habits.',
      serviceCategory: '01',
      industry: '01',
      state: 'published',
      publishedAt: new Date(),
    })
    .returning({ id: booths.id });
  if (!booth) throw new Error('no booth');
  await db.insert(boothMembers).values({ boothId: booth.id, userNo: dana.no, role: 'owner' });
  const weeks = [`2026-0${(dana.no % 8) + 1}-05`, `2026-0${(dana.no % 8) + 1}-12`];
  await db
    .insert(boothRankingWeeks)
    .values(weeks.map((weekStart) => ({ weekStart, booths: 5 })))
    .onConflictDoNothing();
  await db.insert(boothRankings).values([
    { weekStart: weeks[0] as string, boothId: booth.id, rank: 3, score: 1, parts: [] },
    { weekStart: weeks[1] as string, boothId: booth.id, rank: 1, score: 2, parts: [] },
  ]);
  await db.insert(userReviews).values([
    { reviewerNo: lee.no, revieweeNo: dana.no, rating: 5, body: 'Dana shipped every week.' },
    { reviewerNo: stranger.no, revieweeNo: dana.no, rating: 1, body: 'Never met, still unhappy.' },
  ]);
  const [slot] = await db
    .insert(proOpenSlots)
    .values({
      proNo: dana.no,
      startsAt: new Date('2026-10-01T10:00:00Z'),
      endsAt: new Date('2026-10-01T11:00:00Z'),
    })
    .returning({ id: proOpenSlots.id });
  if (!slot) throw new Error('no slot');
  await db.insert(proReservations).values({
    slotId: slot.id,
    proNo: dana.no,
    userNo: stranger.no,
    startsAt: new Date('2026-10-01T10:00:00Z'),
    endsAt: new Date('2026-10-01T11:00:00Z'),
    status: 'held',
  });
  return { dana, lee, stranger, a, b, boothId: booth.id };
}

const workOf = async (no: number, viewer?: TestUser) => {
  const res = await call('GET', `/api/profiles/${no}/work`, viewer);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TResumeWork;
};

describe('the proof-of-work resume', () => {
  it("lists the person's teams, done tasks, goals, booths, co-workers' reviews and pro chats, each with what links it", async () => {
    const { dana, lee, a, b, boothId } = await danasRecord();
    const work = await workOf(dana.no);
    expect(work).toMatchObject({ userNo: dana.no, isOwner: false, hidden: [] });
    expect(work.projects?.items).toEqual([
      expect.objectContaining({ no: b.no, role: '02', jobCode: b.positions[1]?.jobCode }),
      expect.objectContaining({ no: a.no, role: '01', name: `Garden A ${dana.no}` }),
    ]);
    // Three done tasks in two projects; the open one and Lee's are not Dana's work.
    expect(work.tasks?.count).toBe(3);
    expect(work.tasks?.highlights.map((task) => [task.title, task.projectNo])).toEqual([
      ['Ship the sign-up form', a.no],
      ['Fix the garden crash', b.no],
      ['Set up the CI', a.no],
    ]);
    expect(work.tasks?.highlights[0]?.completedAt).toBe('2026-10-03T00:00:00.000Z');
    expect(work.goals).toMatchObject({ count: 1, highlights: [{ title: 'Public beta', projectNo: a.no }] });
    expect(work.booths?.items).toEqual([
      expect.objectContaining({ id: boothId, role: 'owner', bestRank: 1, bestRankWeek: expect.any(String) }),
    ]);
    // Only Lee shared a team with Dana: the stranger's review is counted apart, not shown.
    expect(work.reviews).toMatchObject({
      count: 1,
      averageRating: 5,
      others: 1,
      highlights: [{ reviewer: { no: lee.no }, rating: 5, body: 'Dana shipped every week.' }],
    });
    expect(work.proChats).toEqual({ held: 1 });
  });

  it('gives an empty record to someone who did nothing yet, and 404 for nobody', async () => {
    const newcomer = await registerUser(t.app);
    expect(await workOf(newcomer.no)).toMatchObject({
      projects: { items: [] },
      tasks: { count: 0, highlights: [] },
      goals: { count: 0, highlights: [] },
      booths: { items: [] },
      reviews: { count: 0, averageRating: null, highlights: [], others: 0 },
      proChats: { held: 0 },
    });
    expectError(await call('GET', '/api/profiles/99999999/work'), 404, 'NOT_FOUND');
    expect((await call('GET', '/api/profiles/abc/work')).statusCode).toBe(400);
  });

  it('hides a section from others but not from the owner, who sees what is hidden', async () => {
    const { dana, lee } = await danasRecord();
    const hide = await call('PUT', '/api/profiles/me/work-visibility', dana, {
      tasks: false,
      reviews: false,
    });
    expect(hide.statusCode, hide.body).toBe(200);
    expect(hide.json()).toEqual({ hidden: ['tasks', 'reviews'] });
    // Only the sections named change.
    const show = await call('PUT', '/api/profiles/me/work-visibility', dana, { reviews: true });
    expect(show.json()).toEqual({ hidden: ['tasks'] });

    for (const viewer of [lee, undefined]) {
      const seen = await workOf(dana.no, viewer);
      expect(seen).toMatchObject({ isOwner: false, hidden: [], tasks: null });
      expect(seen.projects?.items).toHaveLength(2);
      expect(seen.reviews?.count).toBe(1);
    }
    const own = await workOf(dana.no, dana);
    expect(own).toMatchObject({ isOwner: true, hidden: ['tasks'], tasks: { count: 3 } });
  });

  it('follows the profile privacy: members only needs a log-in, private is for the owner', async () => {
    const { dana, lee } = await danasRecord();
    await call('PATCH', '/api/profiles/me', dana, { visibility: 'members' });
    expectError(await call('GET', `/api/profiles/${dana.no}/work`), 401, 'UNAUTHENTICATED');
    expect((await workOf(dana.no, lee)).tasks?.count).toBe(3);
    await call('PATCH', '/api/profiles/me', dana, { visibility: 'private' });
    expectError(await call('GET', `/api/profiles/${dana.no}/work`, lee), 403, 'FORBIDDEN');
    expect((await workOf(dana.no, dana)).isOwner).toBe(true);
  });

  it('lets only the owner choose, through /me, and names a bad field', async () => {
    const { dana, lee } = await danasRecord();
    expectError(
      await call('PUT', '/api/profiles/me/work-visibility', undefined, { tasks: false }),
      401,
      'UNAUTHENTICATED',
    );
    // Lee's choice changes Lee's resume, never Dana's; there is no route to another person's.
    await call('PUT', '/api/profiles/me/work-visibility', lee, { tasks: false });
    expect((await workOf(dana.no, lee)).tasks?.count).toBe(3);
    expect(
      (await call('PUT', `/api/profiles/${dana.no}/work-visibility`, lee, { tasks: false })).statusCode,
    ).toBe(404);

    const bad = await call('PUT', '/api/profiles/me/work-visibility', dana, { tasks: 'no', salary: true });
    expectError(bad, 400, 'VALIDATION_FAILED');
    expect(fieldsOf(bad)).toEqual(expect.arrayContaining(['tasks']));
    expectError(await call('PUT', '/api/profiles/me/work-visibility', dana, {}), 400, 'VALIDATION_FAILED');
  });

  it('reads a handful of statements however long the record is', async () => {
    const { dana } = await danasRecord();
    const before = await workOf(dana.no);
    const db = t.database.db;
    await db.insert(projectTasks).values(
      Array.from({ length: 40 }, (_, i) => ({
        projectNo: before.projects?.items[0]?.no ?? 0,
        title: `Task ${i}`,
        assigneeNo: dana.no,
        stage: '04',
        completedAt: new Date(Date.UTC(2026, 10, 1, i)),
      })),
    );
    const after = await workOf(dana.no);
    expect(after.tasks?.count).toBe(43);
    expect(after.tasks?.highlights).toHaveLength(5);
    expect(after.tasks?.highlights[0]?.title).toBe('Task 39');
  });
});

describe('the visibility choice is rate limited', () => {
  it('answers 429 past the per-minute budget of writes', async () => {
    const limited = await createTestApp({
      ...RELAXED_RATE_LIMITS,
      WRITE_RATE_LIMIT_PER_MINUTE: '2',
      WRITE_RATE_LIMITS: '',
    });
    try {
      const me = await registerUser(limited.app);
      const put = () =>
        limited.app.inject({
          method: 'PUT',
          url: '/api/profiles/me/work-visibility',
          headers: { cookie: me.cookie },
          payload: { tasks: false },
        });
      expect((await put()).statusCode).toBe(200);
      expect((await put()).statusCode).toBe(200);
      expect((await put()).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
