import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import type { EventDispatcher } from '../../events/dispatcher';
import { backfillSuggestions } from './finder.suggestions';
import { teamGapListener } from './finder.suggestions.listener';
import { teamGapRoutes } from './finder.teamGap.routes';
import { createTeamGapService } from './finder.teamGap.service';

/**
 * Team-gap matching (F5.2): its listener joins the app's dispatcher; its routes only read and save.
 * An empty suggestions table is filled once when the server listens (never in inject-only tests).
 */
export function teamGapModule(deps: { db: Database; events: EventDispatcher }): FastifyPluginAsyncZod {
  return async (app) => {
    deps.events.register(teamGapListener());
    await app.register(teamGapRoutes({ teamGap: createTeamGapService({ db: deps.db }) }));
    app.addHook('onListen', async () => {
      void backfillSuggestions(deps.db).then(
        (count) =>
          count > 0 && app.log.info({ count }, 'team-gap suggestions filled for recruiting projects'),
        (error: unknown) => app.log.error({ err: error }, 'team-gap suggestions backfill failed'),
      );
    });
  };
}
