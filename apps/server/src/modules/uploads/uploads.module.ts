import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { uploadRoutes } from './uploads.routes';
import { createUploadService } from './uploads.service';
import type { UploadStorage } from './uploads.storage';
import { uploadsWithdrawalListener } from './uploads.withdrawal';

/** Files and pictures: intake with its checks, serving with its access rules, and removal on withdrawal. */
export function uploadsModule(deps: { db: Database; storage: UploadStorage }): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(
      uploadRoutes({ uploads: createUploadService({ db: deps.db, storage: deps.storage, logger: app.log }) }),
    );
    app.events.register(uploadsWithdrawalListener({ storage: deps.storage }));
  };
}
