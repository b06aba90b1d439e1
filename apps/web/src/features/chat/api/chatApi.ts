import type { TSendMessageInput } from '@sidecamp/domain';
import { apiRequest, apiUpload, type UploadOptions } from '../../../app/api/apiClient';

/** Every chat endpoint the web app calls, typed by the domain's response schemas. */
export const chatApi = {
  /** A team chat's project with its members, whom the host can bring (back) into the chat. */
  teamProject: (projectNo: number, signal?: AbortSignal) =>
    apiRequest(`/projects/${projectNo}`, { schema: 'ZProjectDetail', signal }),
  rooms: () => apiRequest('/chat/rooms', { schema: 'ZChatRoomList' }),
  room: (roomId: string) => apiRequest(`/chat/rooms/${roomId}`, { schema: 'ZChatRoom' }),
  messages: (roomId: string, params: { before?: string; after?: string; q?: string; limit?: number }) => {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) if (value !== undefined) query.set(key, String(value));
    return apiRequest(`/chat/rooms/${roomId}/messages?${query}`, { schema: 'ZMessagePage' });
  },
  send: (roomId: string, input: TSendMessageInput) =>
    apiRequest(`/chat/rooms/${roomId}/messages`, { method: 'POST', body: input, schema: 'ZChatMessage' }),
  read: (roomId: string, messageId: string) =>
    apiRequest(`/chat/rooms/${roomId}/read`, {
      method: 'POST',
      body: { messageId },
      schema: 'ZChatReadCount',
    }),
  leave: (roomId: string) =>
    apiRequest(`/chat/rooms/${roomId}/leave`, {
      method: 'POST',
      body: {},
      schema: 'ZLeftRoom',
    }),
  direct: (opponentNo: number) =>
    apiRequest('/chat/direct', { method: 'POST', body: { opponentNo }, schema: 'ZChatRoom' }),
  team: (projectNo: number) => apiRequest(`/chat/team/${projectNo}`, { schema: 'ZChatRoom' }),
  /** A group's chat: an active member opens it and is in it. */
  group: (groupId: number) =>
    apiRequest(`/chat/group/${groupId}`, { method: 'POST', body: {}, schema: 'ZChatRoom' }),
  /** invite_team_chat: bring a project member who left the team chat back in. */
  inviteToTeam: (projectNo: number, opponentNo: number) =>
    apiRequest('/chat/invite_team_chat', {
      method: 'POST',
      body: { projectNo, opponentNo },
      schema: 'ZChatRoom',
    }),
  openList: (q: string, cursor?: string) => {
    const query = new URLSearchParams({ limit: '20' });
    if (q) query.set('q', q);
    if (cursor) query.set('cursor', cursor);
    return apiRequest(`/chat/open?${query}`, { schema: 'ZOpenChatPage' });
  },
  openCard: (roomId: string) => apiRequest(`/chat/open/${roomId}`, { schema: 'ZOpenChatCard' }),
  createOpen: (input: { name: string; description: string }) =>
    apiRequest('/chat/open', { method: 'POST', body: input, schema: 'ZChatRoom' }),
  /** The host's top ad: pinned first in the directory for a week, paid in points (one key per press). */
  pinOpen: (roomId: string, idempotencyKey: string) =>
    apiRequest(`/chat/open/${roomId}/pin`, {
      method: 'POST',
      schema: 'ZOpenChatPinResult',
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
  join: (chatId: string, nickname: string) =>
    apiRequest('/chat/join', { method: 'POST', body: { chatId, nickname }, schema: 'ZChatRoom' }),
  profiles: (chatId: string) =>
    apiRequest('/chat/chat_profiles', { method: 'POST', body: { chatId }, schema: 'ZChatProfiles' }),
  alarm: (chatId: string, blocked: boolean) =>
    apiRequest('/chat/alarm_change', {
      method: 'POST',
      body: { chatId, is_alarm_blocked: blocked },
      schema: 'ZAlarmState',
    }),
  bot: (chatId: string, botEnabled: boolean) =>
    apiRequest('/chat/bot_change', { method: 'POST', body: { chatId, botEnabled }, schema: 'ZBotState' }),
  ban: (chatId: string, opponentNo: number) =>
    apiRequest('/chat/user_banned', {
      method: 'POST',
      body: { chatId, opponentNo },
      schema: 'ZChatBanState',
    }),
  counts: () => apiRequest('/chat/message_count', { method: 'POST', body: {}, schema: 'ZMessageCount' }),
  voiceConfig: () =>
    apiRequest('/chat/voice/config', {
      schema: 'ZVoiceConfig',
    }),
  pros: () => apiRequest('/chat/pros', { schema: 'ZProList' }),
  slots: (proNo: number) => apiRequest(`/chat/pros/${proNo}/slots`, { schema: 'ZOpenSlotList' }),
  /** My own offer with its approval state (null before I offer one). */
  myPro: () => apiRequest('/chat/pro/me', { schema: 'ZMyProProfile' }),
  setPro: (input: { headline: string; pricePoints: number; active: boolean }) =>
    apiRequest('/chat/pro/me', { method: 'PUT', body: input, schema: 'ZProProfile' }),
  publishSlots: (slots: Array<{ startsAt: string; minutes: 30 | 60 }>) =>
    apiRequest('/chat/pro/slots', { method: 'POST', body: { slots }, schema: 'ZOpenSlotList' }),
  reserve: (slotId: number) =>
    apiRequest('/chat/pro/reserve', { method: 'POST', body: { slotId }, schema: 'ZReservation' }),
  reservations: () => apiRequest('/chat/pro/reservations', { schema: 'ZReservationList' }),
  startCheck: (id: number) =>
    apiRequest(`/chat/pro/reservations/${id}/start`, { method: 'POST', body: {}, schema: 'ZReservation' }),
  cancelReservation: (id: number) =>
    apiRequest(`/chat/pro/reservations/${id}/cancel`, { method: 'POST', body: {}, schema: 'ZReservation' }),
  reviewReservation: (id: number, input: { rating: number; body: string }) =>
    apiRequest(`/chat/pro/reservations/${id}/review`, {
      method: 'POST',
      body: input,
      schema: 'ZReservation',
    }),
  uploadImage: (file: File, options: UploadOptions = {}) =>
    apiUpload('/uploads?purpose=chat_images', file, { schema: 'ZUploadDto', ...options }),
};
