import { describe, expect, it } from 'vitest';
import { chatNotifications } from './chat';
import { draftsOf } from './source.testing';

// A mention in a room reads the room's members: chat.int.test.ts covers it on a database.
describe('chat notifications', () => {
  it('tells a pro who booked them and when, in UTC', async () => {
    const [draft] = await draftsOf(chatNotifications, 'proChat.reserved', {
      reservationId: 1,
      proNo: 4,
      userNo: 9,
      startsAt: '2026-12-01T15:30:00.000Z',
    });
    expect(draft).toMatchObject({
      userNo: 4,
      type: 'pro_chat_reserved',
      actorNo: 9,
      text: 'booked a pro chat with you for 2026-12-01 15:30 UTC',
    });
  });

  it('tells an applicant how their pro offer was reviewed, with the reason of a refusal', async () => {
    const [approved] = await draftsOf(chatNotifications, 'pro.reviewed', {
      userNo: 4,
      adminNo: 1,
      approved: true,
      reason: null,
    });
    expect(approved).toMatchObject({ userNo: 4, type: 'pro_reviewed', actorNo: null });
    expect(approved?.text).toMatch(/^Your pro chat offer was approved/);
    const [refused] = await draftsOf(chatNotifications, 'pro.reviewed', {
      userNo: 4,
      adminNo: 1,
      approved: false,
      reason: 'no headline',
    });
    expect(refused?.text).toMatch(/^Your pro chat offer was not approved: no headline\./);
  });
});
