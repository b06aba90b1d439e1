/* sources/profiles.ts through the app: a follow reaches the person followed. */

import type { AlarmTypeCode } from '@sidecamp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationsOfType } from '../../../test/alarms';
import { registerUser, type TestUser } from '../../../test/factories';
import { caller } from '../../../test/http';
import { createTestApp, RELAXED_RATE_LIMITS, type TestApp } from '../../../test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(RELAXED_RATE_LIMITS);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, user: TestUser, payload?: unknown) =>
  caller(t)(method, url, user, payload);

const kindsOf = (user: TestUser, ...types: AlarmTypeCode[]) => notificationsOfType(t, user, ...types);

describe('people notifications', () => {
  it('a follow and a review reach the person; undoing the follow adds nothing', async () => {
    const person = await registerUser(t.app);
    const fan = await registerUser(t.app);
    expect((await call('POST', `/api/profiles/${person.no}/follow`, fan)).statusCode).toBe(200);
    const [followed] = await kindsOf(person, 'follow');
    expect(followed).toMatchObject({ text: `${fan.nickname} started following you`, link: `/u/${fan.no}` });
  });
});
