import type { TCampaignAudienceInput, TCampaignInput } from '@sidecamp/domain';
import { apiRequest } from '../../../app/api/apiClient';

export type CampaignBox = 'received' | 'sent';

export const campaignKeys = {
  all: ['campaigns'] as const,
  lists: () => ['campaigns', 'list'] as const,
  list: (box: CampaignBox) => ['campaigns', 'list', box] as const,
  detail: (id: number) => ['campaigns', 'detail', id] as const,
  results: (id: number) => ['campaigns', 'detail', id, 'results'] as const,
  quote: (audience: TCampaignAudienceInput) => ['campaigns', 'quote', audience] as const,
  adminQueue: () => ['campaigns', 'admin'] as const,
  booth: (id: number) => ['campaigns', 'booth', id] as const,
};

/** Every campaigns endpoint the web app calls (F15), typed by the domain's response schemas. */
export const campaignsApi = {
  quote: (audience: TCampaignAudienceInput, signal?: AbortSignal) =>
    apiRequest('/campaigns/quote', { method: 'POST', body: audience, schema: 'ZCampaignQuote', signal }),
  /** `idempotencyKey` is made once per confirmed send, so a retried request cannot charge twice. */
  create: (input: TCampaignInput, idempotencyKey: string) =>
    apiRequest('/campaigns', {
      method: 'POST',
      body: input,
      schema: 'ZCampaign',
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
  list: (box: CampaignBox, page: number, signal?: AbortSignal) =>
    apiRequest(`/campaigns?box=${box}&page=${page}`, { schema: 'ZCampaignPage', signal }),
  get: (id: number, signal?: AbortSignal) => apiRequest(`/campaigns/${id}`, { schema: 'ZCampaign', signal }),
  answer: (id: number, answers: Record<string, string | string[]>) =>
    apiRequest(`/campaigns/${id}/answers`, { method: 'POST', body: { answers }, schema: 'ZCampaign' }),
  signUp: (id: number, note: string) =>
    apiRequest(`/campaigns/${id}/signups`, { method: 'POST', body: { note }, schema: 'ZCampaign' }),
  subscribe: (id: number, on: boolean) =>
    apiRequest(`/campaigns/${id}/subscription`, { method: on ? 'PUT' : 'DELETE', schema: 'ZCampaign' }),
  results: (id: number, signal?: AbortSignal) =>
    apiRequest(`/campaigns/${id}/results`, { schema: 'ZCampaignResults', signal }),
  decide: (id: number, userNo: number, status: 'accepted' | 'declined') =>
    apiRequest(`/campaigns/${id}/signups/${userNo}`, {
      method: 'PUT',
      body: { status },
      schema: 'ZCampaignSignup',
    }),
  adminQueue: (page: number, signal?: AbortSignal) =>
    apiRequest(`/admin/campaigns?page=${page}`, { schema: 'ZCampaignPage', signal }),
  approve: (id: number) =>
    apiRequest(`/admin/campaigns/${id}/approve`, { method: 'POST', schema: 'ZCampaign' }),
  reject: (id: number, reason: string) =>
    apiRequest(`/admin/campaigns/${id}/reject`, { method: 'POST', body: { reason }, schema: 'ZCampaign' }),
  /** The booth a tester call goes out for: its name, and whether the viewer is on its team. */
  booth: (id: number, signal?: AbortSignal) => apiRequest(`/booths/${id}`, { schema: 'ZBooth', signal }),
};
