import {
  CAMPAIGN_MAX_RECIPIENTS,
  CAMPAIGN_MIN_AUDIENCE,
  ZCampaign,
  ZCampaignAnswerInput,
  ZCampaignAudienceInput,
  ZCampaignIdParam,
  ZCampaignInput,
  ZCampaignListQuery,
  ZCampaignPage,
  ZCampaignQuote,
  ZCampaignRejectInput,
  ZCampaignResults,
  ZCampaignSignup,
  ZCampaignSignupDecision,
  ZCampaignSignupInput,
  ZCampaignSignupParam,
} from '@sidecamp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOf, userOf } from '../auth';
import type { CampaignAdminService } from './campaigns.admin';
import type { ResponseService } from './campaigns.responses';
import type { CampaignService } from './campaigns.service';

const ZAdminQueueQuery = z.object({ page: z.coerce.number().int().min(1).max(1000).default(1) });

export function campaignRoutes(deps: {
  campaigns: CampaignService;
  responses: ResponseService;
  admin: CampaignAdminService;
}): FastifyPluginAsyncZod {
  const { campaigns, responses, admin } = deps;
  return async (app) => {
    const tags = ['campaigns'];
    const signedIn = { preHandler: app.requireUser };

    app.post(
      '/campaigns/quote',
      {
        ...signedIn,
        schema: {
          tags,
          summary: 'Who a campaign would reach and what it would cost, before sending',
          description:
            "Counts the people the targets match who take campaigns on the channel (the others are `optedOut`: not counted, not charged), the ledger lines and total, the viewer's balance, and whether an admin must approve it. A count below `minRecipients` (CAMPAIGN_MIN_AUDIENCE) is null, never exact, and such an audience has no price. Private profiles are never matched by experience, visit purpose or region. A channel this server cannot deliver (push without VAPID keys) is a 400 naming `channel`. A booth audience is for the booth's team only.",
          body: ZCampaignAudienceInput,
          response: { 200: ZCampaignQuote },
        },
      },
      async (request) => campaigns.quote(userOf(request), request.body),
    );

    app.post(
      '/campaigns',
      {
        ...signedIn,
        schema: {
          tags,
          summary: 'Send a campaign (paid once; waits for an admin above the approval threshold)',
          description: `Needs an Idempotency-Key header: the same key replays the first answer without a second charge. Charges the channel usage per recipient and the type fee in one go; 409 INSUFFICIENT_POINTS without the balance, 409 CAMPAIGN_AUDIENCE_TOO_SMALL when fewer than ${CAMPAIGN_MIN_AUDIENCE} people match, 409 CONFLICT when more than ${CAMPAIGN_MAX_RECIPIENTS} do, 400 naming \`channel\` for a channel this server cannot deliver; nothing is charged either way. Status 'sent', or 'pending_approval' when it reaches more than the channel's threshold.`,
          body: ZCampaignInput,
          response: { 201: ZCampaign },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(
            await campaigns.create(
              userOf(request),
              request.body,
              request.headers['idempotency-key'] as string | undefined,
            ),
          ),
    );

    app.get(
      '/campaigns',
      {
        ...signedIn,
        schema: {
          tags,
          summary: 'Campaigns I received or sent, newest first',
          querystring: ZCampaignListQuery,
          response: { 200: ZCampaignPage },
        },
      },
      async (request) => campaigns.list(userOf(request), request.query.box, request.query.page),
    );

    app.get(
      '/campaigns/:id',
      {
        ...signedIn,
        schema: {
          tags,
          summary: 'One campaign (its sender, its recipients and admins; 404 for anyone else)',
          params: ZCampaignIdParam,
          response: { 200: ZCampaign },
        },
      },
      async (request) => campaigns.visible(userOf(request), request.params.id),
    );

    app.post(
      '/campaigns/:id/answers',
      {
        ...signedIn,
        schema: {
          tags,
          summary: 'Answer a survey sent to me (once)',
          params: ZCampaignIdParam,
          body: ZCampaignAnswerInput,
          response: { 201: ZCampaign },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(await responses.answer(userOf(request), request.params.id, request.body.answers)),
    );

    app.post(
      '/campaigns/:id/signups',
      {
        ...signedIn,
        schema: {
          tags,
          summary: 'Sign up for an interview or tester call sent to me (once)',
          params: ZCampaignIdParam,
          body: ZCampaignSignupInput,
          response: { 201: ZCampaign },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await responses.signUp(userOf(request), request.params.id, request.body.note)),
    );

    for (const [method, on] of [
      ['PUT', true],
      ['DELETE', false],
    ] as const) {
      app.route({
        method,
        url: '/campaigns/:id/subscription',
        preHandler: app.requireUser,
        schema: {
          tags,
          summary: on
            ? "Subscribe to the sender's newsletters (from a newsletter sent to me)"
            : "Unsubscribe from the sender's newsletters",
          params: ZCampaignIdParam,
          response: { 200: ZCampaign },
        },
        handler: async (request) => responses.subscribe(userOf(request), request.params.id, on),
      });
    }

    app.get(
      '/campaigns/:id/results',
      {
        ...signedIn,
        schema: {
          tags,
          summary: "A campaign's results: answer counts, text answers, sign-ups, subscribers (sender only)",
          params: ZCampaignIdParam,
          response: { 200: ZCampaignResults },
        },
      },
      async (request) => responses.results(userOf(request), request.params.id),
    );

    app.put(
      '/campaigns/:id/signups/:userNo',
      {
        ...signedIn,
        schema: {
          tags,
          summary: 'Accept or decline a sign-up (sender only)',
          params: ZCampaignSignupParam,
          body: ZCampaignSignupDecision,
          response: { 200: ZCampaignSignup },
        },
      },
      async (request) =>
        responses.decideSignup(
          userOf(request),
          request.params.id,
          request.params.userNo,
          request.body.status,
        ),
    );

    app.get(
      '/admin/campaigns',
      {
        ...signedIn,
        schema: {
          tags,
          summary: 'Campaigns waiting for approval, oldest first (admins)',
          querystring: ZAdminQueueQuery,
          response: { 200: ZCampaignPage },
        },
      },
      async (request) => admin.queue(adminOf(request, 'read the campaign queue'), request.query.page),
    );
    app.post(
      '/admin/campaigns/:id/approve',
      {
        ...signedIn,
        schema: {
          tags,
          summary: 'Approve a waiting campaign: it is sent (admins)',
          params: ZCampaignIdParam,
          response: { 200: ZCampaign },
        },
      },
      async (request) => admin.approve(adminOf(request, 'approve campaigns'), request.params.id),
    );
    app.post(
      '/admin/campaigns/:id/reject',
      {
        ...signedIn,
        schema: {
          tags,
          summary: 'Reject a waiting campaign: its points go back to the sender (admins)',
          params: ZCampaignIdParam,
          body: ZCampaignRejectInput,
          response: { 200: ZCampaign },
        },
      },
      async (request) =>
        admin.reject(adminOf(request, 'reject campaigns'), request.params.id, request.body.reason),
    );
  };
}
