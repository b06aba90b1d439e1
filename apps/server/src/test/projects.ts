import type { TPositionInput, TProjectCreate } from '@sidecamp/domain';
import { expect } from 'vitest';
import { registerUser, type TestUser } from './factories';
import { caller } from './http';
import type { TestApp } from './testApp';

/** Projects as many areas' tests need them: built, published, applied to, joined, through the API. */

let sequence = 0;

/** A complete project body (publishable as is); each call gets a distinct name. */
export function buildProject(overrides: Partial<TProjectCreate> = {}): TProjectCreate {
  sequence += 1;
  return {
    name: `Habit garden ${process.pid.toString(36)}${sequence}`,
    summary: 'A tiny app that turns habits into a growing garden.',
    description: 'We build a cross-platform habit tracker where every streak grows a plant.',
    platforms: ['01', '03'],
    workStyle: '01',
    meetingMode: '01',
    region: 'KR00',
    techStacks: ['TypeScript', 'React'],
    questions: ['Why does this project interest you?', 'How many hours a week can you give?'],
    ...overrides,
  };
}

export const FRONTEND: TPositionInput = { jobCode: '0403', headcount: 1, skillLevel: '03', description: '' };
export const BACKEND: TPositionInput = { jobCode: '0406', headcount: 2, skillLevel: '02', description: '' };

export type Published = {
  no: number;
  leader: TestUser;
  positions: Array<{ id: number; jobCode: string }>;
};

/** Registers a leader (unless given), creates a project with positions and publishes it. */
export async function publishedProject(
  t: TestApp,
  options: { leader?: TestUser; project?: Partial<TProjectCreate>; positions?: TPositionInput[] } = {},
): Promise<Published> {
  const call = caller(t);
  const leader = options.leader ?? (await registerUser(t.app));
  const created = await call(
    'POST',
    '/api/projects',
    leader,
    buildProject({ positions: options.positions ?? [FRONTEND, BACKEND], ...options.project }),
  );
  expect(created.statusCode, created.body).toBe(201);
  const no = created.json().no as number;
  const published = await call('POST', `/api/projects/${no}/publish`, leader);
  expect(published.statusCode, published.body).toBe(200);
  return { no, leader, positions: published.json().positions };
}

export const ANSWERS = ['I love gardens.', 'Ten hours.'];

/** Applies with complete answers and returns the application id. */
export async function applyTo(t: TestApp, project: Published, user: TestUser, positionIndex = 0) {
  const position = project.positions[positionIndex];
  if (!position) throw new Error(`no position ${positionIndex}`);
  const res = await caller(t)(
    'POST',
    `/api/projects/${project.no}/positions/${position.id}/applications`,
    user,
    { answers: ANSWERS },
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

/** A member through the real path: apply, then the leader approves. */
export async function addMember(t: TestApp, project: Published, positionIndex = 1): Promise<TestUser> {
  const member = await registerUser(t.app);
  const id = await applyTo(t, project, member, positionIndex);
  const res = await caller(t)('POST', `/api/applications/${id}/approve`, project.leader);
  expect(res.statusCode, res.body).toBe(200);
  return member;
}
