import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { groupsRoutes } from './groups.routes';
import { createGroupService } from './groups.service';

/** Groups (F6): project and study groups, their members and requests, as a plugin of their own. */
export function groupsModule(deps: { db: Database }): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(groupsRoutes({ groups: createGroupService(deps) }));
  };
}
