import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/apiClient';
import { useUserStore } from '../../../app/store/userStore';

/** Team-gap suggestions (F5.2): the server keeps them per project and per person, so these only read. */
export const teamGapKeys = {
  candidates: (projectNo: number) => ['projects', 'suggestedCandidates', projectNo] as const,
  projects: () => ['projects', 'suggestedProjects'] as const,
};

/** People who would fill a gap in the team; the leader only (asked for only when the viewer leads). */
export function useSuggestedCandidates(projectNo: number, enabled: boolean, limit = 6) {
  return useQuery({
    queryKey: [...teamGapKeys.candidates(projectNo), limit],
    queryFn: ({ signal }) =>
      apiRequest(`/projects/${projectNo}/suggested-candidates?limit=${limit}`, {
        schema: 'ZSuggestedCandidates',
        signal,
      }),
    enabled,
  });
}

/** "Projects that need you" on the home. */
export function useSuggestedProjects(limit = 6) {
  const loggedIn = useUserStore((state) => state.loggedIn);
  return useQuery({
    queryKey: [...teamGapKeys.projects(), limit],
    queryFn: ({ signal }) =>
      apiRequest(`/me/suggested-projects?limit=${limit}`, { schema: 'ZSuggestedProjects', signal }),
    enabled: loggedIn,
  });
}
