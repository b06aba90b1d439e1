import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { createFeedService } from '../feed';
import { createGroupService, groupsRoutes } from '../groups';
import { createDiscoveryService } from './lounge.discovery.service';
import { createModerationService } from './lounge.moderation.service';
import { createPostService } from './lounge.posts.service';
import { createReplyService } from './lounge.replies.service';
import { loungeRoutes } from './lounge.routes';
import { createWritingService } from './lounge.writing';
import { writingRoutes } from './lounge.writing.routes';

/**
 * The lounge area (F8) with the feed it shows and groups (F6) as one plugin. The feed's automatic
 * items come from `createFeedListener`, registered with the event dispatcher in app.ts.
 */
export function loungeModule(deps: { db: Database; nudgeEvents: () => void }): FastifyPluginAsyncZod {
  return async (app) => {
    const feed = createFeedService(deps);
    await app.register(
      loungeRoutes({
        posts: createPostService(deps),
        replies: createReplyService(deps),
        moderation: createModerationService(deps),
        discovery: createDiscoveryService(deps),
        feed,
      }),
    );
    await app.register(writingRoutes({ writing: createWritingService(deps) }));
    await app.register(groupsRoutes({ groups: createGroupService(deps), feed }));
  };
}
