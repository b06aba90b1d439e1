import { useQuery } from '@tanstack/react-query';
import { supportApi, supportKeys } from '../api/supportApi';

/** The admins' queue of open questions, asked for only once the notices said the viewer is an admin. */
export function useSupportQueue(isAdmin: boolean) {
  return useQuery({
    queryKey: supportKeys.queue(),
    queryFn: ({ signal }) => supportApi.queue(signal),
    enabled: isAdmin,
  });
}
