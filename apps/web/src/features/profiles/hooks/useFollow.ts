import type { TProfile } from '@sidecamp/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../app/api/ApiError';
import { apiRequest } from '../../../app/api/apiClient';
import { errorMessage } from '../../../app/api/errorMessage';
import { toast } from '../../../ui/toast';
import { profileKeys } from '../api/profileKeys';
import { useViewerNo } from './useViewerNo';

/**
 * Follow or unfollow, shown at once (optimistic) and put back if the server says no. The server's
 * answer then sets the true follower count.
 */
export function useFollow(no: number) {
  const { t } = useTranslation('profiles');
  const { t: tCommon } = useTranslation('common');
  const queryClient = useQueryClient();
  const viewer = useViewerNo();
  const key = profileKeys.profile(no, viewer);

  const patch = (following: boolean, followers?: number) =>
    queryClient.setQueryData<TProfile>(key, (current) =>
      current
        ? {
            ...current,
            viewer: { ...current.viewer, isFollowing: following },
            counts: {
              ...current.counts,
              followers:
                followers ??
                Math.max(
                  0,
                  current.counts.followers +
                    (following === current.viewer.isFollowing ? 0 : following ? 1 : -1),
                ),
            },
          }
        : current,
    );

  return useMutation({
    mutationFn: (follow: boolean) =>
      apiRequest(`/profiles/${no}/follow`, {
        method: follow ? 'POST' : 'DELETE',
        schema: 'ZPersonFollowState',
      }),
    onMutate: async (follow) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<TProfile>(key);
      patch(follow);
      return { previous };
    },
    onError: (error, _follow, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      toast.error(
        t('follow.failed'),
        error instanceof ApiError ? errorMessage(error, tCommon) : tCommon('errors.INTERNAL'),
      );
    },
    onSuccess: (state) => {
      patch(state.following, state.followers);
      // Lists and the viewer's own following count are now out of date.
      void queryClient.invalidateQueries({ queryKey: [...profileKeys.person(no), 'followers'] });
      if (viewer !== null) void queryClient.invalidateQueries({ queryKey: profileKeys.person(viewer) });
    },
  });
}
