import { useQuery } from '@tanstack/react-query';
import { useUserStore } from '../../../../app/store/userStore';
import { boothKeys } from '../../api/boothKeys';
import { boothPromoApi } from '../../api/boothPromoApi';

/** A booth's promotion codes; the answer differs per viewer (the team and revealers see codes). */
export function usePromoCodes(boothId: number) {
  const viewerNo = useUserStore((state) => state.profile?.no ?? null);
  return useQuery({
    queryKey: [...boothKeys.promoCodes(boothId), viewerNo],
    queryFn: ({ signal }) => boothPromoApi.promoCodes(boothId, signal),
  });
}
