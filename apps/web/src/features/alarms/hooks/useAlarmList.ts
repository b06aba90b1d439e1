import type { TAlarmUnread } from '@sidecamp/domain';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { alarmKeys, alarmsApi } from '../api/alarmsApi';

export type AlarmTab = 'all' | 'activity' | 'social';

/** One tab of the alarm centre, 20 at a time by cursor. */
export function useAlarmList(tab: AlarmTab) {
  return useInfiniteQuery({
    queryKey: alarmKeys.list(tab),
    queryFn: ({ pageParam, signal }) =>
      alarmsApi.page(
        { ...(tab === 'all' ? {} : { group: tab }), ...(pageParam ? { before: pageParam } : {}) },
        signal,
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** Read marks: the badge takes the counts the server answers, and the lists show the new state. */
export function useReadMarks() {
  const queryClient = useQueryClient();
  const settle = (unread: TAlarmUnread) => {
    queryClient.setQueryData(alarmKeys.unread(), unread);
    void queryClient.invalidateQueries({ queryKey: ['alarms', 'list'] });
  };
  return {
    one: useMutation({ mutationFn: (id: number) => alarmsApi.markRead(id), onSuccess: settle }),
    all: useMutation({ mutationFn: () => alarmsApi.markAllRead(), onSuccess: settle }),
  };
}
