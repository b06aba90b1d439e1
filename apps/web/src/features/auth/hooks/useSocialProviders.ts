import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/apiClient';

/** The social log-in providers this server has configured; none (or an error) hides the buttons. */
export function useSocialProviders() {
  return useQuery({
    queryKey: ['auth', 'social-providers'],
    queryFn: ({ signal }) => apiRequest('/auth/social/providers', { schema: 'ZSocialProviderList', signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });
}
