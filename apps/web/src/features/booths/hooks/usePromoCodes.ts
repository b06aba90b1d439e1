import { useQuery } from '@tanstack/react-query';
import { useUserStore } from '../../../app/store/userStore';
import { boothApi } from '../api/boothApi';
import { boothKeys } from '../api/boothKeys';

/** A booth's promotion codes; the answer differs per viewer (the team and revealers see codes). */
export function usePromoCodes(boothId: number) {
  const viewerNo = useUserStore((state) => state.profile?.no ?? null);
  return useQuery({
    queryKey: [...boothKeys.promoCodes(boothId), viewerNo],
    queryFn: ({ signal }) => boothApi.promoCodes(boothId, signal),
  });
}
