import type {
  TInvitationCreate,
  TPositionInput,
  TPositionUpdate,
  TProjectCreate,
  TProjectUpdate,
} from '@sidecamp/domain';
import { apiRequest, apiUpload, type UploadOptions } from '../../../app/api/apiClient';

const page = (cursor: string | undefined, extra: Record<string, string | undefined> = {}, limit = 20) => {
  const params = new URLSearchParams({ limit: String(limit) });
  if (cursor) params.set('cursor', cursor);
  for (const [key, value] of Object.entries(extra)) if (value) params.set(key, value);
  return params.toString();
};

/** Every projects endpoint the web app calls, typed by the domain's response schemas. */
export const projectApi = {
  create: (input: TProjectCreate) =>
    apiRequest('/projects', { method: 'POST', body: input, schema: 'ZProjectDetail' }),
  update: (no: number, input: TProjectUpdate) =>
    apiRequest(`/projects/${no}`, { method: 'PATCH', body: input, schema: 'ZProjectDetail' }),
  publish: (no: number) =>
    apiRequest(`/projects/${no}/publish`, { method: 'POST', schema: 'ZProjectDetail' }),
  changeStage: (no: number, stage: string) =>
    apiRequest(`/projects/${no}/stage`, { method: 'POST', body: { stage }, schema: 'ZProjectDetail' }),
  remove: (no: number) => apiRequest(`/projects/${no}`, { method: 'DELETE', schema: 'ZNoContent' }),
  discardDraft: (no: number) =>
    apiRequest(`/projects/drafts/${no}`, { method: 'DELETE', schema: 'ZNoContent' }),
  /** `idempotencyKey` is made once per click, so a retried request cannot charge twice. */
  boost: (no: number, idempotencyKey: string) =>
    apiRequest(`/projects/${no}/boost`, {
      method: 'POST',
      schema: 'ZBoostResult',
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
  uploadLogo: (file: File, options: UploadOptions = {}) =>
    apiUpload('/uploads?purpose=project_logo', file, { schema: 'ZUploadDto', ...options }),

  follow: (no: number, on: boolean) =>
    apiRequest(`/projects/${no}/follow`, { method: on ? 'POST' : 'DELETE', schema: 'ZFollowProjectState' }),
  bookmark: (no: number, on: boolean) =>
    apiRequest(`/projects/${no}/bookmark`, { method: on ? 'POST' : 'DELETE', schema: 'ZBookmarkState' }),

  addPosition: (no: number, input: TPositionInput) =>
    apiRequest(`/projects/${no}/positions`, { method: 'POST', body: input, schema: 'ZPosition' }),
  updatePosition: (no: number, positionId: number, input: TPositionUpdate) =>
    apiRequest(`/projects/${no}/positions/${positionId}`, {
      method: 'PATCH',
      body: input,
      schema: 'ZPosition',
    }),
  closePosition: (no: number, positionId: number) =>
    apiRequest(`/projects/${no}/positions/${positionId}/close`, { method: 'POST', schema: 'ZPosition' }),

  apply: (no: number, positionId: number, answers: string[], submit: boolean) =>
    apiRequest(`/projects/${no}/positions/${positionId}/applications`, {
      method: 'POST',
      body: { answers, submit },
      schema: 'ZApplication',
    }),
  application: (id: number, signal?: AbortSignal) =>
    apiRequest(`/applications/${id}`, { schema: 'ZApplication', signal }),
  saveDraft: (id: number, answers: string[]) =>
    apiRequest(`/applications/${id}`, { method: 'PUT', body: { answers }, schema: 'ZApplication' }),
  deleteDraft: (id: number) => apiRequest(`/applications/${id}`, { method: 'DELETE', schema: 'ZNoContent' }),
  applicationAction: (id: number, action: 'submit' | 'cancel' | 'approve' | 'reject') =>
    apiRequest(`/applications/${id}/${action}`, { method: 'POST', schema: 'ZApplication' }),
  inbox: (no: number, state: string | undefined, cursor: string | undefined, signal?: AbortSignal) =>
    apiRequest(`/projects/${no}/applications?${page(cursor, { state })}`, {
      schema: 'ZApplicationPage',
      signal,
    }),
  myApplications: (state: string | undefined, cursor: string | undefined, signal?: AbortSignal) =>
    apiRequest(`/applications/mine?${page(cursor, { state })}`, { schema: 'ZApplicationPage', signal }),

  mine: (role: string | undefined, cursor: string | undefined, signal?: AbortSignal) =>
    apiRequest(`/projects/mine?${page(cursor, { role })}`, { schema: 'ZProjectPage', signal }),
  bookmarks: (cursor: string | undefined, signal?: AbortSignal) =>
    apiRequest(`/projects/bookmarks?${page(cursor)}`, { schema: 'ZProjectPage', signal }),

  changeLeader: (no: number, userNo: number) =>
    apiRequest(`/projects/${no}/leader`, { method: 'POST', body: { userNo }, schema: 'ZProjectDetail' }),
  resign: (no: number) => apiRequest(`/projects/${no}/resign`, { method: 'POST', schema: 'ZNoContent' }),
  removeMember: (no: number, userNo: number) =>
    apiRequest(`/projects/${no}/members/${userNo}`, { method: 'DELETE', schema: 'ZNoContent' }),
  invite: (no: number, input: TInvitationCreate) =>
    apiRequest(`/projects/${no}/invitations`, { method: 'POST', body: input, schema: 'ZInvitationList' }),
  invitations: (no: number, signal?: AbortSignal) =>
    apiRequest(`/projects/${no}/invitations`, { schema: 'ZInvitationList', signal }),
  withdrawInvitation: (no: number, id: number) =>
    apiRequest(`/projects/${no}/invitations/${id}`, { method: 'DELETE', schema: 'ZNoContent' }),
  myInvitations: (signal?: AbortSignal) =>
    apiRequest('/invitations/mine', { schema: 'ZInvitationList', signal }),
  answerInvitation: (id: number, action: 'accept' | 'decline') =>
    apiRequest(`/invitations/${id}/${action}`, { method: 'POST', schema: 'ZInvitation' }),

  questions: (no: number, cursor: string | undefined, signal?: AbortSignal) =>
    apiRequest(`/projects/${no}/questions?${page(cursor, {}, 10)}`, { schema: 'ZQnaPage', signal }),
  ask: (no: number, body: string) =>
    apiRequest(`/projects/${no}/questions`, { method: 'POST', body: { body }, schema: 'ZQnaQuestion' }),
  reply: (no: number, questionId: number, body: string) =>
    apiRequest(`/projects/${no}/questions/${questionId}/replies`, {
      method: 'POST',
      body: { body },
      schema: 'ZQnaQuestion',
    }),
  deleteQuestion: (no: number, questionId: number) =>
    apiRequest(`/projects/${no}/questions/${questionId}`, { method: 'DELETE', schema: 'ZNoContent' }),
  timeline: (no: number, cursor: string | undefined, signal?: AbortSignal) =>
    apiRequest(`/projects/${no}/timeline?${page(cursor)}`, { schema: 'ZTimelinePage', signal }),
  news: (no: number, cursor: string | undefined, signal?: AbortSignal) =>
    apiRequest(`/projects/${no}/news?${page(cursor, {}, 10)}`, { schema: 'ZNewsPage', signal }),
  sendNews: (no: number, title: string, body: string) =>
    apiRequest(`/projects/${no}/news`, { method: 'POST', body: { title, body }, schema: 'ZNews' }),
};
