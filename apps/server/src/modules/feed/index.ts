// The feed module's public face: what other modules may use. Everything else in the folder is private.

export type { FeedService } from './feed.service';
export { createFeedService } from './feed.service';
export { deleteTargetItems, hidePostItems, upsertPostItem } from './feed.writer';
