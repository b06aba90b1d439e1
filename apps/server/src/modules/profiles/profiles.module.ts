import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { createFollowService } from './profiles.follows.service';
import { createItemService } from './profiles.items.service';
import { createReviewService } from './profiles.reviews.service';
import { profilesRoutes } from './profiles.routes';
import { createProfileService } from './profiles.service';
import { settingsRoutes } from './profiles.settings.routes';
import { createSettingsService } from './profiles.settings.service';

/** The profiles area (F3): profiles with their items and links, follows, reviews, and settings. */
export function profilesModule(deps: { db: Database; nudgeEvents: () => void }): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(
      profilesRoutes({
        profiles: createProfileService(deps),
        items: createItemService(deps),
        follows: createFollowService(deps),
        reviews: createReviewService(deps),
      }),
    );
    await app.register(settingsRoutes({ settings: createSettingsService(deps) }));
  };
}
