import type { TCheckoutInput, TLedgerQuery } from '@sidecamp/domain';
import { apiRequest } from '../../../app/api/apiClient';

/** Every points, quests and payments endpoint the web app calls. */
export const paymentsApi = {
  summary: (signal?: AbortSignal) => apiRequest('/points/summary', { schema: 'ZPointsSummary', signal }),
  history: (query: Partial<TLedgerQuery>, signal?: AbortSignal) => {
    const params = new URLSearchParams({ limit: String(query.limit ?? 20) });
    if (query.cursor) params.set('cursor', query.cursor);
    if (query.direction && query.direction !== 'all') params.set('direction', query.direction);
    if (query.code) params.set('code', query.code);
    return apiRequest(`/points/history?${params}`, { schema: 'ZLedgerPage', signal });
  },
  plan: (signal?: AbortSignal) => apiRequest('/plans/me', { schema: 'ZPlanStatus', signal }),
  checkout: (input: TCheckoutInput) =>
    apiRequest('/payments/checkout', { method: 'POST', body: input, schema: 'ZCheckoutSession' }),
  payments: (signal?: AbortSignal) => apiRequest('/payments', { schema: 'ZPaymentList', signal }),
  sandboxSession: (sessionId: string, signal?: AbortSignal) =>
    apiRequest(`/payments/sandbox/${sessionId}`, { schema: 'ZPayment', signal }),
  completeSandbox: (sessionId: string, outcome: 'pay' | 'fail') =>
    apiRequest(`/payments/sandbox/${sessionId}/complete`, {
      method: 'POST',
      body: { outcome },
      schema: 'ZSandboxResult',
    }),
  questWeek: (signal?: AbortSignal) => apiRequest('/quests/week', { schema: 'ZQuestWeek', signal }),
  trust: (signal?: AbortSignal) => apiRequest('/trust/me', { schema: 'ZTrustStanding', signal }),
  claimQuest: (questCode: string) =>
    apiRequest(`/quests/${questCode}/claim`, { method: 'POST', schema: 'ZQuestClaimResult' }),
  /** `idempotencyKey` is made once per confirmation, so a retried request cannot buy a second card. */
  buyGiftCard: (points: number, idempotencyKey: string) =>
    apiRequest('/gift-cards', {
      method: 'POST',
      body: { points },
      schema: 'ZGiftCard',
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
  myGiftCards: (signal?: AbortSignal) => apiRequest('/gift-cards/mine', { schema: 'ZGiftCardList', signal }),
  /** The code as typed: the server upper-cases it and tidies spaces and dashes. */
  redeemGiftCard: (code: string) =>
    apiRequest('/gift-cards/redeem', { method: 'POST', body: { code }, schema: 'ZGiftCardRedeemed' }),
};
