import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database, DatabaseHandle } from '../../db/client';
import { createApplicationService } from './projects.applications';
import { openHubCache } from './projects.hubCache';
import { createMemberService } from './projects.members';
import { createQnaService } from './projects.qna';
import { projectQnaRoutes } from './projects.qna.routes';
import { projectsRoutes } from './projects.routes';
import { createProjectService } from './projects.service';
import { projectTeamRoutes } from './projects.team.routes';

/** The projects area (F4) as one plugin: its services share the database and the event nudge. */
export function projectsModule(deps: {
  db: Database;
  nudgeEvents: () => void;
  /** Database notifications for the hub cache, and how long it keeps a page (0: no cache). */
  changes: Pick<DatabaseHandle, 'listen'>;
  hubCacheSeconds: number;
}): FastifyPluginAsyncZod {
  return async (app) => {
    const hubCache = await openHubCache(deps.changes, deps.hubCacheSeconds * 1000);
    // A change made through this area is forgotten before its response leaves, so the next hub
    // read of this process shows it even if the database's notification is still on its way.
    app.addHook('onSend', async (request) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') hubCache.clear();
    });
    const projects = createProjectService({ ...deps, hubCache });
    await app.register(projectsRoutes({ projects }));
    await app.register(
      projectTeamRoutes({
        projects,
        applications: createApplicationService(deps),
        members: createMemberService(deps),
      }),
    );
    await app.register(projectQnaRoutes({ qna: createQnaService(deps) }));
  };
}
