import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { blueprintRoutes } from './blueprint.routes';
import { createBlueprintService } from './blueprint.service';

/** Idea analysis (F13, the Blueprint area): its routes over the offline engine of packages/domain. */
export function blueprintModule(deps: { db: Database; now?: () => Date }): FastifyPluginAsyncZod {
  return async (app) => {
    const blueprint = createBlueprintService({ db: deps.db, now: deps.now ?? (() => new Date()) });
    await app.register(blueprintRoutes({ db: deps.db, blueprint }));
  };
}
