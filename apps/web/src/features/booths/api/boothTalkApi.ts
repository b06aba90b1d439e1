import type { TBoothReviewInput } from '@sidecamp/domain';
import { apiRequest } from '../../../app/api/apiClient';
import { pageQuery } from './pageQuery';

/** Reviews, view points, the forum and the replies under both (server: booths.talk.ts, booths.forum.ts, booths.replies.ts). */
export const boothTalkApi = {
  reviews: (id: number, cursor: string | undefined, signal?: AbortSignal) =>
    apiRequest(`/booths/${id}/reviews?${pageQuery(cursor, {}, 10)}`, { schema: 'ZBoothReviewPage', signal }),
  saveReview: (id: number, input: TBoothReviewInput) =>
    apiRequest(`/booths/${id}/review`, { method: 'PUT', body: input, schema: 'ZBoothReview' }),
  deleteReview: (id: number) =>
    apiRequest(`/booths/${id}/review`, { method: 'DELETE', schema: 'ZNoContent' }),
  viewPoints: (id: number, signal?: AbortSignal) =>
    apiRequest(`/booths/${id}/view-points`, { schema: 'ZBoothViewPoints', signal }),
  reviewReplies: (id: number, reviewId: number, cursor: string | undefined, signal?: AbortSignal) =>
    apiRequest(`/booths/${id}/reviews/${reviewId}/replies?${pageQuery(cursor, {}, 10)}`, {
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
    apiRequest(`/booths/${id}/forum?${pageQuery(cursor, {}, 10)}`, { schema: 'ZBoothThreadPage', signal }),
  openThread: (id: number, input: { title: string; body: string }) =>
    apiRequest(`/booths/${id}/forum`, { body: input, schema: 'ZBoothThread' }),
  thread: (threadId: number, signal?: AbortSignal) =>
    apiRequest(`/booths/forum/${threadId}`, { schema: 'ZBoothThread', signal }),
  threadReplies: (threadId: number, cursor: string | undefined, signal?: AbortSignal) =>
    apiRequest(`/booths/forum/${threadId}/replies?${pageQuery(cursor, {}, 20)}`, {
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
};
