import { randomUUID } from 'node:crypto';
import { RETROSPECTIVE_QUESTIONS, type TPostCreate } from '@sidecamp/domain';
import { expect } from 'vitest';
import { uploads } from '../modules/uploads/uploads.tables';
import type { TestUser } from './factories';
import { caller } from './http';
import type { TestApp } from './testApp';

/** Lounge posts and pictures as many areas' tests need them. */
let sequence = 0;

export function buildPosting(overrides: Partial<TPostCreate> = {}): TPostCreate {
  sequence += 1;
  return {
    category: '04',
    postType: '01',
    title: `Insight number ${sequence}`,
    body: `What we learned shipping release ${sequence}: **small steps** beat big plans.`,
    ...overrides,
  };
}

export function buildPoll(
  options = ['Postgres', 'SQLite', 'Both'],
  overrides: Partial<TPostCreate> = {},
): TPostCreate {
  return buildPosting({
    category: '08',
    postType: '03',
    title: 'Which database?',
    body: '',
    poll: { options },
    ...overrides,
  });
}

export const lines = (count: number, word = 'line') =>
  Array.from({ length: count }, (_, index) => `${word} ${index + 1}`).join('\n');

export const fullRetrospective = () => RETROSPECTIVE_QUESTIONS.map(() => lines(10));

/** An image upload row owned by the user (the upload route itself is tested in the uploads module). */
export async function imageOf(t: TestApp, user: TestUser): Promise<string> {
  const id = randomUUID();
  await t.database.db.insert(uploads).values({
    id,
    ownerNo: user.no,
    kind: 'image',
    purpose: 'feedUpload',
    originalName: 'team.png',
    mediaType: 'image/png',
    sizeBytes: 100,
    storageKey: `test/${id}`,
  });
  return id;
}

export async function writePost(t: TestApp, user: TestUser, input: TPostCreate = buildPosting()) {
  const res = await caller(t)('POST', '/api/lounge/posts', user, input);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; poll: { options: Array<{ id: number }> } | null };
}
