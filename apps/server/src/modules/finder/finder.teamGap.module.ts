import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import type { EventDispatcher } from '../../events/dispatcher';
import { teamGapListener } from './finder.suggestions.listener';
import { teamGapRoutes } from './finder.teamGap.routes';
import { createTeamGapService } from './finder.teamGap.service';

/** Team-gap matching (F5.2): its listener joins the app's dispatcher; its routes only read and save. */
export function teamGapModule(deps: { db: Database; events: EventDispatcher }): FastifyPluginAsyncZod {
  return async (app) => {
    deps.events.register(teamGapListener());
    await app.register(teamGapRoutes({ teamGap: createTeamGapService({ db: deps.db }) }));
  };
}
