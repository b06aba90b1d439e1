import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { createBanService } from './moderation.bans';
import { createReportService } from './moderation.reports';
import { moderationRoutes } from './moderation.routes';

/**
 * Moderation (F18, issue 22): the report queue with hide/restore/dismiss, and bans. It acts on content
 * only through the moderation targets the owning modules add (lounge posts and replies, chat messages,
 * booths, profiles; the feed follows hides), bans through auth's face, and writes the admin audit log;
 * nothing imports moderation.
 */
export function moderationModule(deps: { db: Database }): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(
      moderationRoutes({
        bans: createBanService(deps),
        // The content that can be reported is contributed by the modules that own it (ports/moderationTargets.ts).
        reports: createReportService({ db: deps.db, targets: app.moderationTargets }),
      }),
    );
  };
}
