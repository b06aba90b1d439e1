import { boothDraft } from '../alarms.drafts';
import type { NotificationSource } from './source';

/** Booth notifications: follows, reviews and support of a booth, to its owner. */
export const boothsNotifications: NotificationSource = {
  'booth.followed': async ({ boothId, userNo, ownerNo }, event, tx) => [
    await boothDraft(
      tx,
      { boothId, ownerNo, actorNo: userNo, eventId: event.id },
      'booth_followed',
      'followed',
    ),
  ],
  'booth.reviewed': async ({ boothId, userNo, ownerNo }, event, tx) => [
    await boothDraft(
      tx,
      { boothId, ownerNo, actorNo: userNo, eventId: event.id },
      'booth_reviewed',
      'reviewed',
    ),
  ],
  'booth.supported': async (payload, event, tx) => [
    await boothDraft(
      tx,
      { boothId: payload.boothId, ownerNo: payload.ownerNo, actorNo: payload.userNo, eventId: event.id },
      'booth_supported',
      'supported',
    ),
  ],
};
