import type { ProStatus, TFaqInput, TFaqPatch, TNoticeInput, TNoticePatch } from '@sidecamp/domain';
import { apiRequest } from '../../../app/api/apiClient';

export const adminContentKeys = {
  pros: (status: ProStatus) => ['admin', 'pros', status] as const,
  allPros: ['admin', 'pros'] as const,
  faq: ['admin', 'faq'] as const,
  notices: ['admin', 'notices'] as const,
};

/** Pro approvals, the FAQ and notices as the admin console reads and writes them (F18). */
export const adminContentApi = {
  pros: (status: ProStatus, signal?: AbortSignal) =>
    apiRequest(`/admin/pros?status=${status}`, { schema: 'ZAdminProList', signal }),
  approvePro: (userNo: number) =>
    apiRequest(`/admin/pros/${userNo}/approve`, { method: 'POST', schema: 'ZAdminProApplication' }),
  rejectPro: (userNo: number, reason: string) =>
    apiRequest(`/admin/pros/${userNo}/reject`, {
      method: 'POST',
      body: { reason },
      schema: 'ZAdminProApplication',
    }),
  faq: (signal?: AbortSignal) => apiRequest('/admin/faq', { schema: 'ZFaqList', signal }),
  addFaq: (input: TFaqInput) =>
    apiRequest('/admin/faq', { method: 'POST', body: input, schema: 'ZFaqEntry' }),
  changeFaq: (id: number, patch: TFaqPatch) =>
    apiRequest(`/admin/faq/${id}`, { method: 'PATCH', body: patch, schema: 'ZFaqEntry' }),
  moveFaq: (id: number, direction: 'up' | 'down') =>
    apiRequest(`/admin/faq/${id}/move`, { method: 'POST', body: { direction }, schema: 'ZFaqList' }),
  removeFaq: (id: number) => apiRequest(`/admin/faq/${id}`, { method: 'DELETE', schema: 'ZNoContent' }),
  notices: (page: number, signal?: AbortSignal) =>
    apiRequest(`/support/notices?page=${page}&size=20`, { schema: 'ZNoticePage', signal }),
  publishNotice: (input: TNoticeInput) =>
    apiRequest('/support/notices', { method: 'POST', body: input, schema: 'ZNotice' }),
  changeNotice: (id: number, patch: TNoticePatch) =>
    apiRequest(`/support/notices/${id}`, { method: 'PATCH', body: patch, schema: 'ZNotice' }),
  removeNotice: (id: number) =>
    apiRequest(`/support/notices/${id}`, { method: 'DELETE', schema: 'ZNoContent' }),
};
