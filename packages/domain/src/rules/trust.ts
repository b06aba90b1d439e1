import type { ActivityKind } from './points';

/**
 * Trust levels (F10.1): how far the platform trusts a person to earn points, earned by time and
 * real activity and never bought. Discourse's trust levels are the model: everyone starts at 0
 * (New), and each level asks for time on the platform and proof of taking part, all of it at once.
 *
 * Discourse asks for reading (topics entered, posts read, minutes spent) for its first level and
 * 15 days visited, likes and replies for its second, then half the days of the last 100 for its
 * third. Ours are smaller because the community is young: fewer people post, so fewer replies and
 * reviews can come back, and there are fewer reasons to visit every day. They also count what
 * Sidecamp is for: tasks finished in a project and reviews from people one worked with (a review
 * can only be written by someone who worked with the person). Reading is not counted: lounge posts
 * keep no record of who read them (magazines keep one only for the weekly quest, and only for new
 * magazines), so it could not be checked.
 *
 * What a level changes: a level-0 account earns at most NEW_ACCOUNT_DAILY_EARN_CAP points a day
 * from activity, and reactions (likes, follows, booth follows, reviews) between two accounts
 * younger than NEW_ACCOUNT_DAYS earn nothing, so a batch of fresh accounts cannot mint points by
 * liking each other. Levels 1-3 earn under the per-action caps of ACTIVITY_REWARDS only.
 */

/** An account is new for its first week: reactions between two new accounts count for nothing. */
export const NEW_ACCOUNT_DAYS = 7;

/**
 * What a level-0 account may earn from activity in one UTC day, all actions together: about a
 * login, a post, a reply and two likes. Sign-up, purchases, gift cards and claimed weekly quests are
 * not activity earnings and are not counted. Small enough that fresh accounts are not worth making
 * for points (a whole first week earns 35, three and a half boosts), large enough that a real
 * newcomer sees points come in.
 */
export const NEW_ACCOUNT_DAILY_EARN_CAP = 5;

export const TRUST_LEVELS = [0, 1, 2, 3] as const;
export type TrustLevel = (typeof TRUST_LEVELS)[number];

/** English names of the levels (Discourse's first four). */
export const TRUST_LEVEL_NAMES = {
  0: 'New',
  1: 'Basic',
  2: 'Member',
  3: 'Regular',
} as const satisfies Record<TrustLevel, string>;

/** What a level asks for, in the order the trust page lists them. */
export const TRUST_REQUIREMENTS = [
  'daysSinceJoining',
  'daysVisited',
  'repliesReceived',
  'tasksCompleted',
  'reviewsReceived',
] as const;
export type TrustRequirement = (typeof TRUST_REQUIREMENTS)[number];

/**
 * - daysSinceJoining: whole days since the account was created.
 * - daysVisited: distinct UTC days the person used the site logged in.
 * - repliesReceived: lounge replies by other people to the person's posts.
 * - tasksCompleted: workspace tasks the person moved to done.
 * - reviewsReceived: reviews from people who worked with them.
 */
export type TrustStats = Record<TrustRequirement, number>;

/** Level 1 (Basic): past the first week, and came back on a few days: no longer a drive-by account. */
export const BASIC_DAYS_SINCE_JOINING = NEW_ACCOUNT_DAYS;
export const BASIC_DAYS_VISITED = 3;
/**
 * Level 2 (Member): a month in, ten days of visits (Discourse asks 15), and both sides of taking
 * part: others answered their posts three times (Discourse: three replies, one like) and they
 * finished a task in a project.
 */
export const MEMBER_DAYS_SINCE_JOINING = 30;
export const MEMBER_DAYS_VISITED = 10;
export const MEMBER_REPLIES_RECEIVED = 3;
export const MEMBER_TASKS_COMPLETED = 1;
/**
 * Level 3 (Regular): two months in and visiting on half the days (Discourse: 50 of the last 100),
 * ten replies received, five tasks done, and two co-workers' reviews: people who worked with them
 * vouch for them.
 */
export const REGULAR_DAYS_SINCE_JOINING = 60;
export const REGULAR_DAYS_VISITED = 30;
export const REGULAR_REPLIES_RECEIVED = 10;
export const REGULAR_TASKS_COMPLETED = 5;
export const REGULAR_REVIEWS_RECEIVED = 2;

