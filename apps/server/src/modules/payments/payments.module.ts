import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { createSandboxProvider, createStripeProvider, type PaymentProvider } from './payments.providers';
import { paymentsRoutes } from './payments.routes';
import { createPaymentService } from './payments.service';

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
 * Payments (F11) as one plugin: checkout, the provider's webhook and the sandbox's pages. A paid
 * pack or plan is credited through the points module's face (payments.service.ts); points knows
 * nothing of payments, so the dependency runs one way.
 */
export function paymentsModule(deps: {
  db: Database;
  config: Config;
  now?: () => Date;
}): FastifyPluginAsyncZod {
  return async (app) => {
    const now = deps.now ?? (() => new Date());
    const payments = createPaymentService({
      db: deps.db,
      provider: paymentProviderFrom(deps.config),
      publicUrl: deps.config.publicUrl,
      now,
    });
    await app.register(paymentsRoutes({ payments, webhookSecret: deps.config.PAYMENT_WEBHOOK_SECRET, now }));
  };
}
