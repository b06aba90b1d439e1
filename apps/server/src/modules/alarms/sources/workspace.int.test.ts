/* sources/workspace.ts on a database: a task reaches its assignee (goals: alarms.int.test.ts has none yet). */

import type { AlarmTypeCode } from '@sidecamp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationsOfType } from '../../../test/alarms';
import type { TestUser } from '../../../test/factories';
import { caller } from '../../../test/http';
import { addMember, publishedProject } from '../../../test/projects';
import { createTestApp, RELAXED_RATE_LIMITS, type TestApp } from '../../../test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(RELAXED_RATE_LIMITS);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, user: TestUser, payload?: unknown) =>
  caller(t)(method, url, user, payload);

const kindsOf = (user: TestUser, ...types: AlarmTypeCode[]) => notificationsOfType(t, user, ...types);

describe('workspace notifications', () => {
  it('a task assigned (on creation or later) reaches the assignee; a completed goal reaches the team', async () => {
    const project = await publishedProject(t, { project: { name: 'Board Game Cafe' } });
    const member = await addMember(t, project);
    const created = await call('POST', `/api/projects/${project.no}/tasks`, project.leader, {
      title: 'Menu',
      assigneeNo: member.no,
    });
    expect(created.statusCode, created.body).toBe(201);
    const later = await call('POST', `/api/projects/${project.no}/tasks`, project.leader, {
      title: 'Chairs',
    });
    const task = later.json() as { id: number; version: number };
    const assigned = await call('PATCH', `/api/projects/${project.no}/tasks/${task.id}`, project.leader, {
      version: task.version,
      assigneeNo: member.no,
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const heard = await kindsOf(member, 'task_assigned');
    expect(heard).toHaveLength(2);
    expect(heard[0]?.link).toBe(`/projects/${project.no}/workspace?task=${task.id}`);
    // Giving yourself a task notifies nobody.
    await call('POST', `/api/projects/${project.no}/tasks`, member, { title: 'Mine', assigneeNo: member.no });
    expect(await kindsOf(member, 'task_assigned')).toHaveLength(2);
  });
});
