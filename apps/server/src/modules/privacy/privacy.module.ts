import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import type { UploadStorage } from '../uploads';
import { privacyRoutes } from './privacy.routes';

/**
 * The data download: the account and the files, with each area's section added through
 * `app.personalData`. (Withdrawal is auth's; each area cleans up in its own `user.withdrawn` listener.)
 */
export function privacyModule(deps: { db: Database; storage: UploadStorage }): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(privacyRoutes(deps));
  };
}
