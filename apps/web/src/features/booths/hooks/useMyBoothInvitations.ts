import { useQuery } from '@tanstack/react-query';
import { useUserStore } from '../../../app/store/userStore';
import { boothApi } from '../api/boothApi';
import { boothKeys } from '../api/boothKeys';

/** The booth teams that invited me and wait for my answer; nothing is asked when logged out. */
export function useMyBoothInvitations() {
  const viewerNo = useUserStore((state) => state.profile?.no ?? null);
  return useQuery({
    queryKey: [...boothKeys.invitations(), viewerNo],
    queryFn: ({ signal }) => boothApi.myInvitations(signal),
    enabled: viewerNo !== null,
  });
}
