import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import type { EventDispatcher } from '../../events/dispatcher';
import { createFeedListener, createInboxListener } from './feed.listeners';
import type { LoungeFeedCache } from './feed.loungeCache';
import { feedRoutes } from './feed.routes';
import { createFeedService } from './feed.service';
import { feedWithdrawalListener } from './feed.withdrawal';
import { hidePostItems, restorePostItems, setTargetItemsHidden } from './feed.writer';

/**
 * The feed area: the timelines' routes and its own listeners (the automatic items and the
 * following inboxes). The items of posts are written by the lounge, in the post's transaction,
 * through the `feedWriter` port app.ts hands it.
 */
export function feedModule(deps: {
  db: Database;
  events: EventDispatcher;
  /** The lounge timeline's first pages (feed.loungeCache.ts); uncached without it. */
  loungeCache?: LoungeFeedCache;
}): FastifyPluginAsyncZod {
  return async (app) => {
    // The timelines keep their own copy of a post's and a booth's item: it follows a moderator's hide.
    app.moderationTargets.onHiddenChange('post', (tx, id, hidden) =>
      hidden ? hidePostItems(tx, id) : restorePostItems(tx, id),
    );
    app.moderationTargets.onHiddenChange('booth', (tx, id, hidden) =>
      setTargetItemsHidden(tx, 'booth', id, hidden),
    );
    deps.events.register(createFeedListener());
    deps.events.register(createInboxListener());
    deps.events.register(feedWithdrawalListener());
    await app.register(feedRoutes({ feed: createFeedService(deps) }));
  };
}
