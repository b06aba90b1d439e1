import {
  ZActivityCounts,
  ZCursorQuery,
  ZItemOrder,
  ZPersonPage,
  ZProfile,
  ZProfileItem,
  ZProfileItemInput,
  ZProfileLinksInput,
  ZProfileUpdate,
  ZReview,
  ZReviewInput,
  ZReviewPage,
  ZRowIdParam,
  ZUserNoParams,
} from '@sidecamp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userOf } from '../auth';
import type { FollowService } from './profiles.follows.service';
import type { ItemService } from './profiles.items.service';
import type { ReviewService } from './profiles.reviews.service';
import type { ProfileService } from './profiles.service';

const ZItemParams = z.object({ id: ZRowIdParam });
const ZFollowState = z.object({ following: z.boolean(), followers: z.number() });
const ZLinks = z.object({ links: z.array(z.object({ integration: z.string(), url: z.string() })) });

export function profilesRoutes(deps: {
  profiles: ProfileService;
  items: ItemService;
  follows: FollowService;
  reviews: ReviewService;
}): FastifyPluginAsyncZod {
  const { profiles, items, follows, reviews } = deps;
  return async (app) => {
    /** Public reads show more to the owner and respect privacy, so they look at the session if any. */
    const viewerOf = app.viewerOf;
    const mine = { preHandler: app.requireUser };

    app.get(
      '/profiles/:no',
      {
        schema: {
          tags: ['profiles'],
          summary: "A person's profile",
          params: ZUserNoParams,
          response: { 200: ZProfile },
        },
      },
      async (request) => profiles.getProfile(request.params.no, await viewerOf(request)),
    );

    app.patch(
      '/profiles/me',
      {
        ...mine,
        schema: {
          tags: ['profiles'],
          summary: 'Edit my profile',
          body: ZProfileUpdate,
          response: { 200: ZProfile },
        },
      },
      async (request) => profiles.updateProfile(userOf(request), request.body),
    );

    app.post(
      '/profiles/me/items',
      {
        ...mine,
        schema: {
          tags: ['profiles'],
          summary: 'Add a profile item',
          body: ZProfileItemInput,
          response: { 201: ZProfileItem },
        },
      },
      async (request, reply) => reply.code(201).send(await items.addItem(userOf(request), request.body)),
    );

    app.put(
      '/profiles/me/items/:id',
      {
        ...mine,
        schema: {
          tags: ['profiles'],
          summary: 'Change a profile item',
          params: ZItemParams,
          body: ZProfileItemInput,
          response: { 200: ZProfileItem },
        },
      },
      async (request) => items.updateItem(userOf(request), request.params.id, request.body),
    );

    app.delete(
      '/profiles/me/items/:id',
      { ...mine, schema: { tags: ['profiles'], summary: 'Remove a profile item', params: ZItemParams } },
      async (request, reply) => {
        await items.removeItem(userOf(request), request.params.id);
        return reply.code(204).send();
      },
    );

    app.put(
      '/profiles/me/items-order',
      {
        ...mine,
        schema: {
          tags: ['profiles'],
          summary: 'Reorder my profile items',
          body: ZItemOrder,
          response: { 200: z.array(ZProfileItem) },
        },
      },
      async (request) => items.reorderItems(userOf(request), request.body.ids),
    );

    app.put(
      '/profiles/me/links',
      {
        ...mine,
        schema: {
          tags: ['profiles'],
          summary: 'Replace my integration links',
          body: ZProfileLinksInput,
          response: { 200: ZLinks },
        },
      },
      async (request) => items.replaceLinks(userOf(request), request.body),
    );

    app.post(
      '/profiles/:no/follow',
      {
        ...mine,
        schema: {
          tags: ['profiles'],
          summary: 'Follow a person',
          params: ZUserNoParams,
          response: { 200: ZFollowState },
        },
      },
      async (request) => follows.follow(userOf(request), request.params.no),
    );

    app.delete(
      '/profiles/:no/follow',
      {
        ...mine,
        schema: {
          tags: ['profiles'],
          summary: 'Unfollow a person',
          params: ZUserNoParams,
          response: { 200: ZFollowState },
        },
      },
      async (request) => follows.unfollow(userOf(request), request.params.no),
    );

    app.get(
      '/profiles/:no/followers',
      {
        schema: {
          tags: ['profiles'],
          summary: 'Who follows this person',
          params: ZUserNoParams,
          querystring: ZCursorQuery,
          response: { 200: ZPersonPage },
        },
      },
      async (request) => follows.followers(request.params.no, await viewerOf(request), request.query),
    );

    app.get(
      '/profiles/:no/following',
      {
        schema: {
          tags: ['profiles'],
          summary: 'Whom this person follows',
          params: ZUserNoParams,
          querystring: ZCursorQuery,
          response: { 200: ZPersonPage },
        },
      },
      async (request) => follows.following(request.params.no, await viewerOf(request), request.query),
    );

    app.get(
      '/profiles/:no/reviews',
      {
        schema: {
          tags: ['profiles'],
          summary: 'Reviews of this person',
          params: ZUserNoParams,
          querystring: ZCursorQuery,
          response: { 200: ZReviewPage },
        },
      },
      async (request) => reviews.listReviews(request.params.no, await viewerOf(request), request.query),
    );

    app.put(
      '/profiles/:no/review',
      {
        ...mine,
        schema: {
          tags: ['profiles'],
          summary: 'Write or edit my review of this person',
          params: ZUserNoParams,
          body: ZReviewInput,
          response: { 200: ZReview },
        },
      },
      async (request) => reviews.writeReview(userOf(request), request.params.no, request.body),
    );

    app.delete(
      '/profiles/:no/review',
      {
        ...mine,
        schema: { tags: ['profiles'], summary: 'Delete my review of this person', params: ZUserNoParams },
      },
      async (request, reply) => {
        await reviews.deleteReview(userOf(request), request.params.no);
        return reply.code(204).send();
      },
    );

    app.get(
      '/profiles/:no/activity',
      {
        schema: {
          tags: ['profiles'],
          summary: 'Activity counts',
          params: ZUserNoParams,
          response: { 200: ZActivityCounts },
        },
      },
      async (request) => profiles.activityCounts(request.params.no, await viewerOf(request)),
    );
  };
}
