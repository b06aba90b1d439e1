import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller } from '../../test/http';
import { addMember, type Published, publishedProject } from '../../test/projects';
import { createTestApp, type TestApp } from '../../test/testApp';

/*
 * The board and the to-do panel are served from memory as JSON (workspace.readCache.ts) until the
 * database reports a change (migration 0030). Each case reads first (so the answer is cached), then
 * changes the rows past the app, as another server process would, and reads again once the
 * notification has arrived: without the channel the second read would be the first one again.
 */
let t: TestApp;
let call: ReturnType<typeof caller>;
let project: Published;
let member: Awaited<ReturnType<typeof addMember>>;
let taskId: number;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  call = caller(t);
  project = await publishedProject(t);
  member = await addMember(t, project);
  const created = await call('POST', `/api/projects/${project.no}/tasks`, member, {
    title: 'Draw the map',
    assigneeNo: member.no,
  });
  expect(created.statusCode, created.body).toBe(201);
  taskId = created.json().id;
});
afterAll(() => t.close());

type Board = { items: { id: number; title: string; assignee: { nickname: string } | null }[] };
type Panel = { todos: { title: string }[]; tasks: { id: number; title: string }[] };
const board = async (): Promise<Board> => {
  const res = await call('GET', `/api/projects/${project.no}/tasks`, project.leader);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  return res.json();
};
const panel = async (): Promise<Panel> => (await call('GET', '/api/me/todos', member)).json();
const pastTheApp = async (statement: ReturnType<typeof sql>) => {
  await t.database.db.execute(statement);
  await t.database.settleNotifications();
};

describe('boards and to-do panels served from memory', () => {
  it('follow a task changed by another process', async () => {
    expect((await board()).items.map((item) => item.title)).toEqual(['Draw the map']);
    expect((await panel()).tasks.map((item) => item.title)).toEqual(['Draw the map']);
    await pastTheApp(sql`update project_tasks set title = 'Draw the sea chart' where id = ${taskId}`);
    expect((await board()).items.map((item) => item.title)).toEqual(['Draw the sea chart']);
    expect((await panel()).tasks.map((item) => item.title)).toEqual(['Draw the sea chart']);
  });

  it("follow the assignee's new name, and the task handed to someone else", async () => {
    await board();
    await pastTheApp(sql`update users set nickname = 'cartographer' where no = ${member.no}`);
    expect((await board()).items[0]?.assignee?.nickname).toBe('cartographer');
    await panel();
    await pastTheApp(sql`update project_tasks set assignee_no = ${project.leader.no} where id = ${taskId}`);
    expect((await panel()).tasks).toEqual([]);
  });

  it("follow a person's own to-dos and the projects they leave", async () => {
    await pastTheApp(sql`update project_tasks set assignee_no = ${member.no} where id = ${taskId}`);
    expect((await panel()).tasks.map((item) => item.id)).toEqual([taskId]);
    await pastTheApp(
      sql`insert into personal_todos (user_no, title, position) values (${member.no}, 'Buy ink', 0)`,
    );
    expect((await panel()).todos.map((todo) => todo.title)).toEqual(['Buy ink']);
    await pastTheApp(
      sql`delete from project_members where project_no = ${project.no} and user_no = ${member.no}`,
    );
    expect((await panel()).tasks).toEqual([]);
  });

  it("show this process's own change at once, before the notification", async () => {
    const before = await board();
    const leaderPanel = async () => (await call('GET', '/api/me/todos', project.leader)).json() as Panel;
    expect((await leaderPanel()).todos).toEqual([]);
    const created = await call('POST', `/api/projects/${project.no}/tasks`, project.leader, {
      title: 'Print the atlas',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect((await board()).items).toHaveLength(before.items.length + 1);
    const todo = await call('POST', '/api/me/todos', project.leader, { title: 'Call the printer' });
    expect(todo.statusCode, todo.body).toBe(201);
    expect((await leaderPanel()).todos.map((item) => item.title)).toEqual(['Call the printer']);
  });
});
