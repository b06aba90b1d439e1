import type { ProjectRoomAck, ServerToClientEvents, TTask } from '@sidecamp/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../server';
import { registerUser, type TestUser } from '../../test/factories';
import { caller } from '../../test/http';
import { addMember, publishedProject } from '../../test/projects';
import { type ClientSocket, openTab } from '../../test/realtimeTab';
import type { TestApp } from '../../test/testApp';
import { testConfig } from '../../test/testApp';
import { createTestDatabase } from '../../test/testDatabase';

let server: RunningServer;
let app: FastifyInstance;
const sockets: ClientSocket[] = [];

beforeAll(async () => {
  const database = await createTestDatabase();
  server = await startServer(
    testConfig({ PORT: '0', HOST: '127.0.0.1', AUTH_RATE_LIMIT_PER_MINUTE: '1000' }),
    {
      database,
      beforeListen: (built) => {
        app = built;
      },
    },
  );
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await server.close();
});

const tabOf = (user: TestUser) => openTab(server.url, user, sockets);

const join = (socket: ClientSocket, projectNo: number) =>
  new Promise<ProjectRoomAck>((resolve) => socket.emit('joinProject', { projectNo }, resolve));

const next = <E extends 'taskCreated' | 'taskMoved' | 'taskUpdated' | 'taskDeleted'>(
  socket: ClientSocket,
  event: E,
) =>
  new Promise<Parameters<ServerToClientEvents[E]>[0]>((resolve) => {
    (socket as unknown as { once: (name: string, fn: (payload: unknown) => void) => void }).once(
      event,
      (payload) => resolve(payload as Parameters<ServerToClientEvents[E]>[0]),
    );
  });

describe('project rooms', () => {
  it("broadcasts task changes to the other members' boards, and keeps strangers out", async () => {
    const t = { app } as unknown as TestApp;
    const call = caller(t);
    const project = await publishedProject(t);
    const member = await addMember(t, project);
    const stranger = await registerUser(app);

    const [leaderTab, memberTab, strangerTab] = await Promise.all([
      tabOf(project.leader),
      tabOf(member),
      tabOf(stranger),
    ]);
    expect(await join(leaderTab, project.no)).toEqual({ ok: true });
    expect(await join(memberTab, project.no)).toEqual({ ok: true });
    expect(await join(strangerTab, project.no)).toEqual({ ok: false, code: 'NOT_PROJECT_MEMBER' });
    expect(await join(strangerTab, 999_999)).toEqual({ ok: false, code: 'NOT_FOUND' });
    expect(await join(strangerTab, -1 as number)).toEqual({ ok: false, code: 'BAD_REQUEST' });
    let strangerHeard = 0;
    for (const event of ['taskCreated', 'taskMoved', 'taskUpdated', 'taskDeleted'] as const)
      strangerTab.on(event, () => {
        strangerHeard += 1;
      });

    const created = next(memberTab, 'taskCreated');
    const res = await call('POST', `/api/projects/${project.no}/tasks`, project.leader, {
      title: 'Wireframes',
    });
    expect(res.statusCode, res.body).toBe(201);
    const task = res.json() as TTask;
    expect(await created).toEqual({ projectNo: project.no, task });

    const moved = next(memberTab, 'taskMoved');
    const movedRes = await call('POST', `/api/projects/${project.no}/tasks/${task.id}/move`, project.leader, {
      version: 1,
      stage: '02',
    });
    expect(movedRes.statusCode, movedRes.body).toBe(200);
    expect(await moved).toMatchObject({
      projectNo: project.no,
      task: { id: task.id, stage: '02', version: 2 },
    });

    const updated = next(leaderTab, 'taskUpdated');
    // The editor's own tabs hear it too (a second tab of the same person stays current).
    const echoed = next(memberTab, 'taskUpdated');
    await call('PATCH', `/api/projects/${project.no}/tasks/${task.id}`, member, {
      version: 2,
      title: 'Wireframes v2',
    });
    expect(await updated).toMatchObject({ task: { title: 'Wireframes v2', version: 3 } });
    expect(await echoed).toMatchObject({ task: { version: 3 } });

    // A refused (stale) change broadcasts nothing: the next thing the board hears is the delete.
    const deleted = next(leaderTab, 'taskDeleted');
    let memberHeardUpdate = false;
    memberTab.once('taskUpdated', () => {
      memberHeardUpdate = true;
    });
    const stale = await call('PATCH', `/api/projects/${project.no}/tasks/${task.id}`, member, {
      version: 1,
      title: 'Old copy',
    });
    expect(stale.statusCode).toBe(409);
    await call('DELETE', `/api/projects/${project.no}/tasks/${task.id}`, member);
    expect(await deleted).toEqual({ projectNo: project.no, taskId: task.id });
    expect(memberHeardUpdate).toBe(false);

    // Leaving the room stops the broadcasts.
    memberTab.emit('leaveProject', { projectNo: project.no });
    const leaderHears = next(leaderTab, 'taskCreated');
    let memberHeard = false;
    memberTab.once('taskCreated', () => {
      memberHeard = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await call('POST', `/api/projects/${project.no}/tasks`, project.leader, { title: 'Copy' });
    await leaderHears;
    expect(memberHeard).toBe(false);
    expect(strangerHeard).toBe(0);

    // Someone who leaves the team is taken out of the room when project.memberLeft is delivered.
    expect(await join(memberTab, project.no)).toEqual({ ok: true });
    const resigned = await call('POST', `/api/projects/${project.no}/resign`, member);
    expect(resigned.statusCode, resigned.body).toBe(204);
    await app.events.drain();
    let formerMemberHeard = false;
    memberTab.once('taskCreated', () => {
      formerMemberHeard = true;
    });
    const leaderHearsAgain = next(leaderTab, 'taskCreated');
    await call('POST', `/api/projects/${project.no}/tasks`, project.leader, { title: 'After they left' });
    await leaderHearsAgain;
    // The refused join's answer comes after anything already sent to that socket, so it flushes it.
    expect(await join(memberTab, project.no)).toEqual({ ok: false, code: 'NOT_PROJECT_MEMBER' });
    expect(formerMemberHeard).toBe(false);
  });
});
