import type { TSettings, ZSettingsUpdate } from '@sidecamp/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../app/api/apiClient';
import { useUserStore } from '../../../app/store/userStore';

export const settingsKey = (viewer: number | null) => ['settings', viewer] as const;

/** My settings (GET /settings); only asked for while logged in, so visitors cause no 401. */
export function useSettings() {
  const viewer = useUserStore((state) => (state.loggedIn && state.profile ? state.profile.no : null));
  const query = useQuery({
    queryKey: settingsKey(viewer),
    queryFn: ({ signal }) => apiRequest('/settings', { schema: 'ZSettings', signal }),
    enabled: viewer !== null,
  });
  return { ...query, viewer };
}

/** PATCH /settings; the answer is the whole settings object and replaces the cached one. */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  const viewer = useUserStore((state) => (state.loggedIn && state.profile ? state.profile.no : null));
  return useMutation({
    mutationFn: (input: z.infer<typeof ZSettingsUpdate>) =>
      apiRequest('/settings', { method: 'PATCH', body: input, schema: 'ZSettings' }),
    onSuccess: (settings: TSettings) => {
      queryClient.setQueryData(settingsKey(viewer), settings);
      // Visibility is part of the profile too.
      if (viewer !== null) void queryClient.invalidateQueries({ queryKey: ['profiles', viewer] });
    },
  });
}
