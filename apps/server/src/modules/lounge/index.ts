/**
 * The lounge's public face: what other modules may use (the events they listen to, the tables they
 * read, the viewer type). The test factories stay in `lounge.testing.ts` (test code; it imports vitest).
 */
import './lounge.events';

export type { Viewer } from './lounge.access';
export type { FeedWriter } from './lounge.feed';
export type { LoungePreview } from './lounge.moderated';
export { contentReports, magazines, notes, postLikes, posts, replies } from './lounge.tables';
