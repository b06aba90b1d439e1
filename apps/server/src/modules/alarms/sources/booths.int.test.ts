/* sources/booths.ts through the app: what happens to a booth reaches its owner, named by the booth. */

import { ZAlarmPage } from '@sidecamp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type TestUser } from '../../../test/factories';
import { caller } from '../../../test/http';
import { createTestApp, RELAXED_RATE_LIMITS, type TestApp } from '../../../test/testApp';

let t: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp(RELAXED_RATE_LIMITS);
  call = caller(t);
});
afterAll(() => t.close());

async function boothAlarmsOf(user: TestUser) {
  await t.events.drain();
  const res = await call('GET', '/api/alarms', user);
  expect(res.statusCode, res.body).toBe(200);
  return ZAlarmPage.parse(res.json()).items.filter((item) => item.type.startsWith('booth_'));
}

describe('booth notifications', () => {
  it('a follow reaches the owner with the booth and its link; the follower hears nothing', async () => {
    const owner = await registerUser(t.app);
    const fan = await registerUser(t.app);
    const launched = await call('POST', '/api/booths', owner, {
      name: 'Habit Garden',
      tagline: 'Grow habits with friends',
      intro: 'A shared garden where every habit you keep makes a plant grow. '.repeat(3),
      serviceCategory: '01',
      industry: '01',
    });
    expect(launched.statusCode, launched.body).toBe(201);
    const booth = launched.json() as { id: number };
    expect((await call('POST', `/api/booths/${booth.id}/publish`, owner)).statusCode).toBe(200);
    expect((await call('PUT', `/api/booths/${booth.id}/follow`, fan)).statusCode).toBe(200);
    const [followed] = await boothAlarmsOf(owner);
    expect(followed).toMatchObject({
      type: 'booth_followed',
      text: `${fan.nickname} followed your booth Habit Garden`,
      link: `/booths/${booth.id}`,
      actor: { no: fan.no },
    });
    expect(await boothAlarmsOf(fan)).toEqual([]);
  });
});
