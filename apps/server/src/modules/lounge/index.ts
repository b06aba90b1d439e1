/**
 * The lounge's public face: what other modules may use (the events they listen to, the tables they
 * read, the viewer type). Its test factories are in `src/test/lounge.ts` (test code; it imports vitest).
 */
import './lounge.events';

export type { Viewer } from './lounge.access';
export type { FeedWriter } from './lounge.feed';
export type { LoungePreview } from './lounge.moderated';
export { latestSyndicatedPosts, listedPostRows, type SyndicatedPost } from './lounge.public';
export { contentReports, magazines, notes, postLikes, posts, replies } from './lounge.tables';
