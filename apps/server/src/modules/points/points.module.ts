import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import type { EventDispatcher } from '../../events/dispatcher';
import type { RealtimeHub } from '../../realtime/hub';
import { createGiftCardService } from './points.giftCards';
import { giftCardsDataOf } from './points.giftCards.personalData';
import { giftCardRoutes } from './points.giftCards.routes';
import { levelUpListener, pointsListener } from './points.listeners';
import { pointsDataOf } from './points.personalData';
import { startQuestWeekJob } from './points.quests';
import { pointsRoutes } from './points.routes';
import { createPointsService } from './points.service';

/**
 * Points, levels, quests and plans (F10) as one plugin: its listeners join the app's event
 * dispatcher, and the weekly quest reset starts when the server listens (never in inject-only
 * tests). Payments (F11) are their own module (payments.module.ts), which credits through points.
 */
export function pointsModule(deps: {
  db: Database;
  events: EventDispatcher;
  realtime: RealtimeHub;
  now?: () => Date;
}): FastifyPluginAsyncZod {
  return async (app) => {
    // Gift cards bought sit beside the ledger in one section (never their codes).
    app.personalData.add({
      key: 'points',
      dataOf: async (db, userNo) => {
        const [points, giftCards] = await Promise.all([
          pointsDataOf(db, userNo),
          giftCardsDataOf(db, userNo),
        ]);
        return { ...points, giftCards };
      },
    });
    const now = deps.now ?? (() => new Date());
    deps.events.register(pointsListener());
    deps.events.register(levelUpListener(deps.realtime));
    await app.register(pointsRoutes({ db: deps.db, points: createPointsService({ db: deps.db, now }), now }));
    await app.register(giftCardRoutes({ giftCards: createGiftCardService({ db: deps.db, now }) }));
    let job: { stop: () => void } | undefined;
    app.addHook('onListen', async () => {
      job ??= startQuestWeekJob({
        db: deps.db,
        onError: (error) => app.log.error({ err: error }, 'weekly quest reset failed'),
        record: (run) => app.recordJob('quest_week_reset', run),
      });
    });
    app.addHook('onClose', async () => job?.stop());
  };
}
