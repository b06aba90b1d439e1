import { ZFeedbackInput, ZFeedbackReceipt } from '@sidecamp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SupportService } from './support.service';

export function supportRoutes(deps: {
  support: SupportService;
  rateLimitPerMinute: number;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/support/feedback',
      {
        // Open to visitors, so it is rate-limited like the other anonymous writes.
        config: { rateLimit: { max: deps.rateLimitPerMinute, timeWindow: '1 minute' } },
        schema: {
          tags: ['support'],
          summary: 'Send feedback (collaboration request, feature suggestion, bug report, compliment)',
          body: ZFeedbackInput,
          response: { 201: ZFeedbackReceipt },
        },
      },
      async (request, reply) => {
        const session = await app.resolveRequestSession(request);
        const sender = session.status === 'active' ? session.user : undefined;
        return reply.code(201).send(await deps.support.sendFeedback(sender, request.body));
      },
    );
  };
}
