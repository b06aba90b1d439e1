import type { TProfile } from '@sidecamp/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUpload, type UploadOptions } from '../../../app/api/apiClient';
import { useUpload } from '../../../app/api/useUpload';
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
  const transfer = useUpload();
  const mutation = useMutation({
    // Null when the person cancelled: nothing was stored, and nothing changes here.
    mutationFn: (file: File) =>
      transfer.run(file, (picked, options: UploadOptions) =>
        apiUpload(`/upload/${target}`, picked, { schema: 'ZUploadDto', ...options }),
      ),
    onSuccess: (upload) => {
      if (viewer === null || upload === null) return;
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
  return { ...mutation, inFlight: transfer.inFlight, cancel: transfer.cancel };
}
