import {
  ZCursorQuery,
  ZDraftPage,
  ZLikeState,
  ZLoungeSide,
  ZPoll,
  ZPost,
  ZPostCreate,
  ZPostIdParams,
  ZPostSearchPage,
  ZPostSearchQuery,
  ZPostUpdate,
  ZReply,
  ZReplyCreate,
  ZReplyPage,
  ZReplyUpdate,
  ZReportInput,
  ZReportPage,
  ZVoteInput,
} from '@sidecamp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userOf } from '../auth';
import type { DiscoveryService } from './lounge.discovery.service';
import type { ModerationService } from './lounge.moderation.service';
import type { PostService } from './lounge.posts.service';
import type { ReplyService } from './lounge.replies.service';

/** Lounge posts and replies may carry an Idempotency-Key, as point spends must. */
const ZIdempotencyHeader = z.object({ 'idempotency-key': z.string().optional() });
const ONCE_PER_KEY =
  'An optional Idempotency-Key header makes a retry safe: the same key replays the first answer (nothing is written twice), the same key with another request answers 409 IDEMPOTENCY_KEY_REUSED, a malformed key 400.';

const tags = ['lounge'];
const WHO = {
  anyone:
    'Anyone. Drafts answer 404 to all but their author; hidden posts to all but their author and admins; posts of an approval group to non-members.',
  loggedIn: 'Logged-in users (401 otherwise).',
  author: 'The author only: 401 when logged out, 403 for anyone else, 404 for a post the caller cannot see.',
  authorOrAdmin: 'The author or an admin: 401 when logged out, 403 for anyone else.',
} as const;

