import type {
  TBoothCreateInput,
  TBoothReviewInput,
  TBoothSupportInput,
  TBoothUpdateInput,
} from '@sidecamp/domain';
import { apiRequest, apiUpload } from '../../../app/api/apiClient';

/** A promotion code as the team writes it (ZBoothPromoInput). */
export type BoothPromoInput = {
  offer: string;
  code: string;
  expiresAt: string | null;
  usageLimit: number | null;
};

export type BoothSort = 'new' | 'best';

/** The address of a booth's badge image (an SVG the server draws), for <img> and embedding. */
export const boothBadgePath = (id: number) => `/api/booths/${id}/badge.svg`;

const page = (cursor: string | undefined, extra: Record<string, string | undefined> = {}, limit = 20) => {
  const params = new URLSearchParams({ limit: String(limit) });
  if (cursor) params.set('cursor', cursor);
  for (const [key, value] of Object.entries(extra)) if (value) params.set(key, value);
  return params.toString();
};

/** Every booths endpoint the web app calls, typed by the domain's response schemas. */
export const boothApi = {
  list: (
    sort: BoothSort,
    category: string | undefined,
    cursor: string | undefined,
    limit: number,
    signal?: AbortSignal,
  ) => apiRequest(`/booths?${page(cursor, { sort, category }, limit)}`, { schema: 'ZBoothPage', signal }),
  mine: (signal?: AbortSignal) => apiRequest('/me/booths', { schema: 'ZBoothPage', signal }),
  get: (id: number, signal?: AbortSignal) => apiRequest(`/booths/${id}`, { schema: 'ZBooth', signal }),
  create: (input: TBoothCreateInput) =>
    apiRequest('/booths', { method: 'POST', body: input, schema: 'ZBooth' }),
  update: (id: number, input: TBoothUpdateInput) =>
    apiRequest(`/booths/${id}`, { method: 'PATCH', body: input, schema: 'ZBooth' }),
  publish: (id: number) => apiRequest(`/booths/${id}/publish`, { method: 'POST', schema: 'ZBooth' }),

  like: (id: number, on: boolean) =>
    apiRequest(`/booths/${id}/like`, { method: on ? 'PUT' : 'DELETE', schema: 'ZBoothLikeResult' }),
  follow: (id: number, on: boolean) =>
    apiRequest(`/booths/${id}/follow`, { method: on ? 'PUT' : 'DELETE', schema: 'ZBoothFollowResult' }),
  /** `idempotencyKey` is made once per attempt, so a retried request cannot spend twice. */
  support: (id: number, input: TBoothSupportInput, idempotencyKey: string) =>
    apiRequest(`/booths/${id}/supports`, {
      method: 'POST',
      body: input,
      schema: 'ZBoothSupportResult',
      headers: { 'Idempotency-Key': idempotencyKey },
    }),

  supporters: (id: number, cursor: string | undefined, signal?: AbortSignal) =>
    apiRequest(`/booths/${id}/supporters?${page(cursor, {}, 10)}`, { schema: 'ZBoothSupporterPage', signal }),
  supports: (id: number, cursor: string | undefined, signal?: AbortSignal) =>
    apiRequest(`/booths/${id}/supports?${page(cursor, {}, 10)}`, { schema: 'ZBoothSupportHistory', signal }),

  rankingLive: (limit: number, signal?: AbortSignal) =>
    apiRequest(`/booths/rankings/live?limit=${limit}`, { schema: 'ZBoothRanking', signal }),
  /** 404 until the first week has closed. */
  rankingLastWeek: (limit: number, signal?: AbortSignal) =>
    apiRequest(`/booths/rankings/last-week?limit=${limit}`, { schema: 'ZBoothRanking', signal }),
  rankingWeeks: (signal?: AbortSignal) =>
    apiRequest('/booths/rankings/weeks', { schema: 'ZBoothRankingWeeks', signal }),
  rankingWeek: (week: string, limit: number, signal?: AbortSignal) =>
    apiRequest(`/booths/rankings/weeks/${week}?limit=${limit}`, { schema: 'ZBoothRanking', signal }),
  rankHistory: (id: number, signal?: AbortSignal) =>
    apiRequest(`/booths/${id}/rankings`, { schema: 'ZBoothRankHistory', signal }),

  reviews: (id: number, cursor: string | undefined, signal?: AbortSignal) =>
    apiRequest(`/booths/${id}/reviews?${page(cursor, {}, 10)}`, { schema: 'ZBoothReviewPage', signal }),
  saveReview: (id: number, input: TBoothReviewInput) =>
    apiRequest(`/booths/${id}/review`, { method: 'PUT', body: input, schema: 'ZBoothReview' }),
  deleteReview: (id: number) =>
    apiRequest(`/booths/${id}/review`, { method: 'DELETE', schema: 'ZNoContent' }),
  viewPoints: (id: number, signal?: AbortSignal) =>
    apiRequest(`/booths/${id}/view-points`, { schema: 'ZBoothViewPoints', signal }),
  reviewReplies: (id: number, reviewId: number, cursor: string | undefined, signal?: AbortSignal) =>
    apiRequest(`/booths/${id}/reviews/${reviewId}/replies?${page(cursor, {}, 10)}`, {
      schema: 'ZBoothReplyPage',
      signal,
    }),
  replyToReview: (id: number, reviewId: number, body: string) =>
    apiRequest(`/booths/${id}/reviews/${reviewId}/replies`, { body: { body }, schema: 'ZBoothReply' }),
  editReviewReply: (replyId: number, body: string) =>
    apiRequest(`/booths/review-replies/${replyId}`, {
      method: 'PATCH',
      body: { body },
      schema: 'ZBoothReply',
    }),

  threads: (id: number, cursor: string | undefined, signal?: AbortSignal) =>
    apiRequest(`/booths/${id}/forum?${page(cursor, {}, 10)}`, { schema: 'ZBoothThreadPage', signal }),
  openThread: (id: number, input: { title: string; body: string }) =>
    apiRequest(`/booths/${id}/forum`, { body: input, schema: 'ZBoothThread' }),
  thread: (threadId: number, signal?: AbortSignal) =>
    apiRequest(`/booths/forum/${threadId}`, { schema: 'ZBoothThread', signal }),
  threadReplies: (threadId: number, cursor: string | undefined, signal?: AbortSignal) =>
    apiRequest(`/booths/forum/${threadId}/replies?${page(cursor, {}, 20)}`, {
      schema: 'ZBoothReplyPage',
      signal,
    }),
  replyToThread: (threadId: number, body: string) =>
    apiRequest(`/booths/forum/${threadId}/replies`, { body: { body }, schema: 'ZBoothReply' }),
  editThreadReply: (replyId: number, body: string) =>
    apiRequest(`/booths/forum-replies/${replyId}`, {
      method: 'PATCH',
      body: { body },
      schema: 'ZBoothReply',
    }),

  uploadScreenshot: (file: File) =>
    apiUpload('/uploads?purpose=booth_screenshot', file, { schema: 'ZUploadDto' }),

  promoCodes: (id: number, signal?: AbortSignal) =>
    apiRequest(`/booths/${id}/promotion-codes`, { schema: 'ZBoothPromoList', signal }),
  addPromoCode: (id: number, input: BoothPromoInput) =>
    apiRequest(`/booths/${id}/promotion-codes`, { body: input, schema: 'ZBoothPromo' }),
  updatePromoCode: (promoId: number, input: Partial<BoothPromoInput>) =>
    apiRequest(`/booths/promotion-codes/${promoId}`, { method: 'PATCH', body: input, schema: 'ZBoothPromo' }),
  withdrawPromoCode: (promoId: number) =>
    apiRequest(`/booths/promotion-codes/${promoId}`, { method: 'DELETE', schema: 'ZNoContent' }),
  /** 409 once the code has expired or is used up. */
  revealPromoCode: (promoId: number) =>
    apiRequest(`/booths/promotion-codes/${promoId}/reveal`, { method: 'POST', schema: 'ZBoothPromo' }),

  mark: (id: number, on: boolean) =>
    apiRequest(`/booths/${id}/mark`, { method: on ? 'PUT' : 'DELETE', schema: 'ZBoothMarkResult' }),
  marks: (signal?: AbortSignal) => apiRequest('/me/booth-marks', { schema: 'ZBoothMarkPage', signal }),

  progress: (id: number, signal?: AbortSignal) =>
    apiRequest(`/booths/${id}/progress`, { schema: 'ZBoothProgress', signal }),

  /** People by nickname, through the member finder's search (to invite them). */
  searchPeople: (q: string, signal?: AbortSignal) =>
    apiRequest(`/people?${new URLSearchParams({ q, limit: '8' }).toString()}`, {
      schema: 'ZPeoplePage',
      signal,
    }),
  invite: (id: number, input: { userNo: number; message: string }) =>
    apiRequest(`/booths/${id}/invitations`, { body: input, schema: 'ZBoothTeamRequest' }),
  askToJoin: (id: number, message: string) =>
    apiRequest(`/booths/${id}/join-requests`, { body: { message }, schema: 'ZBoothTeamRequest' }),
  teamRequests: (id: number, signal?: AbortSignal) =>
    apiRequest(`/booths/${id}/team-requests`, { schema: 'ZBoothTeamRequestList', signal }),
  myInvitations: (signal?: AbortSignal) =>
    apiRequest('/me/booth-invitations', { schema: 'ZBoothTeamRequestList', signal }),
  answerTeamRequest: (requestId: number, accept: boolean) =>
    apiRequest(`/booths/team-requests/${requestId}/${accept ? 'accept' : 'decline'}`, {
      method: 'POST',
      schema: 'ZBoothTeamRequest',
    }),
  /** The owner takes back an invitation; a person takes back their own request to join. */
  withdrawTeamRequest: (requestId: number) =>
    apiRequest(`/booths/team-requests/${requestId}`, { method: 'DELETE', schema: 'ZNoContent' }),
  handOver: (id: number, userNo: number) =>
    apiRequest(`/booths/${id}/owner`, { method: 'PUT', body: { userNo }, schema: 'ZBooth' }),
  /** The owner removes someone; a member removes themselves (leaves). */
  removeMember: (id: number, userNo: number) =>
    apiRequest(`/booths/${id}/members/${userNo}`, { method: 'DELETE', schema: 'ZNoContent' }),
};
