import { useQuery } from '@tanstack/react-query';
import { useUserStore } from '../../../../app/store/userStore';
import { boothApi } from '../../api/boothApi';
import { boothKeys } from '../../api/boothKeys';

/** The booths of the teams I am on, drafts included; nothing is asked when logged out. */
export function useMyBooths() {
  const viewerNo = useUserStore((state) => state.profile?.no ?? null);
  return useQuery({
    queryKey: [...boothKeys.mine(), viewerNo],
    queryFn: ({ signal }) => boothApi.mine(signal),
    enabled: viewerNo !== null,
  });
}
