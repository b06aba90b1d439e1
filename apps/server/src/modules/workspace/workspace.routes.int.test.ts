import { addDaysIso, todayIso } from '@sidecamp/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents } from '../../events/outbox.tables';
import { registerUser, type TestUser } from '../../test/factories';
import { caller, expectError, fieldsOf } from '../../test/http';
import { addMember, type Published, publishedProject } from '../../test/projects';
import { createTestApp, type TestApp } from '../../test/testApp';

let t: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  call = caller(t);
});
afterAll(() => t.close());

type Team = { project: Published; leader: TestUser; member: TestUser; stranger: TestUser };

async function team(): Promise<Team> {
  const project = await publishedProject(t);
  const member = await addMember(t, project);
  return { project, leader: project.leader, member, stranger: await registerUser(t.app) };
}

const events = async (type: string, projectNo: number) =>
  t.database.db
    .select({ payload: domainEvents.payload })
    .from(domainEvents)
    .where(
      and(eq(domainEvents.type, type), sql`(${domainEvents.payload}->>'projectNo')::int = ${projectNo}`),
    );

async function createTask(tm: Team, body: Record<string, unknown> = {}, user: TestUser = tm.member) {
  const res = await call('POST', `/api/projects/${tm.project.no}/tasks`, user, {
    title: 'Design the logo',
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; version: number; stage: string; position: number };
}

const move = (tm: Team, taskId: number, body: Record<string, unknown>, user: TestUser = tm.member) =>
  call('POST', `/api/projects/${tm.project.no}/tasks/${taskId}/move`, user, body);

describe('tasks', () => {
  it('a member creates a task with an assignee and due date; task.created is recorded', async () => {
    const tm = await team();
    const res = await call('POST', `/api/projects/${tm.project.no}/tasks`, tm.member, {
      title: '  Write the onboarding copy ',
      assigneeNo: tm.leader.no,
      dueDate: '2030-01-10',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      title: 'Write the onboarding copy',
      stage: '01',
      version: 1,
      position: 0,
      assignee: { no: tm.leader.no },
      createdBy: { no: tm.member.no },
      completedBy: null,
      dueDate: '2030-01-10',
    });
    expect((await events('task.created', tm.project.no)).map((row) => row.payload)).toEqual([
      { projectNo: tm.project.no, taskId: res.json().id, creatorNo: tm.member.no, assigneeNo: tm.leader.no },
    ]);
    const second = await createTask(tm);
    expect(second.position).toBe(1);
  });

  it('refuses bad input with a 400 naming the field, never a 500', async () => {
    const tm = await team();
    const url = `/api/projects/${tm.project.no}/tasks`;
    expect(fieldsOf(await call('POST', url, tm.member, { title: '   ' }))).toEqual(['title']);
    expect(fieldsOf(await call('POST', url, tm.member, { title: 'x', stage: '09' }))).toEqual(['stage']);
    expect(fieldsOf(await call('POST', url, tm.member, { title: 'x', dueDate: '31/01/2030' }))).toEqual([
      'dueDate',
    ]);
    expect(fieldsOf(await call('POST', url, tm.member, { title: 'x', version: 3 }))).toEqual(['version']);
    expect(fieldsOf(await call('POST', url, tm.member, { title: 'x', assigneeNo: tm.stranger.no }))).toEqual([
      'assigneeNo',
    ]);
    const other = await team();
    const foreignGoal = await call('POST', `/api/projects/${other.project.no}/goals`, other.leader, {
      title: 'G',
    });
    expect(
      fieldsOf(await call('POST', url, tm.member, { title: 'x', goalId: foreignGoal.json().id })),
    ).toEqual(['goalId']);
    const task = await createTask(tm);
    expect(fieldsOf(await move(tm, task.id, { stage: '02' }))).toEqual(['version']);
    expect(fieldsOf(await move(tm, task.id, { version: 1, stage: '02', index: -1 }))).toEqual(['index']);
    expect(fieldsOf(await call('GET', `${url}?stage=7`, tm.member))).toEqual(['stage']);
    expect((await call('GET', `/api/projects/abc/tasks`, tm.member)).statusCode).toBe(400);
    // Numbers past PostgreSQL's integer range name nothing; they are refused, not a 500.
    const huge = 2 ** 40;
    expect(fieldsOf(await call('POST', url, tm.member, { title: 'x', assigneeNo: huge }))).toEqual([
      'assigneeNo',
    ]);
    expect(fieldsOf(await call('GET', `/api/projects/${huge}/tasks`, tm.member))).toEqual(['no']);
    expect(fieldsOf(await call('GET', `${url}/${huge}`, tm.member))).toEqual(['taskId']);
    expect(fieldsOf(await move(tm, task.id, { version: huge, stage: '02' }))).toEqual(['version']);
    expect(fieldsOf(await call('PUT', '/api/me/todos/order', tm.member, { ids: [huge] }))).toEqual(['ids.0']);
    const garbage = await t.app.inject({
      method: 'POST',
      url,
      headers: { cookie: tm.member.cookie, 'content-type': 'application/json' },
      payload: '{"title": ',
    });
    expect(garbage.statusCode, garbage.body).toBe(400);
  });

  it('moves through every stage one step at a time, forward and back; done records who and when', async () => {
    const tm = await team();
    const task = await createTask(tm, { assigneeNo: tm.member.no });
    let version = task.version;
    const step = async (stage: string, user: TestUser = tm.member) => {
      const res = await move(tm, task.id, { version, stage }, user);
      expect(res.statusCode, res.body).toBe(200);
      version = res.json().version;
      return res.json();
    };
    expect((await step('02')).stage).toBe('02');
    expect((await step('03')).stage).toBe('03');
    const done = await step('04', tm.leader);
    expect(done).toMatchObject({ stage: '04', completedBy: { no: tm.leader.no } });
    expect(done.completedAt).toBeTruthy();
    expect((await events('task.completed', tm.project.no)).map((row) => row.payload)).toEqual([
      { projectNo: tm.project.no, taskId: task.id, completedByNo: tm.leader.no, assigneeNo: tm.member.no },
    ]);
    const reopened = await step('03');
    expect(reopened).toMatchObject({ stage: '03', completedBy: null, completedAt: null });
    expect((await step('02')).stage).toBe('02');
    expect((await step('01')).stage).toBe('01');
    expect(version).toBe(7);

    expectError(await move(tm, task.id, { version, stage: '03' }), 409, 'TASK_STAGE_SKIPPED');
    expectError(await move(tm, task.id, { version, stage: '04' }), 409, 'TASK_STAGE_SKIPPED');
  });

  it('completes from any stage with Complete, once', async () => {
    const tm = await team();
    const task = await createTask(tm);
    const url = `/api/projects/${tm.project.no}/tasks/${task.id}/complete`;
    const res = await call('POST', url, tm.member, { version: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ stage: '04', version: 2, completedBy: { no: tm.member.no } });
    expectError(await call('POST', url, tm.member, { version: 2 }), 409, 'CONFLICT');
    expect(await events('task.completed', tm.project.no)).toHaveLength(1);
  });

  it('refuses a change made on an older version with 409 and the current task', async () => {
    const tm = await team();
    const task = await createTask(tm);
    const url = `/api/projects/${tm.project.no}/tasks/${task.id}`;
    const first = await call('PATCH', url, tm.leader, { version: 1, title: 'Logo, round two' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().version).toBe(2);

    const stale = expectError(
      await call('PATCH', url, tm.member, { version: 1, title: 'Mine' }),
      409,
      'TASK_VERSION_CONFLICT',
    );
    expect(stale.message).toMatch(/someone else changed/i);
    expect(
      (stale as unknown as { details: { current: { title: string; version: number } } }).details.current,
    ).toMatchObject({ title: 'Logo, round two', version: 2 });
    expectError(await move(tm, task.id, { version: 1, stage: '02' }), 409, 'TASK_VERSION_CONFLICT');
    expectError(
      await call('POST', `${url}/complete`, tm.member, { version: 1 }),
      409,
      'TASK_VERSION_CONFLICT',
    );
    // Nothing was half-written by the refused calls.
    const now = (await call('GET', url, tm.member)).json();
    expect(now).toMatchObject({ title: 'Logo, round two', stage: '01', version: 2 });
  });

  it('reorders within a column and places a moved task where it was dropped', async () => {
    const tm = await team();
    const [a, b, c] = [
      await createTask(tm, { title: 'A' }),
      await createTask(tm, { title: 'B' }),
      await createTask(tm, { title: 'C' }),
    ];
    const top = await move(tm, c.id, { version: 1, stage: '01', index: 0 });
    expect(top.statusCode, top.body).toBe(200);
    const order = async (stage: string) =>
      (
        (await call('GET', `/api/projects/${tm.project.no}/tasks?stage=${stage}`, tm.member)).json()
          .items as Array<{
          title: string;
        }>
      ).map((task) => task.title);
    expect(await order('01')).toEqual(['C', 'A', 'B']);
    await move(tm, a.id, { version: 1, stage: '02' });
    await move(tm, b.id, { version: 1, stage: '02', index: 0 });
    expect(await order('02')).toEqual(['B', 'A']);
    expect(await order('01')).toEqual(['C']);
  });

  it('filters the list by assignee, goal, stage and overdue', async () => {
    const tm = await team();
    const goal = (
      await call('POST', `/api/projects/${tm.project.no}/goals`, tm.leader, { title: 'Beta' })
    ).json();
    const yesterday = addDaysIso(todayIso(), -1);
    await createTask(tm, { title: 'Late', dueDate: yesterday, assigneeNo: tm.member.no });
    await createTask(tm, { title: 'Goal work', goalId: goal.id });
    await createTask(tm, { title: 'Done late', dueDate: yesterday, stage: '04' });
    const titles = async (query: string) =>
      (
        (await call('GET', `/api/projects/${tm.project.no}/tasks?${query}`, tm.leader)).json()
          .items as Array<{
          title: string;
        }>
      ).map((task) => task.title);
    expect(await titles(`assigneeNo=${tm.member.no}`)).toEqual(['Late']);
    expect(await titles(`goalId=${goal.id}`)).toEqual(['Goal work']);
    expect(await titles('stage=04')).toEqual(['Done late']);
    expect(await titles('overdue=true')).toEqual(['Late']);
    expect(await titles('')).toHaveLength(3);
  });

  it('only members change tasks: 401 logged out, 403 for others, 404 for unknown projects and tasks', async () => {
    const tm = await team();
    const task = await createTask(tm);
    const base = `/api/projects/${tm.project.no}/tasks`;
    const url = `${base}/${task.id}`;
    const writes: Array<[Parameters<typeof call>[0], string, unknown]> = [
      ['POST', base, { title: 'x' }],
      ['PATCH', url, { version: 1, title: 'x' }],
      ['POST', `${url}/move`, { version: 1, stage: '02' }],
      ['POST', `${url}/complete`, { version: 1 }],
      ['DELETE', url, undefined],
      ['GET', base, undefined],
      ['GET', url, undefined],
    ];
    for (const [method, path, body] of writes) {
      expectError(await call(method, path, undefined, body), 401, 'UNAUTHENTICATED');
      expectError(await call(method, path, tm.stranger, body), 403, 'NOT_PROJECT_MEMBER');
      expectError(
        await call(method, path.replace(`/projects/${tm.project.no}/`, '/projects/999999/'), tm.member, body),
        404,
        'NOT_FOUND',
      );
    }
    // A task of another project is not reachable through this one.
    const other = await team();
    const foreign = await createTask(other);
    expectError(
      await call('PATCH', `${base}/${foreign.id}`, tm.member, { version: 1, title: 'x' }),
      404,
      'NOT_FOUND',
    );
    expectError(await move(tm, 999999, { version: 1, stage: '02' }), 404, 'NOT_FOUND');
    // A member who left loses access.
    const left = await call('POST', `/api/projects/${tm.project.no}/resign`, tm.member);
    expect(left.statusCode, left.body).toBeLessThan(300);
    expectError(await call('GET', base, tm.member), 403, 'NOT_PROJECT_MEMBER');

    expect((await call('GET', url, tm.leader)).json()).toMatchObject({
      title: 'Design the logo',
      version: 1,
    });
    expect((await call('DELETE', url, tm.leader)).statusCode).toBe(204);
    expectError(await call('GET', url, tm.leader), 404, 'NOT_FOUND');
  });
});

describe('a closed project', () => {
  it('keeps its board readable but takes no more changes (409)', async () => {
    const tm = await team();
    const task = await createTask(tm);
    const goal = (
      await call('POST', `/api/projects/${tm.project.no}/goals`, tm.leader, { title: 'G' })
    ).json();
    const closed = await call('POST', `/api/projects/${tm.project.no}/stage`, tm.leader, { stage: '00' });
    expect(closed.statusCode, closed.body).toBe(200);
    const base = `/api/projects/${tm.project.no}`;
    expect((await call('GET', `${base}/tasks`, tm.member)).json().items).toHaveLength(1);
    expectError(await call('POST', `${base}/tasks`, tm.member, { title: 'x' }), 409, 'CONFLICT');
    expectError(await move(tm, task.id, { version: 1, stage: '02' }), 409, 'CONFLICT');
    expectError(
      await call('PATCH', `${base}/tasks/${task.id}`, tm.member, { version: 1, title: 'x' }),
      409,
      'CONFLICT',
    );
    expectError(await call('DELETE', `${base}/tasks/${task.id}`, tm.member), 409, 'CONFLICT');
    expectError(await call('POST', `${base}/goals/${goal.id}/start`, tm.member), 409, 'CONFLICT');
    expectError(await call('DELETE', `${base}/goals/${goal.id}`, tm.member), 409, 'CONFLICT');
  });
});

describe('goals', () => {
  it('creates goals, derives progress from tasks, starts (P004 once) and completes them', async () => {
    const tm = await team();
    const base = `/api/projects/${tm.project.no}/goals`;
    const created = await call('POST', base, tm.member, {
      title: 'Private beta',
      startDate: '2030-01-01',
      dueDate: '2030-02-01',
    });
    expect(created.statusCode, created.body).toBe(201);
    const goal = created.json();
    expect(goal).toMatchObject({
      status: 'planned',
      owner: { no: tm.member.no },
      progress: { total: 0, percent: 0 },
    });
    expect(await events('goal.created', tm.project.no)).toHaveLength(1);

    const one = await createTask(tm, { goalId: goal.id });
    await createTask(tm, { goalId: goal.id });
    await createTask(tm, { goalId: goal.id, stage: '04' });
    await call('POST', `/api/projects/${tm.project.no}/tasks/${one.id}/complete`, tm.member, { version: 1 });
    const listed = (await call('GET', base, tm.leader)).json().items[0];
    expect(listed.progress).toEqual({ total: 3, done: 2, percent: 67 });

    const started = await call('POST', `${base}/${goal.id}/start`, tm.leader);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().status).toBe('started');
    expect((await events('goal.started', tm.project.no)).map((row) => row.payload)).toEqual([
      { projectNo: tm.project.no, goalId: goal.id, ownerNo: tm.member.no },
    ]);
    expectError(await call('POST', `${base}/${goal.id}/start`, tm.leader), 409, 'GOAL_STATUS_CONFLICT');
    const completed = await call('POST', `${base}/${goal.id}/complete`, tm.leader);
    expect(completed.json()).toMatchObject({ status: 'completed' });
    expect((await events('goal.completed', tm.project.no)).map((row) => row.payload)).toEqual([
      { projectNo: tm.project.no, goalId: goal.id, ownerNo: tm.member.no, completedByNo: tm.leader.no },
    ]);
    expectError(await call('POST', `${base}/${goal.id}/complete`, tm.leader), 409, 'GOAL_STATUS_CONFLICT');
    // Reopening is not a second start announcement.
    expect((await call('POST', `${base}/${goal.id}/start`, tm.member)).json().status).toBe('started');
    expect(await events('goal.started', tm.project.no)).toHaveLength(1);

    const edited = await call('PATCH', `${base}/${goal.id}`, tm.member, {
      title: 'Public beta',
      ownerNo: tm.leader.no,
    });
    expect(edited.json()).toMatchObject({ title: 'Public beta', owner: { no: tm.leader.no } });
    expect(fieldsOf(await call('PATCH', `${base}/${goal.id}`, tm.member, { dueDate: '2029-12-01' }))).toEqual(
      ['dueDate'],
    );
    expect(
      fieldsOf(await call('PATCH', `${base}/${goal.id}`, tm.member, { ownerNo: tm.stranger.no })),
    ).toEqual(['ownerNo']);
    expect(
      fieldsOf(
        await call('POST', base, tm.member, { title: 'x', startDate: '2030-02-01', dueDate: '2030-01-01' }),
      ),
    ).toEqual(['dueDate']);

    expect((await call('DELETE', `${base}/${goal.id}`, tm.member)).statusCode).toBe(204);
    const orphan = (await call('GET', `/api/projects/${tm.project.no}/tasks/${one.id}`, tm.member)).json();
    expect(orphan.goalId).toBeNull();
  });

  it('only members change goals', async () => {
    const tm = await team();
    const base = `/api/projects/${tm.project.no}/goals`;
    const goal = (await call('POST', base, tm.leader, { title: 'Launch' })).json();
    const calls: Array<[Parameters<typeof call>[0], string, unknown]> = [
      ['GET', base, undefined],
      ['POST', base, { title: 'x' }],
      ['PATCH', `${base}/${goal.id}`, { title: 'x' }],
      ['POST', `${base}/${goal.id}/start`, undefined],
      ['POST', `${base}/${goal.id}/complete`, undefined],
      ['DELETE', `${base}/${goal.id}`, undefined],
    ];
    for (const [method, path, body] of calls) {
      expectError(await call(method, path, undefined, body), 401, 'UNAUTHENTICATED');
      expectError(await call(method, path, tm.stranger, body), 403, 'NOT_PROJECT_MEMBER');
    }
    expectError(await call('POST', `${base}/999999/start`, tm.leader), 404, 'NOT_FOUND');
    expectError(
      await call('POST', `/api/projects/999999/goals`, tm.leader, { title: 'x' }),
      404,
      'NOT_FOUND',
    );
  });
});

describe('to-dos and schedule', () => {
  it('keeps my own to-dos in my order, checks them off and refuses other people', async () => {
    const [me, other] = [await registerUser(t.app), await registerUser(t.app)];
    const add = async (title: string) => (await call('POST', '/api/me/todos', me, { title })).json();
    const [a, b, c] = [await add('Buy coffee'), await add('Reply to Mina'), await add('Sketch the map')];
    expect([a.position, b.position, c.position]).toEqual([0, 1, 2]);
    const checked = await call('PATCH', `/api/me/todos/${b.id}`, me, { done: true });
    expect(checked.json()).toMatchObject({ done: true });
    expect(checked.json().doneAt).toBeTruthy();
    const reordered = await call('PUT', '/api/me/todos/order', me, { ids: [c.id, a.id, b.id] });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(reordered.json().items.map((todo: { title: string }) => todo.title)).toEqual([
      'Sketch the map',
      'Buy coffee',
      'Reply to Mina',
    ]);
    expect(fieldsOf(await call('PUT', '/api/me/todos/order', me, { ids: [c.id, a.id] }))).toEqual(['ids']);
    expect(fieldsOf(await call('PUT', '/api/me/todos/order', me, { ids: [c.id, a.id, a.id] }))).toEqual([
      'ids',
    ]);
    expect(fieldsOf(await call('POST', '/api/me/todos', me, { title: '' }))).toEqual(['title']);
    expect(fieldsOf(await call('PATCH', `/api/me/todos/${a.id}`, me, { done: 'yes' }))).toEqual(['done']);
    expectError(await call('PATCH', `/api/me/todos/${a.id}`, other, { done: true }), 404, 'NOT_FOUND');
    expectError(await call('DELETE', `/api/me/todos/${a.id}`, other), 404, 'NOT_FOUND');
    expectError(await call('GET', '/api/me/todos'), 401, 'UNAUTHENTICATED');
    expectError(await call('POST', '/api/me/todos', undefined, { title: 'x' }), 401, 'UNAUTHENTICATED');
    expect((await call('DELETE', `/api/me/todos/${a.id}`, me)).statusCode).toBe(204);
    expect((await call('GET', '/api/me/todos', me)).json().todos).toHaveLength(2);
  });

  it('shows the tasks assigned to me from every project, and a schedule with tasks, goals and to-dos', async () => {
    const one = await team();
    const two = await publishedProject(t, { leader: undefined });
    const me = one.member;
    // Make `me` a member of the second project too.
    const apply = await call(
      'POST',
      `/api/projects/${two.no}/positions/${two.positions[1]?.id}/applications`,
      me,
      {
        answers: ['I love gardens.', 'Ten hours.'],
      },
    );
    await call('POST', `/api/applications/${apply.json().id}/approve`, two.leader);
    const today = todayIso();
    const mine1 = await createTask(one, { title: 'From one', assigneeNo: me.no, dueDate: today });
    const twoTeam: Team = { project: two, leader: two.leader, member: two.leader, stranger: one.stranger };
    await createTask(
      twoTeam,
      { title: 'From two', assigneeNo: me.no, dueDate: addDaysIso(today, 2) },
      two.leader,
    );
    await createTask(twoTeam, { title: 'Not mine', assigneeNo: two.leader.no }, two.leader);
    await call('POST', `/api/projects/${two.no}/goals`, two.leader, {
      title: 'Ship v1',
      dueDate: addDaysIso(today, 3),
    });
    await call('POST', '/api/me/todos', me, { title: 'Call the printer', dueDate: addDaysIso(today, 1) });

    const list = (await call('GET', '/api/me/todos', me)).json();
    expect(
      list.tasks.map((task: { title: string; projectName: string }) => [task.title, task.projectName]),
    ).toEqual([
      ['From one', expect.any(String)],
      ['From two', expect.any(String)],
    ]);
    // Checking an assigned task off completes it; it stays in the panel for a day.
    await call('POST', `/api/projects/${one.project.no}/tasks/${mine1.id}/complete`, me, { version: 1 });
    expect((await call('GET', '/api/me/todos', me)).json().tasks.at(-1)).toMatchObject({
      title: 'From one',
      stage: '04',
    });

    const week = await call('GET', `/api/me/schedule?from=${today}&to=${addDaysIso(today, 6)}`, me);
    expect(week.statusCode, week.body).toBe(200);
    expect(week.json().items.map((item: { kind: string; title: string }) => [item.kind, item.title])).toEqual(
      [
        ['task', 'From one'],
        ['todo', 'Call the printer'],
        ['task', 'From two'],
        ['goalDue', 'Ship v1'],
      ],
    );
    const day = (await call('GET', `/api/me/schedule?from=${today}&to=${today}`, me)).json();
    expect(day.items.map((item: { title: string }) => item.title)).toEqual(['From one']);
    expect(
      fieldsOf(await call('GET', `/api/me/schedule?from=${today}&to=${addDaysIso(today, -1)}`, me)),
    ).toEqual(['to']);
    expect(
      fieldsOf(await call('GET', `/api/me/schedule?from=${today}&to=${addDaysIso(today, 40)}`, me)),
    ).toEqual(['to']);
    expect(fieldsOf(await call('GET', `/api/me/schedule?from=nope&to=${today}`, me))).toEqual(['from']);
    expectError(await call('GET', `/api/me/schedule?from=${today}&to=${today}`), 401, 'UNAUTHENTICATED');
  });
});
