// The feed module's public face: what other modules may use. Everything else in the folder is private.
// Nothing imports it from the content modules: the lounge writes through the `FeedWriter` port it
// declares, and app.ts hands it `feedWriter`.

export { openLoungeFeedCache } from './feed.loungeCache';
export type { FeedService } from './feed.service';
export { createFeedService } from './feed.service';
export { deleteTargetItems, feedWriter, hidePostItems, upsertPostItem } from './feed.writer';
