import {
  ZBoothIdParams,
  ZBoothInvitationInput,
  ZBoothJoinRequestInput,
  ZBoothMarkPage,
  ZBoothMarkResult,
  ZBoothProgress,
  ZBoothPromo,
  ZBoothPromoInput,
  ZBoothPromoList,
  ZBoothPromoParams,
  ZBoothPromoUpdate,
  ZBoothTeamRequest,
  ZBoothTeamRequestList,
  ZBoothTeamRequestParams,
} from '@sidecamp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userOf } from '../auth';
import type { createBoothProgressService } from './booths.progress';
import type { createBoothPromoService } from './booths.promo';
import type { createBoothTeamService } from './booths.team';

const tags = ['booths'];
const TEAM = "The booth's team: 401 logged out, 403 for others, 404 for an unknown code or booth.";

export function boothPromoRoutes(deps: {
  promo: ReturnType<typeof createBoothPromoService>;
  progress: ReturnType<typeof createBoothProgressService>;
}): FastifyPluginAsyncZod {
  const { promo, progress } = deps;
  return async (app) => {
    const mine = { preHandler: app.requireUser };
    app.get(
      '/booths/:id/promotion-codes',
      {
        schema: {
          tags,
          summary: "A booth's promotion codes",
          description:
            'Anyone sees the offers and how many were revealed; the code itself only the team and people who revealed it.',
          params: ZBoothIdParams,
          response: { 200: ZBoothPromoList },
        },
      },
      async (request) => promo.list(await app.viewerOf(request), request.params.id),
    );
    app.post(
      '/booths/:id/promotion-codes',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Offer a promotion code',
          description: `${TEAM} At most ten per booth (409).`,
          params: ZBoothIdParams,
          body: ZBoothPromoInput,
          response: { 201: ZBoothPromo },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await promo.create(userOf(request), request.params.id, request.body)),
    );
    app.patch(
      '/booths/promotion-codes/:promoId',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Change a promotion code',
          description: TEAM,
          params: ZBoothPromoParams,
          body: ZBoothPromoUpdate,
          response: { 200: ZBoothPromo },
        },
      },
      async (request) => promo.update(userOf(request), request.params.promoId, request.body),
    );
    app.delete(
      '/booths/promotion-codes/:promoId',
      {
        ...mine,
        schema: { tags, summary: 'Withdraw a promotion code', description: TEAM, params: ZBoothPromoParams },
      },
      async (request, reply) => {
        await promo.remove(userOf(request), request.params.promoId);
        return reply.code(204).send();
      },
    );
    app.post(
      '/booths/promotion-codes/:promoId/reveal',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Reveal a promotion code',
          description:
            'Logged-in users (401), on a published booth. Counted once per person; 409 once expired or used up.',
          params: ZBoothPromoParams,
          response: { 200: ZBoothPromo },
        },
      },
      async (request) => promo.reveal(userOf(request), request.params.promoId),
    );
    for (const [method, on] of [
      ['put', true],
      ['delete', false],
    ] as const)
      app[method](
        '/booths/:id/mark',
        {
          ...mine,
          schema: {
            tags,
            summary: on ? 'Bookmark a booth' : 'Remove a bookmark',
            description: 'Logged-in users; private.',
            params: ZBoothIdParams,
            response: { 200: ZBoothMarkResult },
          },
        },
        async (request) => promo.mark(userOf(request), request.params.id, on),
      );
    app.get(
      '/booths/:id/progress',
      {
        schema: {
          tags,
          summary: "The booth's live build progress",
          description:
            "As the booth (drafts only for their team). Its project's goals with their done tasks and the recently completed tasks; empty for a booth without a project. A page follows changes with the socket's watchBooth (boothProgress events).",
          params: ZBoothIdParams,
          response: { 200: ZBoothProgress },
        },
      },
      async (request) => progress.progress(await app.viewerOf(request), request.params.id),
    );
    app.get(
      '/me/booth-marks',
      {
        ...mine,
        schema: {
          tags,
          summary: 'My bookmarked booths',
          description: 'Latest first.',
          response: { 200: ZBoothMarkPage },
        },
      },
      async (request) => promo.marks(userOf(request)),
    );
  };
}

export function boothTeamRoutes(deps: {
  team: ReturnType<typeof createBoothTeamService>;
}): FastifyPluginAsyncZod {
  const { team } = deps;
  return async (app) => {
    const mine = { preHandler: app.requireUser };
    app.post(
      '/booths/:id/invitations',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Invite someone to the team',
          description:
            "The booth's owner (403 for others). 400 naming userNo for an unknown person or a team member; 409 while one is open.",
          params: ZBoothIdParams,
          body: ZBoothInvitationInput,
          response: { 201: ZBoothTeamRequest },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await team.invite(userOf(request), request.params.id, request.body)),
    );
    app.post(
      '/booths/:id/join-requests',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Ask to join the team',
          description: 'Logged-in people outside the team, on a published booth; 409 while one is open.',
          params: ZBoothIdParams,
          body: ZBoothJoinRequestInput,
          response: { 201: ZBoothTeamRequest },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await team.requestToJoin(userOf(request), request.params.id, request.body)),
    );
    app.get(
      '/booths/:id/team-requests',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Open invitations and candidates',
          description: TEAM,
          params: ZBoothIdParams,
          response: { 200: ZBoothTeamRequestList },
        },
      },
      async (request) => team.pendingFor(userOf(request), request.params.id),
    );
    app.get(
      '/me/booth-invitations',
      {
        ...mine,
        schema: {
          tags,
          summary: 'My open invitations to booth teams',
          response: { 200: ZBoothTeamRequestList },
        },
      },
      async (request) => team.myInvitations(userOf(request)),
    );
    for (const [action, accept] of [
      ['accept', true],
      ['decline', false],
    ] as const)
      app.post(
        `/booths/team-requests/:requestId/${action}`,
        {
          ...mine,
          schema: {
            tags,
            summary: accept ? 'Accept an invitation or a candidate' : 'Decline an invitation or a candidate',
            description:
              'An invitation is answered by the invited person, a request by the booth owner (403 otherwise); 409 once answered.',
            params: ZBoothTeamRequestParams,
            response: { 200: ZBoothTeamRequest },
          },
        },
        async (request) => team.answer(userOf(request), request.params.requestId, accept),
      );
    app.delete(
      '/booths/team-requests/:requestId',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Withdraw an invitation or a request to join',
          description:
            "An invitation is withdrawn by the booth's owner (the invited person declines it instead), a request by the person who asked (403 otherwise); 409 once answered. It is deleted, so the person can be invited or ask again.",
          params: ZBoothTeamRequestParams,
        },
      },
      async (request, reply) => {
        await team.withdraw(userOf(request), request.params.requestId);
        return reply.code(204).send();
      },
    );
  };
}
