import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { EventDispatcher } from '../../events/dispatcher';
import type { RealtimeHub } from '../../realtime/hub';
import {
  createPaymentService,
  createSandboxProvider,
  createStripeProvider,
  type PaymentProvider,
  paymentsRoutes,
} from '../payments';
import { levelUpListener, pointsListener } from './points.listeners';
import { startQuestWeekJob } from './points.quests';
import { pointsRoutes } from './points.routes';
import { createPointsService } from './points.service';

/** The provider PAYMENT_PROVIDER names (the sandbox unless configured otherwise). */
export function paymentProviderFrom(config: Config): PaymentProvider {
  if (config.PAYMENT_PROVIDER === 'stripe') {
    if (!config.STRIPE_SECRET_KEY || !config.STRIPE_WEBHOOK_SECRET) {
      throw new Error('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
    }
    return createStripeProvider({
      secretKey: config.STRIPE_SECRET_KEY,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
    });
  }
  return createSandboxProvider({ webhookSecret: config.PAYMENT_WEBHOOK_SECRET, publicUrl: config.publicUrl });
}

/**
 * Points, levels, quests, plans and payments (F10, F11) as one plugin: its listeners join the
 * app's event dispatcher, and the weekly quest reset starts when the server listens (never in
 * inject-only tests).
 */
export function pointsModule(deps: {
  db: Database;
  config: Config;
  events: EventDispatcher;
  realtime: RealtimeHub;
  now?: () => Date;
}): FastifyPluginAsyncZod {
  return async (app) => {
    const now = deps.now ?? (() => new Date());
    deps.events.register(pointsListener());
    deps.events.register(levelUpListener(deps.realtime));
    const payments = createPaymentService({
      db: deps.db,
      provider: paymentProviderFrom(deps.config),
      publicUrl: deps.config.publicUrl,
      now,
    });
    await app.register(pointsRoutes({ db: deps.db, points: createPointsService({ db: deps.db, now }), now }));
    await app.register(paymentsRoutes({ payments, webhookSecret: deps.config.PAYMENT_WEBHOOK_SECRET, now }));
    let job: { stop: () => void } | undefined;
    app.addHook('onListen', async () => {
      job ??= startQuestWeekJob({
        db: deps.db,
        onError: (error) => app.log.error({ err: error }, 'weekly quest reset failed'),
      });
    });
    app.addHook('onClose', async () => job?.stop());
  };
}
