import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/apiClient';
import { profileKeys } from '../api/profileKeys';
import { useViewerNo } from './useViewerNo';

/** A person's activity counts (F3.5). */
export function useActivity(no: number) {
  const viewer = useViewerNo();
  return useQuery({
    queryKey: profileKeys.activity(no, viewer),
    queryFn: ({ signal }) => apiRequest(`/profiles/${no}/activity`, { schema: 'ZActivityCounts', signal }),
  });
}
