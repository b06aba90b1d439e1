import type { NotificationSource } from './source';

/** Support notifications: an answer to a question. */
export const supportNotifications: NotificationSource = {
  // Support speaks as Sidecamp, not as the admin who wrote (no actor, so no person mute drops it).
  'support.answered': async ({ askId, askerNo }, event) => [
    {
      userNo: askerNo,
      type: 'support_answered',
      actorNo: null,
      object: { type: 'person', id: askerNo },
      text: `Sidecamp support answered your question (no. ${askId}).`,
      link: '/support#asks',
      eventId: event.id,
      needs: 'normal',
      defaultLevel: 'normal',
    },
  ],
};
