import { useQuery } from '@tanstack/react-query';
import { useUserStore } from '../../../../app/store/userStore';
import { boothKeys } from '../../api/boothKeys';
import { boothPromoApi } from '../../api/boothPromoApi';

/**
 * My bookmarked booths, latest first; nothing is asked when logged out. A booth's own answer does
 * not say whether I marked it, so its bookmark button reads this list too.
 */
export function useBoothMarks() {
  const viewerNo = useUserStore((state) => state.profile?.no ?? null);
  return useQuery({
    queryKey: [...boothKeys.marks(), viewerNo],
    queryFn: ({ signal }) => boothPromoApi.marks(signal),
    enabled: viewerNo !== null,
  });
}
