import { useQuery } from '@tanstack/react-query';
import { boothKeys } from '../../api/boothKeys';
import { boothTeamApi } from '../../api/boothTeamApi';

/** The team's open invitations and candidates; asked only by the team (`enabled`). */
export function useTeamRequests(boothId: number, enabled: boolean) {
  return useQuery({
    queryKey: boothKeys.teamRequests(boothId),
    queryFn: ({ signal }) => boothTeamApi.teamRequests(boothId, signal),
    enabled,
  });
}
