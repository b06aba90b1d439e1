import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import type { EventDispatcher } from '../../events/dispatcher';
import type { RealtimeHub } from '../../realtime/hub';
import { alarmsListener } from './alarms.listeners';
import { alarmsRoutes } from './alarms.routes';
import { createAlarmsService } from './alarms.service';

/**
 * The alarm centre (issue 19, F14): notifications made from the other areas' domain events by one
 * listener, never by calls from those areas; the person's list, read marks, watch levels, mutes
 * and quiet hours.
 */
export function alarmsModule(deps: {
  db: Database;
  events: EventDispatcher;
  realtime: RealtimeHub;
}): FastifyPluginAsyncZod {
  return async (app) => {
    deps.events.register(alarmsListener(deps.realtime));
    const alarms = createAlarmsService({ db: deps.db, realtime: deps.realtime });
    await app.register(alarmsRoutes({ alarms }));
  };
}
