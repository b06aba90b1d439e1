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
  socket.on('alarm', (unread) => {
    const counts: TAlarmUnread = { activity: unread.activity, social: unread.social, total: unread.total };
    queryClient.setQueryData(alarmKeys.unread(), counts);
    void queryClient.invalidateQueries({ queryKey: ['alarms', 'list'] });
  });
  socket.on('connect', () => {
    void queryClient.invalidateQueries({ queryKey: alarmKeys.all });
  });
}
