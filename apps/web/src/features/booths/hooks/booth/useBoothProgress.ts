import { useQuery } from '@tanstack/react-query';
import { useUserStore } from '../../../../app/store/userStore';
import { boothApi } from '../../api/boothApi';
import { boothKeys } from '../../api/boothKeys';

/** The live build progress of a booth's project (refreshed by useBoothRoom's boothProgress events). */
export function useBoothProgress(boothId: number, enabled: boolean) {
  const viewerNo = useUserStore((state) => state.profile?.no ?? null);
  return useQuery({
    queryKey: [...boothKeys.progress(boothId), viewerNo],
    queryFn: ({ signal }) => boothApi.progress(boothId, signal),
    enabled,
  });
}
