import { type CodeOf, defineCodes } from './defineCodes';

/** The 13 lounge post categories (spec point 3); 10-20 are unused in the spec. */
export const POST_CATEGORIES = defineCodes([
  { code: '01', label: 'Industry News' },
  { code: '02', label: 'Introduction' },
  { code: '03', label: 'Recruitment' },
  { code: '04', label: 'Insights' },
  { code: '05', label: 'Achievements' },
  { code: '06', label: 'Career/Tech Concerns' },
  { code: '07', label: 'Rants' },
  { code: '08', label: 'Decision Making' },
  { code: '09', label: 'Questions' },
  { code: '21', label: 'Logs' },
  { code: '22', label: 'Retrospective' },
  { code: '23', label: 'Promotion' },
  { code: '24', label: 'Challenge' },
] as const);
export type PostCategoryCode = CodeOf<typeof POST_CATEGORIES>;

/** Post types; the spec has no 02. */
export const POST_TYPES = defineCodes([
  { code: '01', label: 'Posting' },
  { code: '03', label: 'Vote' },
] as const);
export type PostTypeCode = CodeOf<typeof POST_TYPES>;

/** Feed item WRITE_TYPE. */
export const FEED_WRITE_TYPES = defineCodes([
  { code: '01', label: 'Plain post' },
  { code: '02', label: 'Automatic event post' },
  { code: '03', label: 'Titled post' },
] as const);
export type FeedWriteTypeCode = CodeOf<typeof FEED_WRITE_TYPES>;

/** Feed item AUTO_CODE of automatic event posts (WRITE_TYPE 02), with the spec's descriptions. */
export const AUTO_EVENT_CODES = defineCodes([
  { code: 'S001', label: 'New magazine by a user' },
  { code: 'S003', label: 'New magazine in a project' },
  { code: 'S004', label: 'New magazine in a booth' },
  { code: 'P001', label: 'Project created' },
  { code: 'P003', label: 'Member joined project' },
  { code: 'P004', label: 'Goal started' },
  { code: 'P008', label: 'Project status changed' },
  { code: 'P009', label: 'Leader inactive' },
  { code: 'P010', label: 'Leader returned' },
  { code: 'P011', label: 'Lead taken over' },
  { code: 'U008', label: 'Note posted' },
  { code: 'U009', label: 'User joined' },
  { code: 'U010', label: 'User became a pro' },
  { code: 'B001', label: 'Booth introduction' },
] as const);
export type AutoEventCode = CodeOf<typeof AUTO_EVENT_CODES>;

/**
 * Reactions 01 to 05. The spec gives the codes only, no labels; these are ours, the usual
 * set of a professional community.
 */
export const REACTIONS = defineCodes([
  { code: '01', label: 'Like' },
  { code: '02', label: 'Love' },
  { code: '03', label: 'Insightful' },
  { code: '04', label: 'Celebrate' },
  { code: '05', label: 'Support' },
] as const);
export type ReactionCode = CodeOf<typeof REACTIONS>;

/**
 * Notification to followers, 01 to 03. The spec gives the codes only, no labels; ours read
 * as a per-post choice of how loudly followers are told.
 */
export const FOLLOWER_NOTIFICATION = defineCodes([
  { code: '01', label: 'Notify all followers' },
  { code: '02', label: 'Notify in feed only' },
  { code: '03', label: 'Do not notify' },
] as const);
export type FollowerNotificationCode = CodeOf<typeof FOLLOWER_NOTIFICATION>;
