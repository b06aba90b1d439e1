import type { NotificationSource } from './source';

/** People notifications: follows and reviews. */
export const profilesNotifications: NotificationSource = {
  'user.followed': async ({ followerNo, followeeNo }, event) => [
    {
      userNo: followeeNo,
      type: 'follow',
      actorNo: followerNo,
      object: { type: 'person', id: followerNo },
      text: 'started following you',
      link: `/u/${followerNo}`,
      eventId: event.id,
      needs: 'normal',
      defaultLevel: 'normal',
    },
  ],
  'review.written': async ({ reviewerNo, revieweeNo, rating }, event) => [
    {
      userNo: revieweeNo,
      type: 'review',
      actorNo: reviewerNo,
      object: { type: 'person', id: revieweeNo },
      text: `reviewed you (${rating} of 5)`,
      link: `/u/${revieweeNo}`,
      eventId: event.id,
      needs: 'normal',
      defaultLevel: 'normal',
    },
  ],
};
