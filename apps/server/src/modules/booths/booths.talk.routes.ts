import {
  ZBoothIdParams,
  ZBoothReply,
  ZBoothReplyInput,
  ZBoothReplyPage,
  ZBoothReview,
  ZBoothReviewInput,
  ZBoothReviewPage,
  ZBoothReviewParams,
  ZBoothTalkQuery,
  ZBoothTalkReplyParams,
  ZBoothThread,
  ZBoothThreadInput,
  ZBoothThreadPage,
  ZBoothThreadParams,
  ZBoothViewPoints,
} from '@sidecamp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userOf } from '../auth';
import type { createBoothForumService } from './booths.forum';
import type { createBoothTalkService } from './booths.talk';

const tags = ['booths'];
const SEEN = 'Anyone for a published booth; a draft only for its team (404 otherwise).';
const WRITE = 'Logged-in users (401), on a published booth (409 on a draft, 404 as above).';

export function boothTalkRoutes(deps: {
  talk: ReturnType<typeof createBoothTalkService>;
  forum: ReturnType<typeof createBoothForumService>;
}): FastifyPluginAsyncZod {
  const { talk, forum } = deps;
  return async (app) => {
    const mine = { preHandler: app.requireUser };
    const viewerOf = app.viewerOf;

    app.get(
      '/booths/:id/reviews',
      {
        schema: {
          tags,
          summary: 'Reviews, newest first',
          description: `${SEEN} With the caller's own review.`,
          params: ZBoothIdParams,
          querystring: ZBoothTalkQuery,
          response: { 200: ZBoothReviewPage },
        },
      },
      async (request) => talk.reviews(await viewerOf(request), request.params.id, request.query),
    );
    app.put(
      '/booths/:id/review',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Write or rewrite my review',
          description: `${WRITE} One per person per booth; the team does not review its own booth (403).`,
          params: ZBoothIdParams,
          body: ZBoothReviewInput,
          response: { 200: ZBoothReview },
        },
      },
      async (request) => talk.review(userOf(request), request.params.id, request.body),
    );
    app.delete(
      '/booths/:id/review',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Delete my review',
          description: 'Its author (404 when there is none).',
          params: ZBoothIdParams,
        },
      },
      async (request, reply) => {
        await talk.deleteReview(userOf(request), request.params.id);
        return reply.code(204).send();
      },
    );
    app.get(
      '/booths/:id/view-points',
      {
        schema: {
          tags,
          summary: 'Mean rating per view point',
          description: SEEN,
          params: ZBoothIdParams,
          response: { 200: ZBoothViewPoints },
        },
      },
      async (request) => talk.viewPoints(await viewerOf(request), request.params.id),
    );
    app.get(
      '/booths/:id/reviews/:reviewId/replies',
      {
        schema: {
          tags,
          summary: "A review's replies, oldest first",
          description: SEEN,
          params: ZBoothReviewParams,
          querystring: ZBoothTalkQuery,
          response: { 200: ZBoothReplyPage },
        },
      },
      async (request) =>
        talk.reviewReplies(
          await viewerOf(request),
          request.params.id,
          request.params.reviewId,
          request.query,
        ),
    );
    app.post(
      '/booths/:id/reviews/:reviewId/replies',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Reply to a review',
          description: WRITE,
          params: ZBoothReviewParams,
          body: ZBoothReplyInput,
          response: { 201: ZBoothReply },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(
            await talk.replyToReview(
              userOf(request),
              request.params.id,
              request.params.reviewId,
              request.body,
            ),
          ),
    );
    app.patch(
      '/booths/review-replies/:replyId',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Edit my reply to a review',
          description: 'Its author only (403).',
          params: ZBoothTalkReplyParams,
          body: ZBoothReplyInput,
          response: { 200: ZBoothReply },
        },
      },
      async (request) => talk.editReviewReply(userOf(request), request.params.replyId, request.body),
    );

    app.get(
      '/booths/:id/forum',
      {
        schema: {
          tags,
          summary: 'Forum threads, latest activity first',
          description: SEEN,
          params: ZBoothIdParams,
          querystring: ZBoothTalkQuery,
          response: { 200: ZBoothThreadPage },
        },
      },
      async (request) => forum.threads(await viewerOf(request), request.params.id, request.query),
    );
    app.post(
      '/booths/:id/forum',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Open a forum thread',
          description: WRITE,
          params: ZBoothIdParams,
          body: ZBoothThreadInput,
          response: { 201: ZBoothThread },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await forum.openThread(userOf(request), request.params.id, request.body)),
    );
    app.get(
      '/booths/forum/:threadId',
      {
        schema: {
          tags,
          summary: 'A forum thread',
          description: SEEN,
          params: ZBoothThreadParams,
          response: { 200: ZBoothThread },
        },
      },
      async (request) => forum.thread(await viewerOf(request), request.params.threadId),
    );
    app.get(
      '/booths/forum/:threadId/replies',
      {
        schema: {
          tags,
          summary: "A thread's replies, oldest first",
          description: SEEN,
          params: ZBoothThreadParams,
          querystring: ZBoothTalkQuery,
          response: { 200: ZBoothReplyPage },
        },
      },
      async (request) => forum.threadReplies(await viewerOf(request), request.params.threadId, request.query),
    );
    app.post(
      '/booths/forum/:threadId/replies',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Reply in a thread',
          description: WRITE,
          params: ZBoothThreadParams,
          body: ZBoothReplyInput,
          response: { 201: ZBoothReply },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(await forum.replyToThread(userOf(request), request.params.threadId, request.body)),
    );
    app.patch(
      '/booths/forum-replies/:replyId',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Edit my reply in a thread',
          description: 'Its author only (403).',
          params: ZBoothTalkReplyParams,
          body: ZBoothReplyInput,
          response: { 200: ZBoothReply },
        },
      },
      async (request) => forum.editThreadReply(userOf(request), request.params.replyId, request.body),
    );
  };
}
