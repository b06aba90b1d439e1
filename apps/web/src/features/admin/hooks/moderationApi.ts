import type { ReportTargetType, TBanInput } from '@sidecamp/domain';
import { apiRequest } from '../../../app/api/apiClient';

export type ReportStatus = 'open' | 'closed';
export type ReportAction = 'hide' | 'restore' | 'dismiss';

export const moderationKeys = {
  reports: ['admin', 'reports'] as const,
  reportList: (status: ReportStatus, type: ReportTargetType | undefined) =>
    ['admin', 'reports', status, type ?? 'all'] as const,
  people: ['admin', 'people'] as const,
  search: (q: string) => ['admin', 'people', 'search', q] as const,
  banned: ['admin', 'people', 'banned'] as const,
};

/** The moderation half of the admin console: the report queue and bans (F18). */
export const moderationApi = {
  reports: (
    status: ReportStatus,
    type: ReportTargetType | undefined,
    cursor: number | undefined,
    signal?: AbortSignal,
  ) => {
    const query = new URLSearchParams({ status });
    if (type) query.set('type', type);
    if (cursor !== undefined) query.set('cursor', String(cursor));
    return apiRequest(`/admin/reports?${query}`, { schema: 'ZReportQueuePage', signal });
  },
  act: (action: ReportAction, targetType: ReportTargetType, targetId: number, reason: string) =>
    apiRequest(`/admin/reports/${targetType}/${targetId}/${action}`, {
      method: 'POST',
      body: { reason },
      schema: 'ZModerationOutcome',
    }),
  search: (q: string, signal?: AbortSignal) =>
    apiRequest(`/admin/users?${new URLSearchParams({ q })}`, { schema: 'ZAdminUserList', signal }),
  banned: (signal?: AbortSignal) => apiRequest('/admin/users/banned', { schema: 'ZAdminUserList', signal }),
  ban: (userNo: number, input: TBanInput) =>
    apiRequest(`/admin/users/${userNo}/ban`, { method: 'POST', body: input, schema: 'ZAdminUser' }),
  unban: (userNo: number, reason: string) =>
    apiRequest(`/admin/users/${userNo}/unban`, { method: 'POST', body: { reason }, schema: 'ZAdminUser' }),
};
