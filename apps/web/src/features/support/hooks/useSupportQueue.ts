import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../app/api/ApiError';
import { useUserStore } from '../../../app/store/userStore';
import { supportApi, supportKeys } from '../api/supportApi';

/**
 * The admins' queue of open questions. The client does not know anyone's role, so the answer is
 * also the admin check: a member gets 403 and sees no admin tools.
 */
export function useSupportQueue() {
  const loggedIn = useUserStore((state) => state.loggedIn);
  const queue = useQuery({
    queryKey: supportKeys.queue(),
    queryFn: ({ signal }) => supportApi.queue(signal),
    enabled: loggedIn,
    retry: (count, error) => !(error instanceof ApiError) && count < 2,
  });
  return { queue, isAdmin: loggedIn && queue.isSuccess };
}
