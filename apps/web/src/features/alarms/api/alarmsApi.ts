import type { TAlarmListQuery, TWatchInput } from '@sidecamp/domain';
import { apiRequest } from '../../../app/api/apiClient';

export const alarmKeys = {
  all: ['alarms'] as const,
  unread: () => ['alarms', 'unread'] as const,
  list: (group: string) => ['alarms', 'list', group] as const,
  watch: (objectType: string, objectId: string) => ['alarms', 'watch', objectType, objectId] as const,
  mutes: () => ['alarms', 'mutes'] as const,
};

export const alarmsApi = {
  page: (query: TAlarmListQuery, signal?: AbortSignal) => {
    const params = new URLSearchParams();
    if (query.group) params.set('group', query.group);
    if (query.before) params.set('before', query.before);
    const search = params.toString();
    return apiRequest(`/alarms${search ? `?${search}` : ''}`, { schema: 'ZAlarmPage', signal });
  },
  unread: (signal?: AbortSignal) => apiRequest('/alarms/unread', { schema: 'ZAlarmUnread', signal }),
  markRead: (id: number) => apiRequest(`/alarms/${id}/read`, { method: 'POST', schema: 'ZAlarmUnread' }),
  markAllRead: () => apiRequest('/alarms/read-all', { method: 'POST', schema: 'ZAlarmUnread' }),
  watch: (objectType: string, objectId: string, signal?: AbortSignal) =>
    apiRequest(
      `/alarms/watch?objectType=${encodeURIComponent(objectType)}&objectId=${encodeURIComponent(objectId)}`,
      { schema: 'ZWatchLevel', signal },
    ),
  resetWatch: (objectType: string, objectId: string) =>
    apiRequest(
      `/alarms/watch?objectType=${encodeURIComponent(objectType)}&objectId=${encodeURIComponent(objectId)}`,
      { method: 'DELETE', schema: 'ZNoContent' },
    ),
  setWatch: (input: TWatchInput) =>
    apiRequest('/alarms/watch', { method: 'PUT', body: input, schema: 'ZWatchLevel' }),
  mutes: (signal?: AbortSignal) => apiRequest('/alarms/mutes', { schema: 'ZMutedPeople', signal }),
  mute: (userNo: number) => apiRequest(`/alarms/mutes/${userNo}`, { method: 'PUT', schema: 'ZNoContent' }),
  unmute: (userNo: number) =>
    apiRequest(`/alarms/mutes/${userNo}`, { method: 'DELETE', schema: 'ZNoContent' }),
};
