import { PROFILE_DOCUMENT_PURPOSES } from '@sidecamp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { registerFileAccess, registerPictureSlot } from '../uploads';
import { mayFetchProfileDocument } from './profiles.documents';
import { createFollowService } from './profiles.follows.service';
import { createItemService } from './profiles.items.service';
import { profileModerationTarget } from './profiles.moderationTarget';
import { profilesDataOf } from './profiles.personalData';
import { profileBackgroundSlot } from './profiles.pictures';
import { createReviewService } from './profiles.reviews.service';
import { profilesRoutes } from './profiles.routes';
import { createProfileService } from './profiles.service';
import { settingsRoutes } from './profiles.settings.routes';
import { createSettingsService } from './profiles.settings.service';

/**
 * The profiles area (F3): profiles with their items and links, follows, reviews, and settings; it
 * tells uploads where a background picture is shown and who may fetch career and proof documents.
 */
export function profilesModule(deps: { db: Database }): FastifyPluginAsyncZod {
  return async (app) => {
    app.personalData.add({ key: 'profile', dataOf: profilesDataOf });
    app.moderationTargets.add(profileModerationTarget);
    registerPictureSlot('user_background', profileBackgroundSlot);
    for (const purpose of PROFILE_DOCUMENT_PURPOSES) registerFileAccess(purpose, mayFetchProfileDocument);
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
