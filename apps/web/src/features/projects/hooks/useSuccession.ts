import { useQuery } from '@tanstack/react-query';
import { projectKeys } from '../api/projectKeys';
import { successionApi } from '../api/successionApi';

/** The project's succession as the viewer may see it; only asked for by members and followers. */
export function useSuccession(no: number, enabled: boolean) {
  return useQuery({
    queryKey: [...projectKeys.detail(no), 'succession'],
    queryFn: ({ signal }) => successionApi.state(no, signal),
    enabled,
  });
}
