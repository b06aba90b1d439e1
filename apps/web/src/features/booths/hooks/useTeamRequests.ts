import { useQuery } from '@tanstack/react-query';
import { boothApi } from '../api/boothApi';
import { boothKeys } from '../api/boothKeys';

/** The team's open invitations and candidates; asked only by the team (`enabled`). */
export function useTeamRequests(boothId: number, enabled: boolean) {
  return useQuery({
    queryKey: boothKeys.teamRequests(boothId),
    queryFn: ({ signal }) => boothApi.teamRequests(boothId, signal),
    enabled,
  });
}
