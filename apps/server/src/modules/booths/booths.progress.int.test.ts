import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../server';
import { registerUser, type TestUser } from '../../test/factories';
import { caller } from '../../test/http';
import { publishedProject } from '../../test/projects';
import { type ClientSocket, openTab } from '../../test/realtimeTab';
import type { TestApp } from '../../test/testApp';
import { RELAXED_RATE_LIMITS, testConfig } from '../../test/testApp';
import { createTestDatabase } from '../../test/testDatabase';

let server: RunningServer;
let app: FastifyInstance;
const sockets: ClientSocket[] = [];

beforeAll(async () => {
  const database = await createTestDatabase();
  server = await startServer(testConfig({ PORT: '0', HOST: '127.0.0.1', ...RELAXED_RATE_LIMITS }), {
    database,
    beforeListen: (built) => {
      app = built;
    },
  });
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await server.close();
});

const tabOf = (user: TestUser) => openTab(server.url, user, sockets);

describe('live build progress', () => {
  it("shows the project's goals and finished tasks, and tells a watching page when a task is completed", async () => {
    const t = { app } as TestApp;
    const call = caller(t);
    const project = await publishedProject(t);
    const visitor = await registerUser(app);
    const booth = (
      await call('POST', '/api/booths', project.leader, {
        projectNo: project.no,
        name: 'Habit Garden',
        intro: 'Habits that grow.',
        serviceCategory: '01',
        industry: '01',
      })
    ).json();
    await call('POST', `/api/booths/${booth.id}/publish`, project.leader);
    const goal = (
      await call('POST', `/api/projects/${project.no}/goals`, project.leader, { title: 'Public beta' })
    ).json();
    const task = (
      await call('POST', `/api/projects/${project.no}/tasks`, project.leader, {
        title: 'Invite flow',
        goalId: goal.id,
      })
    ).json();
    const open = await call('POST', `/api/projects/${project.no}/tasks`, project.leader, {
      title: 'Secret plan',
      goalId: goal.id,
    });
    expect(open.statusCode, open.body).toBe(201);

    const before = (await call('GET', `/api/booths/${booth.id}/progress`)).json();
    expect(before).toEqual({
      project: { no: project.no, name: expect.any(String) },
      goals: [{ id: goal.id, title: 'Public beta', tasks: 2, done: 0, completed: false }],
      recentTasks: [],
    });

    const tab = await tabOf(visitor);
    expect(await new Promise((resolve) => tab.emit('watchBooth', { boothId: booth.id }, resolve))).toEqual({
      ok: true,
    });
    expect(await new Promise((resolve) => tab.emit('watchBooth', { boothId: 999_999 }, resolve))).toEqual({
      ok: false,
    });
    const heard = new Promise((resolve) => tab.once('boothProgress', resolve));
    const done = await call('POST', `/api/projects/${project.no}/tasks/${task.id}/complete`, project.leader, {
      version: task.version,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(await heard).toEqual({ boothId: booth.id });

    const after = (await call('GET', `/api/booths/${booth.id}/progress`)).json();
    expect(after.goals[0]).toMatchObject({ tasks: 2, done: 1 });
    // Only finished work is public: the open task's title is not there.
    expect(after.recentTasks).toEqual([
      { id: task.id, title: 'Invite flow', completedAt: expect.any(String) },
    ]);
  });
});
