import {
  ideaReportMarkdown,
  PLAN_TYPES,
  PLANS,
  PREMIUM_ANALYSIS,
  ZIdeaAnalysis,
  ZIdeaAnalysisInput,
  ZIdeaAnalysisList,
  ZIdeaCaseList,
  ZIdeaPremium,
  ZIdeaReportMail,
  ZIdeaReportMailInput,
  ZIdeaReportMailList,
  ZRowIdParam,
} from '@sidecamp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { AppError } from '../../http/errors';
import { userOf } from '../auth';
import { planStatus } from '../points';
import { caseById, listCases } from './blueprint.cases';
import type { ReportMailService } from './blueprint.mails';
import type { PremiumService } from './blueprint.premium';
import type { BlueprintService } from './blueprint.service';

export function blueprintRoutes(deps: {
  db: Database;
  blueprint: BlueprintService;
  premium: PremiumService;
  mails: ReportMailService;
}): FastifyPluginAsyncZod {
  const { blueprint, db, premium, mails } = deps;
  return async (app) => {
    const mine = { preHandler: app.requireUser };
    const tags = ['blueprint'];

    app.post(
      '/blueprint/analyses',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Analyse an idea',
          description:
            'Runs the idea analysis (the built-in offline engine) and keeps the report. Spends one AI credit of the plan, only when the report is stored; 402 AI_CREDITS_EXHAUSTED (naming the plan and when credits renew) when none are left, nothing spent. Needs an Idempotency-Key header: the same key replays the first answer without spending again. Logged-in people; 5 a minute.',
          headers: z.object({ 'idempotency-key': z.string().optional() }),
          body: ZIdeaAnalysisInput,
          response: { 201: ZIdeaAnalysis },
        },
      },
      async (request, reply) => {
        const analysis = await blueprint.analyse(
          userOf(request),
          request.body,
          request.headers['idempotency-key'],
        );
        return reply.code(201).send(analysis);
      },
    );

    app.get(
      '/blueprint/analyses',
      {
        ...mine,
        schema: {
          tags,
          summary: 'My analyses',
          description: 'Newest first, the latest 100.',
          response: { 200: ZIdeaAnalysisList },
        },
      },
      async (request) => blueprint.list(userOf(request)),
    );

    app.get(
      '/blueprint/analyses/:id',
      {
        ...mine,
        schema: {
          tags,
          summary: 'One of my analyses',
          description: "The stored report. Another person's analysis answers 404.",
          params: z.object({ id: ZRowIdParam }),
          response: { 200: ZIdeaAnalysis },
        },
      },
      async (request) => blueprint.get(userOf(request), request.params.id),
    );

    app.get(
      '/blueprint/cases',
      {
        schema: {
          tags,
          summary: 'The case library',
          description: 'Example analyses from the demo community, newest first, with their category. Anyone.',
          response: { 200: ZIdeaCaseList },
        },
      },
      async () => listCases(db),
    );

    app.get(
      '/blueprint/cases/:id',
      {
        schema: {
          tags,
          summary: 'One case of the library',
          description: 'A library case as a full report. Anyone; an analysis that is not a case answers 404.',
          params: z.object({ id: ZRowIdParam }),
          response: { 200: ZIdeaAnalysis },
        },
      },
      async (request) => caseById(db, request.params.id),
    );

    app.get(
      '/blueprint/analyses/:id/export.md',
      {
        ...mine,
        schema: {
          tags,
          summary: 'One of my analyses as Markdown',
          description:
            "The report as a Markdown file, for plans that include export (Light, Pro); 402 PLAN_FEATURE_REQUIRED on Free, naming the plans that have it. Another person's analysis answers 404.",
          params: z.object({ id: ZRowIdParam }),
        },
      },
      async (request, reply) => {
        const user = userOf(request);
        const analysis = await blueprint.get(user, request.params.id);
        const plan = await planStatus(db, user.no, new Date());
        if (!plan.exportFeature) {
          const withExport = PLANS.filter((entry) => entry.exportFeature).map((entry) =>
            PLAN_TYPES.label(entry.planType),
          );
          throw new AppError('PLAN_FEATURE_REQUIRED', {
            message: `Export is part of the ${withExport.join(' and ')} plans; you are on ${PLAN_TYPES.label(plan.planType)}.`,
          });
        }
        const name =
          analysis.report.idea.title.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'analysis';
        return (
          reply
            .type('text/markdown; charset=utf-8')
            .header('content-disposition', `attachment; filename="${encodeURIComponent(name)}.md"`)
            // Links in the file point back at the address the person used.
            .send(ideaReportMarkdown(analysis.report, `${request.protocol}://${request.host}`))
        );
      },
    );

    app.post(
      '/blueprint/analyses/:id/premium',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Unlock the premium sections',
          description: `The owner unlocks one analysis's premium sections (every competitor scored on the eight axes, and where the idea stands) for ${PREMIUM_ANALYSIS.points} points, once: unlocking again answers the same sections free. 409 INSUFFICIENT_POINTS when short, 409 CONFLICT when the analysis has no competitor to compare with; nothing charged either way. Needs an Idempotency-Key header. Another person's analysis answers 404.`,
          headers: z.object({ 'idempotency-key': z.string().optional() }),
          params: z.object({ id: ZRowIdParam }),
          response: { 200: ZIdeaPremium },
        },
      },
      async (request) =>
        premium.unlock(userOf(request), request.params.id, request.headers['idempotency-key']),
    );

    app.get(
      '/blueprint/analyses/:id/mails',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Report e-mails of one of my analyses',
          description: "Scheduled and sent, newest first. Another person's analysis answers 404.",
          params: z.object({ id: ZRowIdParam }),
          response: { 200: ZIdeaReportMailList },
        },
      },
      async (request) => mails.list(userOf(request), request.params.id),
    );

    app.post(
      '/blueprint/analyses/:id/mails',
      {
        ...mine,
        schema: {
          tags,
          summary: 'E-mail me this report',
          description:
            "Sends the report to the owner's own address at the chosen time (now up to 30 days ahead): the scores and closest competitors, and the whole report when the plan includes export. At most 5 waiting at a time (409). Another person's analysis answers 404. 5 a minute.",
          params: z.object({ id: ZRowIdParam }),
          body: ZIdeaReportMailInput,
          response: { 201: ZIdeaReportMail },
        },
      },
      async (request, reply) => {
        const mail = await mails.schedule(userOf(request), request.params.id, request.body.sendAt);
        // "Send now" should not wait for the next sweep; the sweep's claim keeps it to one delivery.
        if (Date.parse(mail.sendAt) <= Date.now())
          void mails
            .sweep()
            .catch((error) => request.log.error({ err: error }, 'report e-mail sweep failed'));
        return reply.code(201).send(mail);
      },
    );

    app.delete(
      '/blueprint/analyses/:id/mails/:mailId',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Cancel a report e-mail',
          description: 'Only one that has not been sent (409 otherwise); only your own (404 otherwise).',
          params: z.object({ id: ZRowIdParam, mailId: ZRowIdParam }),
        },
      },
      async (request, reply) => {
        await mails.cancel(userOf(request), request.params.id, request.params.mailId);
        return reply.code(204).send();
      },
    );
  };
}
