import type { NotificationSource } from './source';

/** Moderation notifications: content hidden or restored. */
export const moderationNotifications: NotificationSource = {
  // A moderator's hide or restore speaks as Sidecamp, with the admin's reason.
  'content.moderated': async ({ authorNo, targetType, hidden, reason, link }, event) => [
    {
      userNo: authorNo,
      type: 'content_moderated',
      actorNo: null,
      object: { type: 'person', id: authorNo },
      text: hidden
        ? `An admin hid your ${targetType === 'profile' ? 'profile' : targetType}: ${reason}`
        : `An admin restored your ${targetType}: ${reason}`,
      link: link ?? '/alarms',
      eventId: event.id,
      needs: 'normal',
      defaultLevel: 'normal',
    },
  ],
};
