import type { AdminAction, AdminTargetType } from '@sidecamp/domain';
import { apiRequest } from '../../../app/api/apiClient';

export type AuditFilters = { action?: AdminAction; targetType?: AdminTargetType };

export const adminKeys = {
  all: ['admin'] as const,
  audit: (filters: AuditFilters) => ['admin', 'audit', filters] as const,
};

/** The admin console's own endpoints (F18.4); each area's admin actions live in its own api file. */
export const adminApi = {
  audit: (filters: AuditFilters, before: number | undefined, signal?: AbortSignal) => {
    const query = new URLSearchParams();
    if (filters.action) query.set('action', filters.action);
    if (filters.targetType) query.set('targetType', filters.targetType);
    if (before !== undefined) query.set('before', String(before));
    const search = query.toString();
    return apiRequest(`/admin/audit${search ? `?${search}` : ''}`, { schema: 'ZAuditPage', signal });
  },
};
