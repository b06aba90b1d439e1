import type { TIdeaAnalysisInput } from '@sidecamp/domain';
import { apiRequest } from '../../../app/api/apiClient';

export const blueprintKeys = {
  all: ['blueprint'] as const,
  list: () => ['blueprint', 'list'] as const,
  analysis: (id: number) => ['blueprint', 'analysis', id] as const,
  cases: () => ['blueprint', 'cases'] as const,
  case: (id: number) => ['blueprint', 'case', id] as const,
  mails: (id: number) => ['blueprint', 'mails', id] as const,
};

export const blueprintApi = {
  /** One analysis; the key makes a retried click replay the first answer instead of spending again. */
  analyse: (input: TIdeaAnalysisInput, idempotencyKey: string) =>
    apiRequest('/blueprint/analyses', {
      method: 'POST',
      body: input,
      schema: 'ZIdeaAnalysis',
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
  list: (signal?: AbortSignal) => apiRequest('/blueprint/analyses', { schema: 'ZIdeaAnalysisList', signal }),
  get: (id: number, signal?: AbortSignal) =>
    apiRequest(`/blueprint/analyses/${id}`, { schema: 'ZIdeaAnalysis', signal }),
  cases: (signal?: AbortSignal) => apiRequest('/blueprint/cases', { schema: 'ZIdeaCaseList', signal }),
  getCase: (id: number, signal?: AbortSignal) =>
    apiRequest(`/blueprint/cases/${id}`, { schema: 'ZIdeaAnalysis', signal }),
  /** Unlocks the premium sections with points, once; the key makes a retried click free. */
  unlockPremium: (id: number, idempotencyKey: string) =>
    apiRequest(`/blueprint/analyses/${id}/premium`, {
      method: 'POST',
      schema: 'ZIdeaPremium',
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
  mails: (id: number, signal?: AbortSignal) =>
    apiRequest(`/blueprint/analyses/${id}/mails`, { schema: 'ZIdeaReportMailList', signal }),
  scheduleMail: (id: number, sendAt: string) =>
    apiRequest(`/blueprint/analyses/${id}/mails`, {
      method: 'POST',
      body: { sendAt },
      schema: 'ZIdeaReportMail',
    }),
  cancelMail: (id: number, mailId: number) =>
    apiRequest(`/blueprint/analyses/${id}/mails/${mailId}`, { method: 'DELETE', schema: 'ZNoContent' }),
};
