import type { TBoothSupportInput } from '@sidecamp/domain';
import { apiRequest } from '../../../app/api/apiClient';
import { pageQuery } from './pageQuery';

/** Likes, follows and point support with its supporter lists (server: booths.support.ts). */
export const boothSupportApi = {
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
    apiRequest(`/booths/${id}/supporters?${pageQuery(cursor, {}, 10)}`, {
      schema: 'ZBoothSupporterPage',
      signal,
    }),
  supports: (id: number, cursor: string | undefined, signal?: AbortSignal) =>
    apiRequest(`/booths/${id}/supports?${pageQuery(cursor, {}, 10)}`, {
      schema: 'ZBoothSupportHistory',
      signal,
    }),
};