export function loungeRoutes(deps: {
  posts: PostService;
  replies: ReplyService;
  moderation: ModerationService;
  discovery: DiscoveryService;
}): FastifyPluginAsyncZod {
  const { posts, replies, moderation, discovery } = deps;
  return async (app) => {
    const viewerOf = app.viewerOf;
    const mine = { preHandler: app.requireUser };

    app.get(
      '/lounge/side',
      {
        schema: {
          tags,
          summary: 'Lounge side panels',
          description:
            'Popular this week (likes, replies and votes of the last 7 days), active categories (posts in the last 7 days) and people to follow (most posts in 30 days, not yet followed by the caller). Anyone.',
          response: { 200: ZLoungeSide },
        },
      },
      async (request) => discovery.side(await viewerOf(request)),
    );
    app.get(
      '/lounge/search',
      {
        schema: {
          tags,
          summary: 'Search posts',
          description:
            'PostgreSQL text search over title and body (English stemming; quotes, OR and -word work), optionally in one category; newest first. Anyone.',
          querystring: ZPostSearchQuery,
          response: { 200: ZPostSearchPage },
        },
      },
      async (request) => discovery.search(request.query),
    );

    // -- posts -----------------------------------------------------------------------------------
    app.post(
      '/lounge/posts',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Write a post or save a draft',
          description: `${WHO.loggedIn} ${ONCE_PER_KEY} With \`draft: true\` it is saved unpublished. Publishing checks: a poll (2-10 options, future end) exactly for type 03, a body for type 01, for category 22 every template answer at least 10 lines and at least 2 team photos (400 naming the question). Images must be the caller's uploads; \`projectNo\` needs project membership (403), \`groupId\` group membership (403).`,
          headers: ZIdempotencyHeader,
          body: ZPostCreate,
          response: { 201: ZPost },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(await posts.create(userOf(request), request.body, request.headers['idempotency-key'])),
    );
    app.get(
      '/lounge/drafts',
      {
        ...mine,
        schema: {
          tags,
          summary: 'My drafts',
          description: WHO.loggedIn,
          querystring: ZCursorQuery,
          response: { 200: ZDraftPage },
        },
      },
      async (request) => posts.drafts(userOf(request), request.query),
    );
    app.get(
      '/lounge/posts/:id',
      {
        schema: {
          tags,
          summary: 'A post with its poll results',
          description: WHO.anyone,
          params: ZPostIdParams,
          response: { 200: ZPost },
        },
      },
      async (request) => posts.get(await viewerOf(request), request.params.id),
    );
    app.patch(
      '/lounge/posts/:id',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Edit a post or draft',
          description: `${WHO.author} A published post must still meet the publishing rules; poll options cannot change once someone voted (409).`,
          params: ZPostIdParams,
          body: ZPostUpdate,
          response: { 200: ZPost },
        },
      },
      async (request) => posts.update(userOf(request), request.params.id, request.body),
    );
    app.post(
      '/lounge/posts/:id/publish',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Publish a draft',
          description: `${WHO.author} 409 when already published; 400 naming what the publishing rules miss.`,
          params: ZPostIdParams,
          response: { 200: ZPost },
        },
      },
      async (request) => posts.publish(userOf(request), request.params.id),
    );
    app.delete(
      '/lounge/posts/:id',
      {
        ...mine,
        schema: { tags, summary: 'Delete a post', description: WHO.author, params: ZPostIdParams },
      },
      async (request, reply) => {
        await posts.remove(userOf(request), request.params.id);
        return reply.code(204).send();
      },
    );
    app.put(
      '/lounge/posts/:id/vote',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Vote in a poll, or change the vote',
          description: `${WHO.loggedIn} One vote per person; a second call moves it. 409 once the poll has ended or on a post that is not a poll; 400 for an option of another poll.`,
          params: ZPostIdParams,
          body: ZVoteInput,
          response: { 200: ZPoll },
        },
      },
      async (request) => posts.vote(userOf(request), request.params.id, request.body.optionId),
    );
    for (const [method, liked] of [
      ['put', true],
      ['delete', false],
    ] as const) {
      app[method](
        '/lounge/posts/:id/like',
        {
          ...mine,
          schema: {
            tags,
            summary: liked ? 'Like a post' : 'Take back a like',
            description: `${WHO.loggedIn} Counted once per person: repeating it changes nothing.`,
            params: ZPostIdParams,
            response: { 200: ZLikeState },
          },
        },
        async (request) => posts.setPostLike(userOf(request), request.params.id, liked),
      );
      app[method](
        '/lounge/replies/:id/like',
        {
          ...mine,
          schema: {
            tags,
            summary: liked ? 'Like a reply' : 'Take back a like on a reply',
            description: `${WHO.loggedIn} Counted once per person.`,
            params: ZPostIdParams,
            response: { 200: ZLikeState },
          },
        },
        async (request) => replies.setReplyLike(userOf(request), request.params.id, liked),
      );
    }

    // -- replies ---------------------------------------------------------------------------------
    app.get(
      '/lounge/posts/:id/replies',
      {
        schema: {
          tags,
          summary: 'Replies of a post',
          description: `Top-level replies oldest first, each with its answers (one level). ${WHO.anyone}`,
          params: ZPostIdParams,
          querystring: ZCursorQuery,
          response: { 200: ZReplyPage },
        },
      },
      async (request) => replies.listReplies(await viewerOf(request), request.params.id, request.query),
    );
    app.post(
      '/lounge/posts/:id/replies',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Reply to a post or to a reply',
          description: `${WHO.loggedIn} ${ONCE_PER_KEY} \`parentId\` names a top-level reply of the same post (one level of threading; 400 otherwise).`,
          params: ZPostIdParams,
          headers: ZIdempotencyHeader,
          body: ZReplyCreate,
          response: { 201: ZReply },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(
            await replies.createReply(
              userOf(request),
              request.params.id,
              request.body,
              request.headers['idempotency-key'],
            ),
          ),
    );
    app.patch(
      '/lounge/replies/:id',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Edit a reply',
          description: WHO.author,
          params: ZPostIdParams,
          body: ZReplyUpdate,
          response: { 200: ZReply },
        },
      },
      async (request) => replies.updateReply(userOf(request), request.params.id, request.body.body),
    );
    app.delete(
      '/lounge/replies/:id',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Delete a reply and its answers',
          description: WHO.author,
          params: ZPostIdParams,
        },
      },
      async (request, reply) => {
        await replies.deleteReply(userOf(request), request.params.id);
        return reply.code(204).send();
      },
    );

    // -- moderation ------------------------------------------------------------------------------
    app.post(
      '/lounge/reports',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Report a post or a reply',
          description: `${WHO.loggedIn} Once per person and target (409 the second time).`,
          body: ZReportInput,
          response: { 201: z.object({ id: z.number() }) },
        },
      },
      async (request, reply) => reply.code(201).send(await moderation.report(userOf(request), request.body)),
    );
    app.get(
      '/lounge/reports',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Open reports',
          description: 'Admins only (403 for others).',
          querystring: ZCursorQuery,
          response: { 200: ZReportPage },
        },
      },
      async (request) => moderation.openReports(userOf(request), request.query),
    );
    for (const targetType of ['post', 'reply'] as const) {
      app.post(
        targetType === 'post' ? '/lounge/posts/:id/hide' : '/lounge/replies/:id/hide',
        {
          ...mine,
          schema: {
            tags,
            summary: targetType === 'post' ? 'Hide a post' : 'Hide a reply',
            description: `${WHO.authorOrAdmin} Hidden content leaves every feed and its open reports close.`,
            params: ZPostIdParams,
          },
        },
        async (request, reply) => {
          await moderation.hide(userOf(request), targetType, request.params.id);
          return reply.code(204).send();
        },
      );
    }
  };
}
