import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../app/api/ApiError';
import { apiRequest } from '../../../app/api/apiClient';
import { useViewerNo } from './useViewerNo';

/** Under the person's key, so whatever refreshes a person refreshes their work record too. */
export const resumeWorkKey = (no: number, viewer: number | null) => ['profiles', no, 'work', viewer] as const;

/** What a person did here (F3.2), as the current viewer may see it; 401/403/404 are answers. */
export function useResumeWork(no: number | null) {
  const viewer = useViewerNo();
  return useQuery({
    queryKey: resumeWorkKey(no ?? 0, viewer),
    queryFn: ({ signal }) => apiRequest(`/profiles/${no}/work`, { schema: 'ZResumeWork', signal }),
    enabled: no !== null,
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
  });
}
