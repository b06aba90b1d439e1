import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { AppError } from '../../http/errors';
import { userOf } from '../auth';
import { contentDisposition, type UploadStorage } from '../uploads';
import { buildDataExport } from './privacy.export';

/** How many data downloads one person may start per hour: building one reads all their files. */
export const DATA_EXPORTS_PER_HOUR = 3;

export function privacyRoutes(deps: {
  db: Database;
  storage: UploadStorage;
  now?: () => Date;
}): FastifyPluginAsyncZod {
  const now = deps.now ?? (() => new Date());
  return async (app) => {
    app.get(
      '/me/data-export',
      {
        schema: {
          tags: ['privacy'],
          summary:
            'Download everything Sidecamp holds about you, as one zip (data.json, files/, README.txt).',
        },
        preHandler: app.requireUser,
        config: {
          rateLimit: {
            max: DATA_EXPORTS_PER_HOUR,
            timeWindow: '1 hour',
            // Counted per person (the session is read here, cached for the request), so people
            // behind one address do not share a budget; a visitor counts by address.
            keyGenerator: async (request) => {
              const session = await app.resolveRequestSession(request);
              return session.status === 'active' ? `user:${session.user.no}` : `ip:${request.ip}`;
            },
          },
        },
      },
      async (request, reply) => {
        const user = userOf(request);
        const archive = await buildDataExport(
          { db: deps.db, storage: deps.storage, sections: app.personalData, now },
          user.no,
        );
        if (!archive) throw new AppError('NOT_FOUND', { message: 'There is no such account.' });
        const day = now().toISOString().slice(0, 10);
        reply
          .header('content-type', 'application/zip')
          .header('cache-control', 'no-store')
          .header('content-disposition', contentDisposition('attachment', `sidecamp-data-${day}.zip`));
        return reply.send(archive);
      },
    );
  };
}
