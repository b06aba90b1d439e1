import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import type { EventDispatcher } from '../../events/dispatcher';
import { createApplicationService } from './projects.applications';
import { createApplicationReadService } from './projects.applications.reads';
import { createBoostService } from './projects.boosts';
import { createFollowService } from './projects.follows';
import { createHubService } from './projects.hub';
import type { HubCache } from './projects.hubCache';
import { createMemberService } from './projects.members';
import { projectsDataOf } from './projects.personalData';
import { createPositionService } from './projects.positions';
import { createQnaService } from './projects.qna';
import { projectQnaRoutes } from './projects.qna.routes';
import { projectsRoutes } from './projects.routes';
import { createProjectService } from './projects.service';
import { createSuccessionService } from './projects.succession';
import { runSuccession } from './projects.succession.job';
import { successionLoginListener } from './projects.succession.listener';
import { projectSuccessionRoutes } from './projects.succession.routes';
import { projectTeamRoutes } from './projects.team.routes';
import type { ProjectViewCache } from './projects.viewCache';

/** The projects area (F4) as one plugin: its services share the database and the event nudge. */
export function projectsModule(deps: {
  db: Database;
  hubCache: HubCache;
  viewCache?: ProjectViewCache;
  /** For the succession listener (a quiet leader logging in keeps the lead); absent in some tests. */
  events?: EventDispatcher;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.personalData.add({ key: 'projects', dataOf: projectsDataOf });
    const { hubCache, viewCache } = deps;
    // A change made through this area is forgotten before its response leaves, so the next hub or
    // project view read of this process shows it even if the database's notification is still on its way.
    app.addHook('onSend', async (request) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        hubCache.clear();
        viewCache?.clear();
      }
    });
    const projects = createProjectService(deps);
    await app.register(
      projectsRoutes({
        projects,
        hub: createHubService(deps),
        positions: createPositionService(deps),
        follows: createFollowService(deps),
        boosts: createBoostService(deps),
      }),
    );
    await app.register(
      projectTeamRoutes({
        projects,
        applications: createApplicationService(deps),
        applicationReads: createApplicationReadService(deps),
        members: createMemberService(deps),
      }),
    );
    await app.register(projectQnaRoutes({ qna: createQnaService(deps) }));
    await app.register(projectSuccessionRoutes({ projects, succession: createSuccessionService(deps) }));
    deps.events?.register(successionLoginListener());
    // The succession job (F4.4) hourly once the app is ready: it is idempotent and takes an advisory
    // lock, so a notice opens within the hour a leader passes the limit, in one process at a time.
    let successionTimer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      successionTimer = setInterval(() => {
        void app
          .recordJob('project_succession', () => runSuccession(deps.db, new Date()))
          .catch((error) => app.log.error({ err: error }, 'succession job failed'));
      }, 60 * 60_000);
      successionTimer.unref();
    });
    app.addHook('onClose', async () => clearInterval(successionTimer));
  };
}
