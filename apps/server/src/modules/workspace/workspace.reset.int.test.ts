import { PROJECT_RESET } from '@sidecamp/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents } from '../../events/outbox.tables';
import { registerUser, type TestUser } from '../../test/factories';
import { caller, expectError, fieldsOf } from '../../test/http';
import { addMember, type Published, publishedProject } from '../../test/projects';
import { createTestApp, RELAXED_RATE_LIMITS, type TestApp } from '../../test/testApp';
import { accountOf, writeEntry } from '../points';
import { projects } from '../projects';

let t: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp(RELAXED_RATE_LIMITS);
  call = caller(t);
});
afterAll(() => t.close());

let keys = 0;
const key = () => `reset-${Date.now()}-${keys++}`;

const reset = (no: number, user?: TestUser, idempotencyKey: string | null = key()) =>
  t.app.inject({
    method: 'POST',
    url: `/api/projects/${no}/board/reset`,
    headers: {
      ...(user ? { cookie: user.cookie } : {}),
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
    },
  });

const grant = (user: TestUser, points: number) =>
  writeEntry(t.database.db, {
    userNo: user.no,
    code: 'I99',
    points,
    cause: { type: 'test', id: `reset-${user.no}-${keys++}` },
  });
const balanceOf = async (user: TestUser) => (await accountOf(t.database.db, user.no)).balance;

type Team = { project: Published; leader: TestUser; member: TestUser };

/** A project with a member, two goals and three tasks (one under a goal), a news post and a question. */
async function busyTeam(): Promise<Team> {
  const project = await publishedProject(t);
  const member = await addMember(t, project);
  const base = `/api/projects/${project.no}`;
  const goal = await call('POST', `${base}/goals`, member, { title: 'Private beta' });
  expect(goal.statusCode, goal.body).toBe(201);
  expect((await call('POST', `${base}/goals`, project.leader, { title: 'Launch' })).statusCode).toBe(201);
  for (const body of [
    { title: 'Logo', goalId: goal.json().id },
    { title: 'Landing page' },
    { title: 'Pricing' },
  ])
    expect((await call('POST', `${base}/tasks`, member, body)).statusCode).toBe(201);
  const news = await call('POST', `${base}/news`, project.leader, {
    title: 'We started',
    body: 'Hello world.',
  });
  expect(news.statusCode, news.body).toBe(201);
  const asker = await registerUser(t.app);
  expect((await call('POST', `${base}/questions`, asker, { body: 'Can I join later?' })).statusCode).toBe(
    201,
  );
  return { project, leader: project.leader, member };
}

const board = async (tm: Team) => {
  const tasks = await call('GET', `/api/projects/${tm.project.no}/tasks`, tm.member);
  const goals = await call('GET', `/api/projects/${tm.project.no}/goals`, tm.member);
  expect(tasks.statusCode, tasks.body).toBe(200);
  expect(goals.statusCode, goals.body).toBe(200);
  return { tasks: tasks.json().items.length as number, goals: goals.json().items.length as number };
};

const resetEvents = async (projectNo: number) =>
  t.database.db
    .select({ payload: domainEvents.payload, actorNo: domainEvents.actorNo })
    .from(domainEvents)
    .where(
      and(
        eq(domainEvents.type, 'project.boardReset'),
        sql`(${domainEvents.payload}->>'projectNo')::int = ${projectNo}`,
      ),
    );

