import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import type { RealtimeHub } from '../../realtime/hub';
import { createMyWorkspaceService } from './workspace.me';
import { workspaceDataOf } from './workspace.personalData';
import type { WorkspaceReadCache } from './workspace.readCache';
import { registerWorkspaceRealtime } from './workspace.realtime';
import { createBoardResetService } from './workspace.reset';
import { workspaceRoutes } from './workspace.routes';
import { createWorkspaceService } from './workspace.service';

/** The project workspace (F7) as one plugin: HTTP routes plus the project rooms of the realtime server. */
export function workspaceModule(deps: {
  db: Database;
  realtime: RealtimeHub;
  /** Boards and to-do panels as sent, kept by the database's notifications (optional in tests). */
  readCache?: WorkspaceReadCache;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.personalData.add({ key: 'workspace', dataOf: workspaceDataOf });
    registerWorkspaceRealtime({ db: deps.db, realtime: deps.realtime, events: app.events, logger: app.log });
    await app.register(
      workspaceRoutes({
        workspace: createWorkspaceService({
          db: deps.db,
          broadcast: deps.realtime.emitToRoom,
          readCache: deps.readCache,
        }),
        me: createMyWorkspaceService({ db: deps.db, readCache: deps.readCache }),
        reset: createBoardResetService({
          db: deps.db,
          broadcast: deps.realtime.emitToRoom,
          readCache: deps.readCache,
        }),
      }),
    );
  };
}
