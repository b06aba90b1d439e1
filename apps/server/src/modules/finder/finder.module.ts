import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import type { RecommendedCache } from './finder.recommendedCache';
import { finderRoutes } from './finder.routes';
import { createFinderService } from './finder.service';

/** The member finder and its "recommended for you" row (the team-gap part is finder.teamGap.module.ts). */
export function finderModule(deps: {
  db: Database;
  recommendedCache?: RecommendedCache;
}): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(finderRoutes({ finder: createFinderService(deps) }));
  };
}
