import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../app/api/ApiError';
import { apiRequest } from '../../../app/api/apiClient';
import { profileKeys } from '../api/profileKeys';
import { useViewerNo } from './useViewerNo';

/** A person's profile as `viewer` may see it; 401/403/404 are answers, not retries. */
export const profileQueryOptions = (no: number | null, viewer: number | null) =>
  queryOptions({
    queryKey: profileKeys.profile(no ?? 0, viewer),
    queryFn: ({ signal }) => apiRequest(`/profiles/${no}`, { schema: 'ZProfile', signal }),
    enabled: no !== null,
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
  });

/** A person's profile as the current viewer may see it. */
export function useProfile(no: number | null) {
  return useQuery(profileQueryOptions(no, useViewerNo()));
}
