import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { registerFileAccess } from '../uploads';
import { createDiscoveryService } from './lounge.discovery.service';
import type { FeedWriter } from './lounge.feed';
import { createModerationService } from './lounge.moderation.service';
import { postModerationTarget, replyModerationTarget } from './lounge.moderationTargets';
import { loungeDataOf } from './lounge.personalData';
import { mayFetchLoungePicture } from './lounge.pictures';
import { createPostService } from './lounge.posts.service';
import { createReplyService } from './lounge.replies.service';
import { loungeRoutes } from './lounge.routes';
import type { LoungeSideCache } from './lounge.sideCache';
import { createWritingService } from './lounge.writing';
import { writingRoutes } from './lounge.writing.routes';

/**
 * The lounge area (F8) as one plugin. A post writes its feed item in its own
 * transaction through `feed` (the feed module's writer, handed in by app.ts: the feed reads the
 * lounge's tables, so the lounge does not import it); the timelines' routes are the feed module's.
 * It tells uploads who may fetch a feed picture: whoever may see a post, magazine or note showing it.
 */
export function loungeModule(deps: {
  db: Database;
  feed: FeedWriter;
  /** The side panels' shared part, kept by the database's notifications (optional in tests). */
  sideCache?: LoungeSideCache;
  /** The timeline's first pages (the feed module's cache, kept by the database's notifications). */
  feedCache?: { clear: () => void };
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.personalData.add({ key: 'lounge', dataOf: loungeDataOf });
    app.moderationTargets.add(postModerationTarget);
    app.moderationTargets.add(replyModerationTarget);
    registerFileAccess('feedUpload', mayFetchLoungePicture);
    // A post, like, reply or hiding made here is forgotten before its response leaves, so this
    // process's next timeline read shows it even if the database's notification is still on its way.
    const { feedCache } = deps;
    if (feedCache)
      app.addHook('onSend', async (request) => {
        if (request.method !== 'GET' && request.method !== 'HEAD') feedCache.clear();
      });
    await app.register(
      loungeRoutes({
        posts: createPostService(deps),
        replies: createReplyService(deps),
        moderation: createModerationService(deps),
        discovery: createDiscoveryService({ db: deps.db, cache: deps.sideCache }),
      }),
    );
    await app.register(writingRoutes({ writing: createWritingService(deps) }));
  };
}
