import type { PointLedgerCode } from '../codes/points';
import { questWeekStart } from './points';

/*
 * The booth ranking (F12.4): one weekly score per booth from what people did with it that week and
 * how its makers kept shipping. The ranking page shows these parts to users ("why this rank"), so
 * every weight is a plain number here and the explanation is built from the same parts.
 */

/** What happened to one booth in one ranking week (Monday 00:00 UTC to the next Monday). */
export type BoothWeekActivity = {
  /** Likes given this week and still standing. */
  likes: number;
  /** Points supporters gave this week. */
  supportPoints: number;
  /** Distinct supporters this week. */
  supporters: number;
  /** Reviews written this week, and their mean overall rating (1-5; null without reviews). */
  reviews: number;
  meanRating: number | null;
  /** New followers this week, still following. */
  follows: number;
  /** Whole days since the booth was published, at the week's end. */
  ageDays: number;
  /** The linked project's tasks and goals completed this week; null when no project is linked. */
  tasksCompleted: number | null;
  goalsCompleted: number | null;
};

export const BOOTH_RANKING_WEIGHTS = {
  like: 3,
  /** Per point supported, on a square root: ten supporters count more than one supporter's ten times. */
  supportRoot: 4,
  supporter: 2,
  /** A review counts by its rating: a 5 is worth `review`, a 1 a fifth of it. */
  review: 6,
  follow: 2,
  task: 1,
  goal: 4,
  /** Shipping pace counts up to these many tasks and goals a week, so a task list cannot be farmed. */
  taskCap: 20,
  goalCap: 5,
  /** New booths get up to this much extra (a share of their score), fading over `newDays` days. */
  newBoost: 0.5,
  newDays: 28,
} as const;

export type BoothScorePart = {
  key: 'likes' | 'support' | 'supporters' | 'reviews' | 'follows' | 'tasks' | 'goals' | 'newBooth';
  /** What was counted (likes, points, reviews, ...), for the explanation. */
  count: number;
  points: number;
};

export type BoothWeekScore = { score: number; parts: BoothScorePart[] };

const round1 = (value: number) => Math.round(value * 10) / 10;

/** The week's score and the parts it is made of, largest first (zero parts left out). */
export function boothWeekScore(activity: BoothWeekActivity): BoothWeekScore {
  const w = BOOTH_RANKING_WEIGHTS;
  const tasks = Math.min(Math.max(activity.tasksCompleted ?? 0, 0), w.taskCap);
  const goals = Math.min(Math.max(activity.goalsCompleted ?? 0, 0), w.goalCap);
  const rating = activity.meanRating === null ? 0 : Math.min(Math.max(activity.meanRating, 1), 5);
  const base: BoothScorePart[] = [
    { key: 'likes', count: activity.likes, points: activity.likes * w.like },
    {
      key: 'support',
      count: activity.supportPoints,
      points: Math.sqrt(Math.max(activity.supportPoints, 0)) * w.supportRoot,
    },
    { key: 'supporters', count: activity.supporters, points: activity.supporters * w.supporter },
    { key: 'reviews', count: activity.reviews, points: activity.reviews * w.review * (rating / 5) },
    { key: 'follows', count: activity.follows, points: activity.follows * w.follow },
    { key: 'tasks', count: tasks, points: tasks * w.task },
    { key: 'goals', count: goals, points: goals * w.goal },
  ];
  const earned = base.reduce((sum, part) => sum + part.points, 0);
  const freshness = Math.max(0, 1 - Math.max(activity.ageDays, 0) / w.newDays);
  const parts = [
    ...base,
    {
      key: 'newBooth' as const,
      count: Math.max(activity.ageDays, 0),
      points: earned * w.newBoost * freshness,
    },
  ]
    .map((part) => ({ ...part, points: round1(part.points) }))
    .filter((part) => part.points > 0)
    .sort((a, b) => b.points - a.points);
  return { score: round1(parts.reduce((sum, part) => sum + part.points, 0)), parts };
}

/** How a booth's place moved from one closed week to the next. */
export type RankChange = { kind: 'new' } | { kind: 'up' | 'down' | 'same'; by: number };

export function rankChange(previousRank: number | null, rank: number): RankChange {
  if (previousRank === null) return { kind: 'new' };
  if (previousRank === rank) return { kind: 'same', by: 0 };
  return previousRank > rank
    ? { kind: 'up', by: previousRank - rank }
    : { kind: 'down', by: rank - previousRank };
}

/**
 * The ranking week containing `at` (YYYY-MM-DD of its Monday, UTC): the same week as the quests',
 * so "this week" means one thing across the product.
 */
export const boothWeekStart = (at: Date): string => questWeekStart(at);

/** Badges a closed week gives: the top three of the week. */
export const BOOTH_TOP_BADGE_RANKS = 3;

/** Support is given in whole points, between these bounds per gift. */
export const BOOTH_SUPPORT_MIN_POINTS = 1;
export const BOOTH_SUPPORT_MAX_POINTS = 1000;

/** The ledger code of a gift of points to a booth (the spec's "booth support" usage). */
export const BOOTH_SUPPORT_LEDGER_CODE = 'D31' satisfies PointLedgerCode;
