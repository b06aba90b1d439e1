import { useQuery } from '@tanstack/react-query';
import { useUserStore } from '../../../../app/store/userStore';
import { boothKeys } from '../../api/boothKeys';
import { boothTeamApi } from '../../api/boothTeamApi';

/** The booth teams that invited me and wait for my answer; nothing is asked when logged out. */
export function useMyBoothInvitations() {
  const viewerNo = useUserStore((state) => state.profile?.no ?? null);
  return useQuery({
    queryKey: [...boothKeys.invitations(), viewerNo],
    queryFn: ({ signal }) => boothTeamApi.myInvitations(signal),
    enabled: viewerNo !== null,
  });
}
