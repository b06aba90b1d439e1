import type { TFeedPage } from '@sidecamp/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { loungeApi } from '../api/loungeApi';
import { loungeKeys } from '../api/loungeKeys';

type Fetcher = (cursor: string | undefined, signal: AbortSignal) => Promise<TFeedPage>;

function useTimeline(key: readonly unknown[], fetcher: Fetcher, enabled = true) {
  return useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam, signal }) => fetcher(pageParam || undefined, signal),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
  });
}

export const useLoungeFeed = (category: string) =>
  useTimeline(loungeKeys.feed('lounge', category), (cursor, signal) =>
    loungeApi.lounge({ cursor, category: category || undefined }, signal),
  );

export const useFollowingFeed = (enabled: boolean) =>
  useTimeline(
    loungeKeys.feed('following'),
    (cursor, signal) => loungeApi.following({ cursor }, signal),
    enabled,
  );

export const useGroupFeed = (groupId: number, enabled: boolean) =>
  useTimeline(
    loungeKeys.feed('group', groupId),
    (cursor, signal) => loungeApi.groupFeed(groupId, { cursor }, signal),
    enabled,
  );

export const usePersonFeed = (userNo: number, enabled: boolean) =>
  useTimeline(
    loungeKeys.feed('person', userNo),
    (cursor, signal) => loungeApi.personFeed(userNo, { cursor }, signal),
    enabled,
  );

export const useProjectFeed = (projectNo: number, enabled: boolean) =>
  useTimeline(
    loungeKeys.feed('project', projectNo),
    (cursor, signal) => loungeApi.projectFeed(projectNo, { cursor }, signal),
    enabled,
  );
