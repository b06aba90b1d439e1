import { ZIdeaAnalysis, ZIdeaAnalysisInput, ZIdeaAnalysisList, ZRowIdParam } from '@sidecamp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { z } from 'zod';
import { userOf } from '../auth';
import type { BlueprintService } from './blueprint.service';

export function blueprintRoutes(deps: { db: Database; blueprint: BlueprintService }): FastifyPluginAsyncZod {
  const { blueprint } = deps;
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
            'Runs the idea analysis (the built-in offline engine) and keeps the report. Spends one AI credit of the plan, only when the report is stored; 409 AI_CREDITS_EXHAUSTED (naming the plan and when credits renew) when none are left, nothing spent. Needs an Idempotency-Key header: the same key replays the first answer without spending again. Logged-in people; 5 a minute.',
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
  };
}
