/* sources/chat.ts through the app: a mention in a chat reaches the participant named, unless they muted the room. */

import { ZAlarmPage } from '@sidecamp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type TestUser } from '../../../test/factories';
import { createTestApp, RELAXED_RATE_LIMITS, type TestApp } from '../../../test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(RELAXED_RATE_LIMITS);
});
afterAll(() => t.close());

const call = (method: string, url: string, user?: TestUser, payload?: unknown) =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers: user ? { cookie: user.cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** The social tab, after every event is delivered. */
async function alarmsOf(user: TestUser) {
  await t.events.drain();
  const res = await call('GET', '/api/alarms?group=social', user);
  expect(res.statusCode, res.body).toBe(200);
  return ZAlarmPage.parse(res.json());
}

describe('notifications from chat', () => {
  it('a mention in a chat notifies the participant named, unless they muted the room', async () => {
    const sender = await registerUser(t.app);
    const named = await registerUser(t.app);
    const room = await call('POST', '/api/chat/direct', sender, { opponentNo: named.no });
    expect(room.statusCode, room.body).toBe(201);
    const roomId = String(room.json()._id);
    let sent = 0;
    const say = async (body: string) => {
      const res = await call('POST', `/api/chat/rooms/${roomId}/messages`, sender, {
        type: 'text',
        body,
        clientId: `alarm-${sender.no}-${sent++}`,
      });
      expect(res.statusCode, res.body).toBe(201);
    };
    await say(`@${named.nickname} are you free tonight?`);
    await say('no one named here');
    const heard = (await alarmsOf(named)).items;
    expect(heard.map((item) => [item.type, item.objectType, item.link])).toEqual([
      ['chat_mention', 'chat_room', `/chat/${roomId}`],
    ]);

    const mute = await call('POST', '/api/chat/alarm_change', named, {
      chatId: roomId,
      is_alarm_blocked: true,
    });
    expect(mute.statusCode, mute.body).toBe(200);
    await say(`@${named.nickname} still there?`);
    expect((await alarmsOf(named)).items).toHaveLength(1);
  });
});
