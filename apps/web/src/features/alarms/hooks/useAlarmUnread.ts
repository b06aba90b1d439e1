import type { TAlarmUnread } from '@sidecamp/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getRealtimeSocket, type RealtimeSocket } from '../../../app/realtime/realtimeSocket';
import { useUserStore } from '../../../app/store/userStore';
import { alarmKeys, alarmsApi } from '../api/alarmsApi';

/**
 * The person's unread counts: read once, then moved by the server's `alarm` event on every open
 * tab (a new notification, or a read mark made elsewhere), so the badge follows without a reload.
 */
export function useAlarmUnread() {
  const loggedIn = useUserStore((state) => state.loggedIn);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!loggedIn) return;
    let socket: RealtimeSocket | null = null;
    const onAlarm = (unread: TAlarmUnread) => {
      queryClient.setQueryData(alarmKeys.unread(), {
        activity: unread.activity,
        social: unread.social,
        total: unread.total,
      });
      // The open list shows the new one at the top.
      void queryClient.invalidateQueries({ queryKey: ['alarms', 'list'] });
    };
    // The session opens the socket on its own schedule (and a new login replaces it): follow it.
    const follow = () => {
      const current = getRealtimeSocket();
      if (current === socket) return;
      socket?.off('alarm', onAlarm);
      socket = current;
      socket?.on('alarm', onAlarm);
    };
    follow();
    const timer = window.setInterval(follow, 1000);
    return () => {
      window.clearInterval(timer);
      socket?.off('alarm', onAlarm);
    };
  }, [loggedIn, queryClient]);
  return useQuery({
    queryKey: alarmKeys.unread(),
    queryFn: ({ signal }) => alarmsApi.unread(signal),
    enabled: loggedIn,
    staleTime: 60_000,
  });
}
