import { ZDevMailList } from '@sidecamp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/errors';
import type { Mailer } from './mail.service';

/**
 * The development mail page's data: what the platform "sent" while no SMTP server is configured.
 * It exists only outside production, where nobody else's mail could be read.
 */
export function mailRoutes(deps: { mailer: Mailer; isProduction: boolean }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/dev/mail',
      {
        schema: {
          tags: ['development'],
          summary: 'Development mail outbox',
          response: { 200: ZDevMailList },
        },
      },
      async () => {
        if (deps.isProduction) throw new AppError('NOT_FOUND');
        const rows = await deps.mailer.list(50);
        return {
          transport: deps.mailer.transport,
          messages: rows.map((row) => ({
            id: row.id,
            to: row.to,
            subject: row.subject,
            text: row.text,
            createdAt: row.createdAt.toISOString(),
          })),
        };
      },
    );
  };
}
