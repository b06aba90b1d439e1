import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/apiClient';
import { useUserStore } from '../../../app/store/userStore';
import { projectKeys } from '../api/projectKeys';

/** "Recommended for you": only asked for when logged in (the route is for members). */
export function useRecommendedProjects(limit = 6) {
  const loggedIn = useUserStore((state) => state.loggedIn);
  return useQuery({
    queryKey: [...projectKeys.recommended(), limit],
    queryFn: ({ signal }) =>
      apiRequest(`/projects/recommended?limit=${limit}`, { schema: 'ZRecommendedPage', signal }),
    enabled: loggedIn,
  });
}