describe('project reset (D23)', () => {
  it('only the leader: a visitor 401, a member or an outsider 403, an unknown project 404; nothing charged', async () => {
    const tm = await busyTeam();
    const outsider = await registerUser(t.app);
    await grant(tm.member, 20);
    await grant(outsider, 20);
    expectError(await reset(tm.project.no), 401, 'UNAUTHENTICATED');
    expectError(await reset(tm.project.no, tm.member), 403, 'FORBIDDEN');
    expectError(await reset(tm.project.no, outsider), 403, 'FORBIDDEN');
    expectError(await reset(999999, tm.leader), 404, 'NOT_FOUND');
    expect(await board(tm)).toEqual({ tasks: 3, goals: 2 });
    expect(await balanceOf(tm.member)).toBe(20);
    expect(await balanceOf(outsider)).toBe(20);

    // A closed project keeps its history as it is.
    await grant(tm.leader, 20);
    const balance = await balanceOf(tm.leader);
    await t.database.db.update(projects).set({ stage: '00' }).where(eq(projects.no, tm.project.no));
    expect(expectError(await reset(tm.project.no, tm.leader), 409, 'CONFLICT').message).toContain('closed');
    expect(await balanceOf(tm.leader)).toBe(balance);
  });

  it('needs an Idempotency-Key (400 naming it) and refuses without the balance, removing nothing', async () => {
    const tm = await busyTeam();
    const missing = expectError(await reset(tm.project.no, tm.leader, null), 400, 'VALIDATION_FAILED');
    expect(missing.message).toContain('Idempotency-Key');
    expect(fieldsOf(await reset(tm.project.no, tm.leader, null))).toEqual(['Idempotency-Key']);

    const before = await balanceOf(tm.leader);
    expect(before).toBeLessThan(PROJECT_RESET.points);
    const short = expectError(await reset(tm.project.no, tm.leader), 409, 'INSUFFICIENT_POINTS');
    expect(short.message).toContain(`costs ${PROJECT_RESET.points} points`);
    expect(await balanceOf(tm.leader)).toBe(before);
    expect(await board(tm)).toEqual({ tasks: 3, goals: 2 });
    expect(await resetEvents(tm.project.no)).toHaveLength(0);
  });

  it('empties the board once for a replayed key, keeps the team and posts, records the event and the wallet line', async () => {
    const tm = await busyTeam();
    await grant(tm.leader, 20);
    const before = await balanceOf(tm.leader);
    const idempotencyKey = key();
    const [first, second] = await Promise.all([
      reset(tm.project.no, tm.leader, idempotencyKey),
      reset(tm.project.no, tm.leader, idempotencyKey),
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(first.json()).toEqual({
      projectNo: tm.project.no,
      tasksRemoved: 3,
      goalsRemoved: 2,
      pointsSpent: PROJECT_RESET.points,
      balance: before - PROJECT_RESET.points,
    });
    // A third request with the same key replays too: still one charge.
    expect((await reset(tm.project.no, tm.leader, idempotencyKey)).json()).toEqual(first.json());
    expect(await balanceOf(tm.leader)).toBe(before - PROJECT_RESET.points);

    expect(await board(tm)).toEqual({ tasks: 0, goals: 0 });
    const project = await call('GET', `/api/projects/${tm.project.no}`, tm.member);
    expect(project.statusCode, project.body).toBe(200);
    expect(project.json().memberCount).toBe(2);
    const news = await call('GET', `/api/projects/${tm.project.no}/news`, tm.member);
    expect(news.json().items).toHaveLength(1);
    const questions = await call('GET', `/api/projects/${tm.project.no}/questions`, tm.member);
    expect(questions.json().items).toHaveLength(1);
    // The team can start the new board straight away.
    const fresh = await call('POST', `/api/projects/${tm.project.no}/tasks`, tm.member, {
      title: 'Start over',
    });
    expect(fresh.statusCode, fresh.body).toBe(201);

    expect(await resetEvents(tm.project.no)).toEqual([
      {
        payload: { projectNo: tm.project.no, leaderNo: tm.leader.no, tasksRemoved: 3, goalsRemoved: 2 },
        actorNo: tm.leader.no,
      },
    ]);
    const history = await call('GET', '/api/points/history?limit=50', tm.leader);
    const lines = (
      history.json() as { items: Array<{ code: string; label: string; amount: number }> }
    ).items.filter((line) => line.code === PROJECT_RESET.code);
    expect(lines).toEqual([
      expect.objectContaining({ label: 'Project reset', amount: -PROJECT_RESET.points }),
    ]);
  });
});
