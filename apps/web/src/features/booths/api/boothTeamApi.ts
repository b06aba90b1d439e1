import { apiRequest } from '../../../app/api/apiClient';

/** Invitations, requests to join, hand-over and leaving (server: booths.team.ts). */
export const boothTeamApi = {
  /** People by nickname, through the member finder's search (to invite them). */
  searchPeople: (q: string, signal?: AbortSignal) =>
    apiRequest(`/people?${new URLSearchParams({ q, limit: '8' }).toString()}`, {
      schema: 'ZPeoplePage',
      signal,
    }),
  invite: (id: number, input: { userNo: number; message: string }) =>
    apiRequest(`/booths/${id}/invitations`, { body: input, schema: 'ZBoothTeamRequest' }),
  askToJoin: (id: number, message: string) =>
    apiRequest(`/booths/${id}/join-requests`, { body: { message }, schema: 'ZBoothTeamRequest' }),
  teamRequests: (id: number, signal?: AbortSignal) =>
    apiRequest(`/booths/${id}/team-requests`, { schema: 'ZBoothTeamRequestList', signal }),
  myInvitations: (signal?: AbortSignal) =>
    apiRequest('/me/booth-invitations', { schema: 'ZBoothTeamRequestList', signal }),
  answerTeamRequest: (requestId: number, accept: boolean) =>
    apiRequest(`/booths/team-requests/${requestId}/${accept ? 'accept' : 'decline'}`, {
      method: 'POST',
      schema: 'ZBoothTeamRequest',
    }),
  /** The owner takes back an invitation; a person takes back their own request to join. */
  withdrawTeamRequest: (requestId: number) =>
    apiRequest(`/booths/team-requests/${requestId}`, { method: 'DELETE', schema: 'ZNoContent' }),
  handOver: (id: number, userNo: number) =>
    apiRequest(`/booths/${id}/owner`, { method: 'PUT', body: { userNo }, schema: 'ZBooth' }),
  /** The owner removes someone; a member removes themselves (leaves). */
  removeMember: (id: number, userNo: number) =>
    apiRequest(`/booths/${id}/members/${userNo}`, { method: 'DELETE', schema: 'ZNoContent' }),
};
