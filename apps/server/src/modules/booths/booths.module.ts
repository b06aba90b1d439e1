import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { boothsRoutes } from './booths.routes';
import { createBoothService } from './booths.service';
import { createBoothSupportService } from './booths.support';

/** Booths (F12, the Launch camp): booth pages, their team, likes, follows and support with points. */
export function boothsModule(deps: { db: Database; nudgeEvents: () => void }): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(
      boothsRoutes({ booths: createBoothService(deps), support: createBoothSupportService(deps) }),
    );
  };
}
