import { useQuery } from '@tanstack/react-query';
import { useUserStore } from '../../../app/store/userStore';
import { alarmKeys, alarmsApi } from '../api/alarmsApi';

/**
 * The person's unread counts: read once, then moved by the server's `alarm` event on every open
 * tab (realtime/alarmSync.ts), so the badge follows without a reload.
 */
export function useAlarmUnread() {
  const loggedIn = useUserStore((state) => state.loggedIn);
  return useQuery({
    queryKey: alarmKeys.unread(),
    queryFn: ({ signal }) => alarmsApi.unread(signal),
    enabled: loggedIn,
    staleTime: 60_000,
  });
}
