import type { TBoothCreateInput, TBoothSupportInput, TBoothUpdateInput } from '@sidecamp/domain';
import { apiRequest } from '../../../app/api/apiClient';

export type BoothSort = 'new' | 'best';

const page = (cursor: string | undefined, extra: Record<string, string | undefined> = {}, limit = 20) => {
  const params = new URLSearchParams({ limit: String(limit) });
  if (cursor) params.set('cursor', cursor);
  for (const [key, value] of Object.entries(extra)) if (value) params.set(key, value);
  return params.toString();
};

/** Every booths endpoint the web app calls, typed by the domain's response schemas. */
export const boothApi = {
  list: (
    sort: BoothSort,
    category: string | undefined,
    cursor: string | undefined,
    limit: number,
    signal?: AbortSignal,
  ) => apiRequest(`/booths?${page(cursor, { sort, category }, limit)}`, { schema: 'ZBoothPage', signal }),
  mine: (signal?: AbortSignal) => apiRequest('/me/booths', { schema: 'ZBoothPage', signal }),
  get: (id: number, signal?: AbortSignal) => apiRequest(`/booths/${id}`, { schema: 'ZBooth', signal }),
  create: (input: TBoothCreateInput) =>
    apiRequest('/booths', { method: 'POST', body: input, schema: 'ZBooth' }),
  update: (id: number, input: TBoothUpdateInput) =>
    apiRequest(`/booths/${id}`, { method: 'PATCH', body: input, schema: 'ZBooth' }),
  publish: (id: number) => apiRequest(`/booths/${id}/publish`, { method: 'POST', schema: 'ZBooth' }),

  like: (id: number, on: boolean) =>
    apiRequest(`/booths/${id}/like`, { method: on ? 'PUT' : 'DELETE', schema: 'ZBoothLikeResult' }),
  follow: (id: number, on: boolean) =>
    apiRequest(`/booths/${id}/follow`, { method: on ? 'PUT' : 'DELETE', schema: 'ZBoothFollowResult' }),
  /** `idempotencyKey` is made once per attempt, so a retried request cannot spend twice. */
  support: (id: number, input: TBoothSupportInput, idempotencyKey: string) =>
    apiRequest(`/booths/${id}/supports`, {
      method: 'POST',
      body: input,
      schema: 'ZBoothSupportResult',
      headers: { 'Idempotency-Key': idempotencyKey },
    }),

  supporters: (id: number, cursor: string | undefined, signal?: AbortSignal) =>
    apiRequest(`/booths/${id}/supporters?${page(cursor, {}, 10)}`, { schema: 'ZBoothSupporterPage', signal }),
  supports: (id: number, cursor: string | undefined, signal?: AbortSignal) =>
    apiRequest(`/booths/${id}/supports?${page(cursor, {}, 10)}`, { schema: 'ZBoothSupportHistory', signal }),
};
