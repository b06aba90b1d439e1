import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mailRoutes } from './mail.routes';
import type { Mailer } from './mail.service';

/**
 * Mail: the mailer itself is made by `app.ts` (every area that writes mail receives it); this module
 * adds the opt-in development mailbox.
 */
export function mailModule(deps: { mailer: Mailer; mailboxEnabled: boolean }): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(mailRoutes(deps));
  };
}
