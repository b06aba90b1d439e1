import { eq } from 'drizzle-orm';
import type { EventListener } from '../../events/dispatcher';
import {
  alarmSettings,
  notificationReads,
  notifications,
  personMutes,
  pushSubscriptions,
  watchLevels,
} from './alarms.tables';

/**
 * On withdrawal the alarm centre forgets the person: their notifications and read marks, their
 * push subscriptions (a browser's endpoint and keys), settings, mutes and watch levels. Nobody
 * else relies on any of it.
 */
export const alarmsWithdrawalListener: EventListener = {
  name: 'alarms.withdrawal',
  types: ['user.withdrawn'],
  async handle(event, tx) {
    const { userNo } = event.payload as { userNo: number };
    await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userNo, userNo));
    await tx.delete(notificationReads).where(eq(notificationReads.userNo, userNo));
    await tx.delete(notifications).where(eq(notifications.userNo, userNo));
    await tx.delete(personMutes).where(eq(personMutes.userNo, userNo));
    await tx.delete(watchLevels).where(eq(watchLevels.userNo, userNo));
    await tx.delete(alarmSettings).where(eq(alarmSettings.userNo, userNo));
  },
};
