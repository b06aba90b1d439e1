import { ZDevMailList } from '@sidecamp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/errors';
import type { Mailer } from './mail.service';

/**
 * The development mailbox: what the platform "sent" while no SMTP server is configured. That mail
 * holds password-reset links, so it is off unless DEV_MAILBOX is set (never in production), and
 * even then only admins may read it.
 */
export function mailRoutes(deps: { mailer: Mailer; mailboxEnabled: boolean }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/dev/mail',
      {
        schema: {
          tags: ['development'],
          summary: 'Development mail outbox (admins, with DEV_MAILBOX on)',
          description:
            '404 unless the server runs with DEV_MAILBOX=1 (refused in production); 401 logged out; 403 for anyone but an admin.',
          response: { 200: ZDevMailList },
        },
        onRequest: async (request) => {
          if (!deps.mailboxEnabled) {
            throw new AppError('NOT_FOUND', {
              message: 'The development mailbox is off (DEV_MAILBOX=1 turns it on, for admins).',
            });
          }
          await app.requireUser(request);
          if (request.user?.role !== 'admin') {
            throw new AppError('FORBIDDEN', { message: 'Only an admin may read the development mailbox.' });
          }
        },
      },
      async () => {
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
