import { useInfiniteQuery } from '@tanstack/react-query';
import { useUserStore } from '../../../app/store/userStore';
import { supportApi, supportKeys } from '../api/supportApi';

/**
 * The published notices, page by page. The answer also says whether the viewer is an admin (the
 * client does not know anyone's role), so it is asked again when the person logs in or out.
 */
export function useNotices() {
  const loggedIn = useUserStore((state) => state.loggedIn);
  const notices = useInfiniteQuery({
    queryKey: [...supportKeys.notices(), loggedIn],
    queryFn: ({ pageParam, signal }) => supportApi.notices(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });
  return { notices, isAdmin: loggedIn && notices.data?.pages[0]?.canPublish === true };
}

export type NoticesQuery = ReturnType<typeof useNotices>['notices'];
