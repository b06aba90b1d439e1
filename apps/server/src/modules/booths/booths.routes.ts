import {
  ZBooth,
  ZBoothCreateInput,
  ZBoothFollowResult,
  ZBoothIdParams,
  ZBoothLikeResult,
  ZBoothLikerPage,
  ZBoothListQuery,
  ZBoothMemberParams,
  ZBoothOwnerInput,
  ZBoothPage,
  ZBoothSupporterPage,
  ZBoothSupportHistory,
  ZBoothSupportInput,
  ZBoothSupportResult,
  ZBoothUpdateInput,
  ZCursorQuery,
} from '@sidecamp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userOf } from '../auth';
import type { BoothService } from './booths.service';
import type { BoothSupportService } from './booths.support';

const tags = ['booths'];
const SEEN = 'Anyone for a published booth; a draft only for its team (404 for others and unknown booths).';
const TEAM =
  "The booth's team: 401 logged out, 403 for others, 404 for an unknown booth or someone else's draft.";
const OWNER = "The booth's owner: 401 logged out, 403 for the rest of the team and others, 404 as above.";
const VISITOR =
  'Logged-in users, on a published booth (409 on a draft; 404 as above). Doing it twice changes nothing.';

export function boothsRoutes(deps: {
  booths: BoothService;
  support: BoothSupportService;
}): FastifyPluginAsyncZod {
  const { booths, support } = deps;
  return async (app) => {
    const viewerOf = app.viewerOf;
    const mine = { preHandler: app.requireUser };

    app.get(
      '/booths',
      {
        schema: {
          tags,
          summary: 'Booths',
          description:
            'Published booths, newest first (`sort=new`) or most liked first (`sort=best`), by service category. Anyone.',
          querystring: ZBoothListQuery,
          response: { 200: ZBoothPage },
        },
      },
      async (request) => booths.list(request.query),
    );
    app.post(
      '/booths',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Launch a booth (a draft)',
          description:
            "Logged-in users. With `projectNo`: the project's leader only (403), once the project is published (409), one booth per project (409); its members join the team.",
          body: ZBoothCreateInput,
          response: { 201: ZBooth },
        },
      },
      async (request, reply) => reply.code(201).send(await booths.create(userOf(request), request.body)),
    );
    app.get(
      '/me/booths',
      {
        ...mine,
        schema: {
          tags,
          summary: 'My booths',
          description: 'The booths I am on the team of, drafts included.',
          response: { 200: ZBoothPage },
        },
      },
      async (request) => booths.mine(userOf(request)),
    );
    app.get(
      '/booths/:id',
      {
        schema: {
          tags,
          summary: 'A booth',
          description: SEEN,
          params: ZBoothIdParams,
          response: { 200: ZBooth },
        },
      },
      async (request) => booths.get(await viewerOf(request), request.params.id),
    );
    app.patch(
      '/booths/:id',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Edit a booth',
          description: TEAM,
          params: ZBoothIdParams,
          body: ZBoothUpdateInput,
          response: { 200: ZBooth },
        },
      },
      async (request) => booths.update(userOf(request), request.params.id, request.body),
    );
    app.post(
      '/booths/:id/publish',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Publish a booth',
          description: `${OWNER} 409 when published already.`,
          params: ZBoothIdParams,
          response: { 200: ZBooth },
        },
      },
      async (request) => booths.publish(userOf(request), request.params.id),
    );
    app.put(
      '/booths/:id/owner',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Hand the booth to another team member',
          description: `${OWNER} The new owner must be on the team (400 naming userNo).`,
          params: ZBoothIdParams,
          body: ZBoothOwnerInput,
          response: { 200: ZBooth },
        },
      },
      async (request) => booths.changeOwner(userOf(request), request.params.id, request.body.userNo),
    );
    app.delete(
      '/booths/:id/members/:userNo',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Remove a team member, or leave the team',
          description: `${TEAM} Removing someone else is the owner's (403); the owner cannot leave (409).`,
          params: ZBoothMemberParams,
        },
      },
      async (request, reply) => {
        await booths.removeMember(userOf(request), request.params.id, request.params.userNo);
        return reply.code(204).send();
      },
    );
    for (const [method, on] of [
      ['put', true],
      ['delete', false],
    ] as const) {
      app[method](
        '/booths/:id/like',
        {
          ...mine,
          schema: {
            tags,
            summary: on ? 'Like a booth' : 'Take a like back',
            description: VISITOR,
            params: ZBoothIdParams,
            response: { 200: ZBoothLikeResult },
          },
        },
        async (request) => support.like(userOf(request), request.params.id, on),
      );
      app[method](
        '/booths/:id/follow',
        {
          ...mine,
          schema: {
            tags,
            summary: on ? 'Follow a booth' : 'Stop following a booth',
            description: `${VISITOR} A follow earns the owner the booth follow bonus (I32, capped per day); an unfollow takes it back.`,
            params: ZBoothIdParams,
            response: { 200: ZBoothFollowResult },
          },
        },
        async (request) => support.follow(userOf(request), request.params.id, on),
      );
    }
    app.post(
      '/booths/:id/supports',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Support a booth with points',
          description:
            'Logged-in users outside the team (403), on a published booth (409 on a draft). Needs an Idempotency-Key header: a retry with the same key replays the first answer. 409 INSUFFICIENT_POINTS when the balance is short; nothing is charged then.',
          params: ZBoothIdParams,
          headers: z.object({ 'idempotency-key': z.string().optional() }),
          body: ZBoothSupportInput,
          response: { 200: ZBoothSupportResult },
        },
      },
      async (request) =>
        support.support(userOf(request), request.params.id, request.body, request.headers['idempotency-key']),
    );
    app.get(
      '/booths/:id/supporters',
      {
        schema: {
          tags,
          summary: 'Supporters, most points first',
          description: SEEN,
          params: ZBoothIdParams,
          querystring: ZCursorQuery,
          response: { 200: ZBoothSupporterPage },
        },
      },
      async (request) => support.supporters(await viewerOf(request), request.params.id, request.query),
    );
    app.get(
      '/booths/:id/supports',
      {
        schema: {
          tags,
          summary: 'Support history, newest first',
          description: SEEN,
          params: ZBoothIdParams,
          querystring: ZCursorQuery,
          response: { 200: ZBoothSupportHistory },
        },
      },
      async (request) => support.history(await viewerOf(request), request.params.id, request.query),
    );
    app.get(
      '/booths/:id/likes',
      {
        schema: {
          tags,
          summary: 'Who liked a booth',
          description: SEEN,
          params: ZBoothIdParams,
          querystring: ZCursorQuery,
          response: { 200: ZBoothLikerPage },
        },
      },
      async (request) => support.likers(await viewerOf(request), request.params.id, request.query),
    );
  };
}
