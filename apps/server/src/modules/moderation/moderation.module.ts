import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { createBanService } from './moderation.bans';
import { createReportService } from './moderation.reports';
import { moderationRoutes } from './moderation.routes';

/**
 * Moderation (F18, issue 22): the report queue with hide/restore/dismiss, and bans. It acts through the faces of the modules that own what it
 * changes (lounge's hide/restore, the feed's items, auth's banUser/unbanUser) and writes the admin audit log; nothing imports moderation.
 */
export function moderationModule(deps: { db: Database }): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(
      moderationRoutes({ bans: createBanService(deps), reports: createReportService(deps) }),
    );
  };
}
