import type { TFeedPage } from '@sidecamp/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { loungeApi } from '../api/loungeApi';
import { loungeKeys } from '../api/loungeKeys';

type Fetcher = (cursor: string | undefined, signal: AbortSignal) => Promise<TFeedPage>;

const timelineOptions = (key: readonly unknown[], fetcher: Fetcher) =>
  infiniteQueryOptions({
    queryKey: key,
    queryFn: ({ pageParam, signal }) => fetcher(pageParam || undefined, signal),
    initialPageParam: '',
    getNextPageParam: (last: TFeedPage) => last.nextCursor ?? undefined,
  });

function useTimeline(key: readonly unknown[], fetcher: Fetcher, enabled = true) {
  return useInfiniteQuery({ ...timelineOptions(key, fetcher), enabled });
}

/** The lounge's timeline, all categories or one. */
export const loungeFeedOptions = (category: string) =>
  timelineOptions(loungeKeys.feed('lounge', category), (cursor, signal) =>
    loungeApi.lounge({ cursor, category: category || undefined }, signal),
  );

export const useLoungeFeed = (category: string) => useInfiniteQuery(loungeFeedOptions(category));

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
