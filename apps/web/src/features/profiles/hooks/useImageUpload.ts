import type { TProfile } from '@sidecamp/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUpload } from '../../../app/api/apiClient';
import { useUserStore } from '../../../app/store/userStore';
import { profileKeys } from '../api/profileKeys';
import { useViewerNo } from './useViewerNo';

export type ImageTarget = 'user_image' | 'user_background';

/**
 * Uploads my profile picture or background (POST /upload/user_image | user_background). The
 * server attaches it to the account, so the profile and the header picture update from the answer.
 */
export function useImageUpload(target: ImageTarget) {
  const queryClient = useQueryClient();
  const viewer = useViewerNo();
  return useMutation({
    mutationFn: (file: File) => apiUpload(`/upload/${target}`, file, { schema: 'ZUploadDto' }),
    onSuccess: (upload) => {
      if (viewer === null) return;
      queryClient.setQueryData<TProfile>(profileKeys.profile(viewer, viewer), (current) =>
        current
          ? { ...current, ...(target === 'user_image' ? { img: upload.url } : { backgroundImg: upload.url }) }
          : current,
      );
      if (target === 'user_image') {
        const { profile, setProfile } = useUserStore.getState();
        if (profile) setProfile({ ...profile, img: upload.url });
      }
    },
  });
}
