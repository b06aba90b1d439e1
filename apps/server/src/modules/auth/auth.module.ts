import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Mailer } from '../mail';
import { authRoutes } from './auth.routes';
import { createAuthService } from './auth.service';
import type { SessionCache } from './auth.sessions';
import { createProviderRegistry, providersFromConfig } from './social/social.providers';
import { socialRoutes } from './social/social.routes';
import { createSocialService } from './social/social.service';

/**
 * Accounts and sessions: sign-up, log-in, password reset, the realtime ticket, and social log-in
 * (which starts its sessions through the same service). The session guard (`installAuth`) and the
 * closing of ended sessions' sockets are installed by `app.ts` on the root, since every module uses them.
 */
export function authModule(deps: {
  db: Database;
  config: Config;
  mailer: Mailer;
  sessionCache: SessionCache;
}): FastifyPluginAsyncZod {
  const { config } = deps;
  return async (app) => {
    const auth = createAuthService({
      db: deps.db,
      mailer: deps.mailer,
      sessionTtlDays: config.SESSION_TTL_DAYS,
      resetTtlMinutes: config.PASSWORD_RESET_TTL_MINUTES,
      publicUrl: config.publicUrl,
      sessionCache: deps.sessionCache,
    });
    await app.register(authRoutes({ auth, rateLimitPerMinute: config.AUTH_RATE_LIMIT_PER_MINUTE }));
    await app.register(
      socialRoutes({
        social: createSocialService({
          db: deps.db,
          registry: createProviderRegistry(providersFromConfig(config)),
          startSession: auth.startSession,
          publicUrl: config.publicUrl,
        }),
        rateLimitPerMinute: config.AUTH_RATE_LIMIT_PER_MINUTE,
        secureCookies: config.isProduction,
      }),
    );
  };
}
