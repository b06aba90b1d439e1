import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../../app/api/ApiError';
import { useUserStore } from '../../../../app/store/userStore';
import { boothApi } from '../../api/boothApi';
import { boothKeys } from '../../api/boothKeys';

/**
 * One booth with the viewer's relation to it. The login state is part of the key because the
 * answer differs per viewer (drafts, buttons), and a 404 is not retried: it will not change.
 */
export function boothQueryOptions(id: number | null, viewerNo: number | null) {
  return queryOptions({
    queryKey: [...boothKeys.view(id ?? 0), viewerNo],
    queryFn: ({ signal }) => boothApi.get(id ?? 0, signal),
    enabled: id !== null,
    retry: (count, error) =>
      !(error instanceof ApiError && [401, 403, 404].includes(error.status)) && count < 2,
  });
}

export function useBooth(id: number | null) {
  const viewerNo = useUserStore((state) => state.profile?.no ?? null);
  return useQuery(boothQueryOptions(id, viewerNo));
}
