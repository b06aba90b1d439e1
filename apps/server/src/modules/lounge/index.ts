/**
 * The lounge's public face: what other modules may use. The test factories stay in
 * `lounge.testing.ts` (test code only; it imports vitest).
 */
export type { Viewer } from './lounge.access';
export { magazines, notes, postLikes, posts } from './lounge.tables';
