import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../app/api/ApiError';
import { apiRequest } from '../../../app/api/apiClient';

const noRetryOnRefusal = (count: number, error: Error) =>
  !(error instanceof ApiError && [401, 403, 404].includes(error.status)) && count < 2;

/** People ranked for each open position of one project (the team's recruiting view). */
export function useProjectMatches(projectNo: number | null, limit = 5) {
  return useQuery({
    queryKey: ['finder', 'projectMatches', projectNo, limit],
    queryFn: ({ signal }) =>
      apiRequest(`/projects/${projectNo}/matches?limit=${limit}`, { schema: 'ZProjectMatches', signal }),
    enabled: projectNo !== null,
    retry: noRetryOnRefusal,
  });
}

/** Open positions that need the viewer, ranked and explained. */
export function useMyMatches(enabled: boolean, limit = 20) {
  return useQuery({
    queryKey: ['finder', 'myMatches', limit],
    queryFn: ({ signal }) =>
      apiRequest(`/people/me/matches?limit=${limit}`, { schema: 'ZMyMatches', signal }),
    enabled,
    retry: noRetryOnRefusal,
  });
}
