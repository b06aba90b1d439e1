import { ZSocialProvider } from '@sidecamp/domain';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../app/api/apiClient';

const ZProviders = z.array(ZSocialProvider);

/** The social log-in providers this server has configured; none (or an error) hides the buttons. */
export function useSocialProviders() {
  return useQuery({
    queryKey: ['auth', 'social-providers'],
    queryFn: ({ signal }) => apiRequest('/auth/social/providers', { schema: ZProviders, signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });
}
