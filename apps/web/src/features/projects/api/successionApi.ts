import { apiRequest } from '../../../app/api/apiClient';

/** Leader succession and adoption (F4.4): where it stands, taking the lead, adopting. */
export const successionApi = {
  state: (no: number, signal?: AbortSignal) =>
    apiRequest(`/projects/${no}/succession`, { schema: 'ZSuccession', signal }),
  claim: (no: number) =>
    apiRequest(`/projects/${no}/succession/claim`, { method: 'POST', schema: 'ZProjectDetail' }),
  adopt: (no: number, message: string) =>
    apiRequest(`/projects/${no}/adoption`, { method: 'POST', body: { message }, schema: 'ZProjectDetail' }),
};
