import type { TMatchPreferences } from '@sidecamp/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/apiClient';
import { useApiMutation } from '../../../app/api/useApiMutation';

const preferencesKey = ['finder', 'preferences'] as const;

/** My match preferences (F5.2): must-have, flexible or don't-care per criterion. */
export function useMatchPreferences(enabled: boolean) {
  return useQuery({
    queryKey: preferencesKey,
    queryFn: ({ signal }) => apiRequest('/finder/preferences', { schema: 'ZMatchPreferences', signal }),
    enabled,
  });
}

/** Saves them; the server re-ranks "Projects that need you" shortly after, so that row is refreshed too. */
export function useSaveMatchPreferences(success: string) {
  return useApiMutation({
    mutationFn: (input: TMatchPreferences) =>
      apiRequest('/finder/preferences', { method: 'PUT', body: input, schema: 'ZMatchPreferences' }),
    invalidate: [preferencesKey, ['projects', 'suggestedProjects']],
    success,
  });
}
