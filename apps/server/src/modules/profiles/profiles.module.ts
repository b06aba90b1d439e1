import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { registerPictureSlot } from '../uploads';
import { createFollowService } from './profiles.follows.service';
import { createItemService } from './profiles.items.service';
import { profileBackgroundSlot } from './profiles.pictures';
import { createReviewService } from './profiles.reviews.service';
import { profilesRoutes } from './profiles.routes';
import { createProfileService } from './profiles.service';
import { settingsRoutes } from './profiles.settings.routes';
import { createSettingsService } from './profiles.settings.service';

/**
 * The profiles area (F3): profiles with their items and links, follows, reviews, and settings; it
 * tells uploads where a background picture is shown.
 */
export function profilesModule(deps: { db: Database; nudgeEvents: () => void }): FastifyPluginAsyncZod {
  return async (app) => {
    registerPictureSlot('user_background', profileBackgroundSlot);
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
