import type { TGroupCreate, TMagazineCreate, TPostCreate, TPostUpdate } from '@sidecamp/domain';
import { apiRequest, apiUpload, type UploadOptions } from '../../../app/api/apiClient';

const query = (values: Record<string, string | number | undefined>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values))
    if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
};

type Paging = { cursor?: string | undefined; limit?: number };

/** Every lounge, feed, magazine, note and group endpoint the web app calls. */
export const loungeApi = {
  lounge: (p: Paging & { category?: string | undefined }, signal?: AbortSignal) =>
    apiRequest(`/lounge/feed${query({ limit: 20, ...p })}`, { schema: 'ZFeedPage', signal }),
  following: (p: Paging, signal?: AbortSignal) =>
    apiRequest(`/lounge/feed/following${query({ limit: 20, ...p })}`, { schema: 'ZFeedPage', signal }),
  personFeed: (no: number, p: Paging, signal?: AbortSignal) =>
    apiRequest(`/users/${no}/feed${query({ limit: 20, ...p })}`, { schema: 'ZFeedPage', signal }),
  projectFeed: (no: number, p: Paging, signal?: AbortSignal) =>
    apiRequest(`/projects/${no}/feed${query({ limit: 20, ...p })}`, { schema: 'ZFeedPage', signal }),
  side: (signal?: AbortSignal) => apiRequest('/lounge/side', { schema: 'ZLoungeSide', signal }),
  search: (p: Paging & { q: string; category?: string | undefined }, signal?: AbortSignal) =>
    apiRequest(`/lounge/search${query({ limit: 20, ...p })}`, { schema: 'ZPostSearchPage', signal }),

  post: (id: number, signal?: AbortSignal) => apiRequest(`/lounge/posts/${id}`, { schema: 'ZPost', signal }),
  /** `idempotencyKey` stays the same when the same post is sent again, so a retry cannot post twice. */
  create: (input: TPostCreate, idempotencyKey: string) =>
    apiRequest('/lounge/posts', {
      method: 'POST',
      body: input,
      schema: 'ZPost',
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
  update: (id: number, input: TPostUpdate) =>
    apiRequest(`/lounge/posts/${id}`, { method: 'PATCH', body: input, schema: 'ZPost' }),
  publish: (id: number) => apiRequest(`/lounge/posts/${id}/publish`, { method: 'POST', schema: 'ZPost' }),
  remove: (id: number) => apiRequest(`/lounge/posts/${id}`, { method: 'DELETE', schema: 'ZNoContent' }),
  drafts: (p: Paging, signal?: AbortSignal) =>
    apiRequest(`/lounge/drafts${query({ limit: 20, ...p })}`, { schema: 'ZDraftPage', signal }),
  vote: (id: number, optionId: number) =>
    apiRequest(`/lounge/posts/${id}/vote`, { method: 'PUT', body: { optionId }, schema: 'ZPoll' }),
  likePost: (id: number, liked: boolean) =>
    apiRequest(`/lounge/posts/${id}/like`, { method: liked ? 'PUT' : 'DELETE', schema: 'ZLikeState' }),
  likeReply: (id: number, liked: boolean) =>
    apiRequest(`/lounge/replies/${id}/like`, { method: liked ? 'PUT' : 'DELETE', schema: 'ZLikeState' }),
  replies: (id: number, p: Paging, signal?: AbortSignal) =>
    apiRequest(`/lounge/posts/${id}/replies${query({ limit: 20, ...p })}`, { schema: 'ZReplyPage', signal }),
  reply: (id: number, body: string, parentId: number | null, idempotencyKey: string) =>
    apiRequest(`/lounge/posts/${id}/replies`, {
      method: 'POST',
      body: { body, parentId },
      schema: 'ZReply',
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
  editReply: (id: number, body: string) =>
    apiRequest(`/lounge/replies/${id}`, { method: 'PATCH', body: { body }, schema: 'ZReply' }),
  deleteReply: (id: number) =>
    apiRequest(`/lounge/replies/${id}`, { method: 'DELETE', schema: 'ZNoContent' }),
  report: (targetType: 'post' | 'reply', targetId: number, reason: string) =>
    apiRequest('/lounge/reports', {
      method: 'POST',
      body: { targetType, targetId, reason },
      schema: 'ZCreatedId',
    }),
  reports: (p: Paging, signal?: AbortSignal) =>
    apiRequest(`/lounge/reports${query({ limit: 20, ...p })}`, { schema: 'ZReportPage', signal }),
  hide: (targetType: 'post' | 'reply', id: number) =>
    apiRequest(`/lounge/${targetType === 'post' ? 'posts' : 'replies'}/${id}/hide`, {
      method: 'POST',
      schema: 'ZNoContent',
    }),
  /** Follows a person (the profiles area's endpoint), from the people-to-follow panel. */
  followPerson: (no: number) =>
    apiRequest(`/profiles/${no}/follow`, {
      method: 'POST',
      schema: 'ZPersonFollowState',
    }),
  uploadImage: (file: File, options: UploadOptions = {}) =>
    apiUpload('/uploads?purpose=feedUpload', file, { schema: 'ZUploadDto', ...options }),

  magazines: (p: Paging & { scope?: string | undefined }, signal?: AbortSignal) =>
    apiRequest(`/magazines${query({ limit: 20, ...p })}`, { schema: 'ZMagazinePage', signal }),
  magazine: (id: number, signal?: AbortSignal) =>
    apiRequest(`/magazines/${id}`, { schema: 'ZMagazine', signal }),
  publishMagazine: (input: TMagazineCreate) =>
    apiRequest('/magazines', { method: 'POST', body: input, schema: 'ZMagazine' }),
  deleteMagazine: (id: number) => apiRequest(`/magazines/${id}`, { method: 'DELETE', schema: 'ZNoContent' }),
  /** Weekly quest Q3: how far the reader got through the magazine (a share 0..1). */
  reportMagazineRead: (id: number, share: number) =>
    apiRequest(`/magazines/${id}/read`, { method: 'POST', body: { share }, schema: 'ZMagazineQuestReport' }),
  /** Weekly quest Q2: a link in the magazine's body the reader clicked, its address as written. */
  reportMagazineLinkClick: (id: number, href: string) =>
    apiRequest(`/magazines/${id}/link-clicks`, {
      method: 'POST',
      body: { href },
      schema: 'ZMagazineQuestReport',
    }),
  notes: (p: Paging, signal?: AbortSignal) =>
    apiRequest(`/notes${query({ limit: 20, ...p })}`, { schema: 'ZNotePage', signal }),
  createNote: (body: string, imageId: string | null) =>
    apiRequest('/notes', { method: 'POST', body: { body, imageId }, schema: 'ZNote' }),
  deleteNote: (id: number) => apiRequest(`/notes/${id}`, { method: 'DELETE', schema: 'ZNoContent' }),

  groups: (p: Paging & { kind?: string | undefined; mine?: string | undefined }, signal?: AbortSignal) =>
    apiRequest(`/groups${query({ limit: 20, ...p })}`, { schema: 'ZGroupPage', signal }),
  group: (id: number, signal?: AbortSignal) => apiRequest(`/groups/${id}`, { schema: 'ZGroup', signal }),
  createGroup: (input: TGroupCreate) =>
    apiRequest('/groups', { method: 'POST', body: input, schema: 'ZGroup' }),
  joinGroup: (id: number) => apiRequest(`/groups/${id}/join`, { method: 'POST', schema: 'ZGroup' }),
  leaveGroup: (id: number) => apiRequest(`/groups/${id}/leave`, { method: 'POST', schema: 'ZGroup' }),
  groupMembers: (id: number, state: 'active' | 'pending', p: Paging, signal?: AbortSignal) =>
    apiRequest(`/groups/${id}/members${query({ limit: 50, state, ...p })}`, {
      schema: 'ZGroupMemberPage',
      signal,
    }),
  approveMember: (id: number, userNo: number) =>
    apiRequest(`/groups/${id}/members/${userNo}/approve`, { method: 'POST', schema: 'ZGroup' }),
  removeMember: (id: number, userNo: number) =>
    apiRequest(`/groups/${id}/members/${userNo}`, { method: 'DELETE', schema: 'ZGroup' }),
  groupFeed: (id: number, p: Paging, signal?: AbortSignal) =>
    apiRequest(`/groups/${id}/feed${query({ limit: 20, ...p })}`, { schema: 'ZFeedPage', signal }),
};
