import type { NotificationSource } from './source';

/** Points notifications: levels reached and quests completed. */
export const pointsNotifications: NotificationSource = {
  // Level 1 comes with the account itself: nobody "reached" it.
  'points.levelUp': async ({ userNo, level }, event) =>
    level <= 1
      ? []
      : [
          {
            userNo,
            type: 'level_up',
            actorNo: null,
            object: { type: 'person', id: userNo },
            text: `You reached level ${level}.`,
            link: '/levels',
            eventId: event.id,
            needs: 'normal',
            defaultLevel: 'normal',
          },
        ],
  'quest.completed': async ({ userNo }, event) => [
    {
      userNo,
      type: 'quest_completed',
      actorNo: null,
      object: { type: 'person', id: userNo },
      text: 'You completed a weekly quest.',
      link: '/quests',
      eventId: event.id,
      needs: 'normal',
      defaultLevel: 'normal',
    },
  ],
};
