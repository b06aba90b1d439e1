import type { TAnswerInput, TAskInput, TNoticeInput, TNoticePatch } from '@sidecamp/domain';
import { apiRequest } from '../../../app/api/apiClient';

export const supportKeys = {
  all: ['support'] as const,
  notices: () => [...supportKeys.all, 'notices'] as const,
  faq: () => [...supportKeys.all, 'faq'] as const,
  banner: () => [...supportKeys.all, 'notices', 'banner'] as const,
  myAsks: () => [...supportKeys.all, 'asks', 'mine'] as const,
  queue: () => [...supportKeys.all, 'asks', 'queue'] as const,
};

/** The FAQ, notices and the ask inbox (GET/POST /api/support/...). */
export const supportApi = {
  /** The published FAQ in the admins' order. */
  faq: (signal?: AbortSignal) => apiRequest('/support/faq', { schema: 'ZFaqList', signal }),
  notices: (page: number, signal?: AbortSignal) =>
    apiRequest(`/support/notices?page=${page}&size=10`, { schema: 'ZNoticePage', signal }),
  /** The banner's small query: the few newest important notices. */
  importantNotices: (signal?: AbortSignal) =>
    apiRequest('/support/notices?important=true&size=3', { schema: 'ZNoticePage', signal }),
  publish: (input: TNoticeInput) =>
    apiRequest('/support/notices', { method: 'POST', body: input, schema: 'ZNotice' }),
  change: (id: number, patch: TNoticePatch) =>
    apiRequest(`/support/notices/${id}`, { method: 'PATCH', body: patch, schema: 'ZNotice' }),
  remove: (id: number) => apiRequest(`/support/notices/${id}`, { method: 'DELETE', schema: 'ZNoContent' }),
  ask: (input: TAskInput) => apiRequest('/support/asks', { method: 'POST', body: input, schema: 'ZAsk' }),
  myAsks: (signal?: AbortSignal) => apiRequest('/support/asks/mine', { schema: 'ZAskList', signal }),
  queue: (signal?: AbortSignal) => apiRequest('/support/asks?state=open', { schema: 'ZAskList', signal }),
  answer: (id: number, input: TAnswerInput) =>
    apiRequest(`/support/asks/${id}/answer`, { method: 'POST', body: input, schema: 'ZAsk' }),
};
