import { type AlarmTypeCode, ZAlarmPage } from '@sidecamp/domain';
import { expect } from 'vitest';
import type { TestUser } from './factories';
import { caller } from './http';
import type { TestApp } from './testApp';

/** The person's notifications of the given types, newest first, once every recorded event is delivered. */
export async function notificationsOfType(t: TestApp, user: TestUser, ...types: AlarmTypeCode[]) {
  await t.events.drain();
  const res = await caller(t)('GET', '/api/alarms', user);
  expect(res.statusCode, res.body).toBe(200);
  return ZAlarmPage.parse(res.json()).items.filter((item) => types.includes(item.type));
}
