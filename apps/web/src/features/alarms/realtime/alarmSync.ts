import type { TAlarmUnread } from '@sidecamp/domain';
import { queryClient } from '../../../app/queryClient';
import type { RealtimeSocket } from '../../../app/realtime/realtimeSocket';
import { alarmKeys } from '../api/alarmsApi';

/**
 * The server's `alarm` event carries the person's unread counts: the bell takes them as they are,
 * and an open alarm list reads itself again. After every (re)connect both are read again, since
 * events sent while the socket was away are not replayed.
 */
export function attachAlarmSync(socket: RealtimeSocket): void {
  // Each event's counts are handled after the one before (a chain), so they land in order.
  let landed: Promise<void> = Promise.resolve();
  socket.on('alarm', (unread) => {
    const counts: TAlarmUnread = { activity: unread.activity, social: unread.social, total: unread.total };
    landed = landed.then(async () => {
      // A read of the counts still on its way (the page's first read, or the one after a connect)
      // may have started before this notification was made: left to land after, it would put the
      // older count back on the badge for a minute. Cancelled first, it cannot.
      await queryClient.cancelQueries({ queryKey: alarmKeys.unread() });
      queryClient.setQueryData(alarmKeys.unread(), counts);
    });
    void queryClient.invalidateQueries({ queryKey: ['alarms', 'list'] });
  });
  socket.on('connect', () => {
    void queryClient.invalidateQueries({ queryKey: alarmKeys.all });
  });
}
