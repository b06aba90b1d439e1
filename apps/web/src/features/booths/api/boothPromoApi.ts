import { apiRequest } from '../../../app/api/apiClient';

/** A promotion code as the team writes it (ZBoothPromoInput). */
export type BoothPromoInput = {
  offer: string;
  code: string;
  expiresAt: string | null;
  usageLimit: number | null;
};

/** Promotion codes and bookmarks (server: booths.promo.ts). */
export const boothPromoApi = {
  promoCodes: (id: number, signal?: AbortSignal) =>
    apiRequest(`/booths/${id}/promotion-codes`, { schema: 'ZBoothPromoList', signal }),
  addPromoCode: (id: number, input: BoothPromoInput) =>
    apiRequest(`/booths/${id}/promotion-codes`, { body: input, schema: 'ZBoothPromo' }),
  updatePromoCode: (promoId: number, input: Partial<BoothPromoInput>) =>
    apiRequest(`/booths/promotion-codes/${promoId}`, { method: 'PATCH', body: input, schema: 'ZBoothPromo' }),
  withdrawPromoCode: (promoId: number) =>
    apiRequest(`/booths/promotion-codes/${promoId}`, { method: 'DELETE', schema: 'ZNoContent' }),
  /** 409 once the code has expired or is used up. */
  revealPromoCode: (promoId: number) =>
    apiRequest(`/booths/promotion-codes/${promoId}/reveal`, { method: 'POST', schema: 'ZBoothPromo' }),
  mark: (id: number, on: boolean) =>
    apiRequest(`/booths/${id}/mark`, { method: on ? 'PUT' : 'DELETE', schema: 'ZBoothMarkResult' }),
  marks: (signal?: AbortSignal) => apiRequest('/me/booth-marks', { schema: 'ZBoothMarkPage', signal }),
};
