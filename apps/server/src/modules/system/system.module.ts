import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { systemRoutes } from './system.routes';

/** Health and readiness (the OpenAPI document is served by `app.ts`, which builds it from every route). */
export function systemModule(deps: { config: Config; database: DatabaseHandle }): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(systemRoutes(deps));
  };
}
