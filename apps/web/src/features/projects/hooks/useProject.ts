import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../app/api/ApiError';
import { apiRequest } from '../../../app/api/apiClient';
import { useUserStore } from '../../../app/store/userStore';
import { projectKeys } from '../api/projectKeys';

/**
 * One project with the viewer's relation to it. The login state is part of the key because the
 * answer differs per viewer (buttons, drafts), and a 404 is not retried: it will not change.
 */
export function projectQueryOptions(no: number | null, viewerNo: number | null) {
  return queryOptions({
    queryKey: [...projectKeys.detail(no ?? 0), 'view', viewerNo],
    queryFn: ({ signal }) => apiRequest(`/projects/${no}`, { schema: 'ZProjectDetail', signal }),
    enabled: no !== null,
    retry: (count, error) =>
      !(error instanceof ApiError && [401, 403, 404].includes(error.status)) && count < 2,
  });
}

export function useProject(no: number | null) {
  const viewerNo = useUserStore((state) => state.profile?.no ?? null);
  return useQuery(projectQueryOptions(no, viewerNo));
}
