import type { TAlarmSettings, TAlarmSettingsUpdate } from '@sidecamp/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/apiClient';
import { useUserStore } from '../../../app/store/userStore';

export const alarmSettingsKey = (viewer: number | null) => ['alarms', 'settings', viewer] as const;

/** My e-mail digest and quiet hours (GET /alarms/settings); only asked for while logged in. */
export function useAlarmSettings() {
  const viewer = useUserStore((state) => (state.loggedIn && state.profile ? state.profile.no : null));
  const query = useQuery({
    queryKey: alarmSettingsKey(viewer),
    queryFn: ({ signal }) => apiRequest('/alarms/settings', { schema: 'ZAlarmSettings', signal }),
    enabled: viewer !== null,
  });
  return { ...query, viewer };
}

/** PATCH /alarms/settings; the answer is the whole settings object and replaces the cached one. */
export function useUpdateAlarmSettings() {
  const queryClient = useQueryClient();
  const viewer = useUserStore((state) => (state.loggedIn && state.profile ? state.profile.no : null));
  return useMutation({
    mutationFn: (input: TAlarmSettingsUpdate) =>
      apiRequest('/alarms/settings', { method: 'PATCH', body: input, schema: 'ZAlarmSettings' }),
    onSuccess: (settings: TAlarmSettings) => queryClient.setQueryData(alarmSettingsKey(viewer), settings),
  });
}