/** Each level's requirements; every one must be met, and each level's are at least the one before's. */
export const TRUST_LEVEL_REQUIREMENTS = {
  0: { daysSinceJoining: 0, daysVisited: 0, repliesReceived: 0, tasksCompleted: 0, reviewsReceived: 0 },
  1: {
    daysSinceJoining: BASIC_DAYS_SINCE_JOINING,
    daysVisited: BASIC_DAYS_VISITED,
    repliesReceived: 0,
    tasksCompleted: 0,
    reviewsReceived: 0,
  },
  2: {
    daysSinceJoining: MEMBER_DAYS_SINCE_JOINING,
    daysVisited: MEMBER_DAYS_VISITED,
    repliesReceived: MEMBER_REPLIES_RECEIVED,
    tasksCompleted: MEMBER_TASKS_COMPLETED,
    reviewsReceived: 0,
  },
  3: {
    daysSinceJoining: REGULAR_DAYS_SINCE_JOINING,
    daysVisited: REGULAR_DAYS_VISITED,
    repliesReceived: REGULAR_REPLIES_RECEIVED,
    tasksCompleted: REGULAR_TASKS_COMPLETED,
    reviewsReceived: REGULAR_REVIEWS_RECEIVED,
  },
} as const satisfies Record<TrustLevel, TrustStats>;

export type TrustShortfall = { requirement: TrustRequirement; have: number; need: number };

export type TrustStanding = {
  level: TrustLevel;
  /** The next level and what is still missing for it, in TRUST_REQUIREMENTS order; null at the top. */
  next: { level: TrustLevel; missing: TrustShortfall[] } | null;
};

const DAY_MS = 86_400_000;

/** Whole days from `createdAt` to `now` (0 on the first day). */
export function accountDays(createdAt: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - createdAt.getTime()) / DAY_MS));
}

const shortfallOf = (stats: TrustStats, level: TrustLevel): TrustShortfall[] =>
  TRUST_REQUIREMENTS.flatMap((requirement) => {
    const need = TRUST_LEVEL_REQUIREMENTS[level][requirement];
    const have = stats[requirement];
    return have >= need ? [] : [{ requirement, have, need }];
  });

/** The highest level whose requirements (and every lower level's) the stats meet, and what the next one lacks. */
export function trustLevelFor(stats: TrustStats): TrustStanding {
  let level: TrustLevel = 0;
  for (const candidate of TRUST_LEVELS) {
    if (candidate === 0) continue;
    if (shortfallOf(stats, candidate).length > 0) break;
    level = candidate;
  }
  const nextLevel = TRUST_LEVELS[level + 1];
  return {
    level,
    next: nextLevel === undefined ? null : { level: nextLevel, missing: shortfallOf(stats, nextLevel) },
  };
}

/** Whether an account created at `createdAt` is still new (younger than NEW_ACCOUNT_DAYS) at `now`. */
export function isNewAccount(createdAt: Date, now: Date): boolean {
  return now.getTime() - createdAt.getTime() < NEW_ACCOUNT_DAYS * DAY_MS;
}

/** When an account stops being new. */
export function newAccountUntil(createdAt: Date): Date {
  return new Date(createdAt.getTime() + NEW_ACCOUNT_DAYS * DAY_MS);
}

/**
 * Whether a reaction (like, follow, booth follow, review) earns its receiver anything: not when
 * both accounts are younger than a week, so fresh accounts cannot farm points off each other. One
 * established account on either side is enough: a newcomer liked by a regular earns, and so does a
 * regular liked by a newcomer (the daily cap still bounds what a newcomer earns).
 */
export function reactionCounts(actorCreatedAt: Date, receiverCreatedAt: Date, now: Date): boolean {
  return !(isNewAccount(actorCreatedAt, now) && isNewAccount(receiverCreatedAt, now));
}

/**
 * Whether an activity reward counts toward a level-0 account's daily cap: every one but the sign-up
 * bonus (a gift of the platform, once) and a claimed weekly quest (claimed by hand, each once a week,
 * so fresh accounts cannot farm it off each other).
 */
export function countsTowardEarnCap(kind: ActivityKind): boolean {
  return kind !== 'signUp' && kind !== 'weeklyQuest';
}

/** The most a person at `level` may earn from activity in a day; null: only the per-action caps. */
export function dailyEarnCapFor(level: TrustLevel): number | null {
  return level === 0 ? NEW_ACCOUNT_DAILY_EARN_CAP : null;
}

/** How much of a `points` reward fits under `cap` after `earnedToday` (0 once the cap is reached). */
export function pointsUnderCap(points: number, earnedToday: number, cap: number | null): number {
  if (cap === null) return points;
  return Math.max(0, Math.min(points, cap - earnedToday));
}
