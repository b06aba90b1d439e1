import type { PlanType } from '../codes/plans';
import type { PointLedgerCode, PointPackCode, WalletLabelCode } from '../codes/points';
import type { WeeklyQuestCode } from '../codes/quests';
import { type LevelStanding, levelForExperience } from './levels';

/**
 * What one real action earns (F10.1-F10.2). The spec names the ledger codes but no amounts or caps;
 * these are ours. `dailyCap` is how many times a day the action pays (null: no cap, because the
 * cause itself can only happen once); `reversal` is the code that takes the points back when the
 * cause is undone (post deleted, like or follow cancelled), so undo-and-redo loops earn nothing.
 * Experience is never taken back: it records what a person did, and caps already limit farming.
 */
export type ActivityReward = {
  readonly code: PointLedgerCode;
  readonly points: number;
  readonly experience: number;
  readonly dailyCap: number | null;
  readonly reversal: PointLedgerCode | null;
};

const reward = (
  code: PointLedgerCode,
  points: number,
  experience: number,
  dailyCap: number | null,
  reversal: PointLedgerCode | null = null,
): ActivityReward => ({ code, points, experience, dailyCap, reversal });

export const ACTIVITY_REWARDS = {
  signUp: reward('I01', 10, 50, null),
  /** Once per day (UTC); the cause is the day itself. */
  dailyLogin: reward('I04', 1, 10, 1),
  post: reward('I03', 1, 10, 5, 'D10'),
  comment: reward('I23', 1, 5, 10, 'D11'),
  /** Replies to a project question. */
  reply: reward('I34', 1, 5, 10),
  /** To the author of a liked post (never for liking one's own). */
  reaction: reward('I31', 1, 2, 20, 'D19'),
  /** To the leader when a project is published. */
  project: reward('I21', 5, 30, 2, 'D09'),
  task: reward('I24', 1, 10, 10),
  goal: reward('I25', 2, 20, 5),
  /** To the reviewer, for a first review of a person. */
  review: reward('I26', 2, 10, 5, 'D14'),
  /** To the person followed. */
  follow: reward('I28', 1, 5, 20, 'D18'),
  magazine: reward('I29', 3, 30, 3, 'D15'),
  /** To a booth's owner when someone follows the booth. */
  boothFollow: reward('I32', 1, 5, 20, 'D20'),
  note: reward('I30', 1, 10, 5, 'D16'),
  /** A claimed weekly quest. */
  weeklyQuest: reward('I33', 2, 50, null),
} as const satisfies Record<string, ActivityReward>;
export type ActivityKind = keyof typeof ACTIVITY_REWARDS;

/**
 * Ledger codes of a pack purchase and of its refund. The spec's fixed package amounts (I11-I18:
 * 5, 10, 22 ... and D01-D08: 5, 10, 22 ...) do not match the packs it sells (5, 11, 23, 60, 130),
 * so the codes classify the entry and the pack decides the points: a buyer gets what the pack
 * says, and a refund takes back exactly what was credited. The wallet line shows the pack's label.
 */
export const PACK_LEDGER_CODES = {
  P11: { income: 'I11', refund: 'D01' },
  P12: { income: 'I12', refund: 'D02' },
  P13: { income: 'I13', refund: 'D03' },
  P14: { income: 'I14', refund: 'D04' },
  '15': { income: 'I15', refund: 'D05' },
} as const satisfies Record<PointPackCode, { income: PointLedgerCode; refund: PointLedgerCode }>;

/** A plan's bonus coin is credited under I37 with its wallet label, and taken back under D27. */
export const PLAN_BONUS_LEDGER = { income: 'I37', refund: 'D27' } as const satisfies Record<
  string,
  PointLedgerCode
>;
export const PLAN_BONUS_LABELS = {
  Light: 'light_plan_bonus',
  Pro: 'pro_plan_bonus',
} as const satisfies Partial<Record<PlanType, WalletLabelCode>>;

/** Project boost (F4.7): priority exposure for one week, paid in points. The price is ours. */
export const PROJECT_BOOST = {
  points: 10,
  days: 7,
  code: 'D21',
  label: 'priority_exposure_1w',
} as const satisfies { points: number; days: number; code: PointLedgerCode; label: WalletLabelCode };

/**
 * Open-chat top ad (D22): the host pins an open chat at the top of the directory for one week. The
 * price is ours: the same as a project's boost, since both buy a week at the top of a public list.
 * Buying again while the pin runs extends it by another week from its current end.
 */
export const OPEN_CHAT_TOP_AD = {
  points: 10,
  days: 7,
  code: 'D22',
  label: 'open_chat_top_ad',
} as const satisfies { points: number; days: number; code: PointLedgerCode; label: WalletLabelCode };

/**
 * Project reset (D23): the leader clears the project's board (every task and goal) so the team
 * starts over. The price is ours and small (a premium analysis's): tasks can be deleted one by one
 * for free, so this buys the convenience, and a price makes wiping the team's board a deliberate act.
 */
export const PROJECT_RESET = {
  points: 5,
  code: 'D23',
  label: 'project_reset',
} as const satisfies { points: number; code: PointLedgerCode; label: WalletLabelCode };

/**
 * Premium analysis (F13.4): an analysis's premium sections, unlocked once per analysis with points.
 * The price is ours; `margin` is how many axis points apart the idea and a competitor must be for
 * one to lead the other on an axis.
 */
export const PREMIUM_ANALYSIS = {
  points: 5,
  code: 'D24',
  label: 'premium_analysis',
  margin: 10,
} as const satisfies { points: number; code: PointLedgerCode; label: WalletLabelCode; margin: number };

/** Pro-chat bookings: held from the user (D26), then paid to the pro (I35) or refunded (I36). */
export const PRO_CHAT_HOLD_LEDGER = {
  hold: 'D26',
  settle: 'I35',
  release: 'I36',
  settleLabel: 'chat_reward',
  releaseLabel: 'chat_refund',
} as const satisfies {
  hold: PointLedgerCode;
  settle: PointLedgerCode;
  release: PointLedgerCode;
  settleLabel: WalletLabelCode;
  releaseLabel: WalletLabelCode;
};

/** Free plan AI credits renew every calendar month (UTC); the spec gives the amount, not the period. */
export function freePlanPeriod(at: Date): { start: Date; end: Date } {
  const start = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
  const end = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
  return { start, end };
}

/**
 * Quest weeks run Monday to Sunday in UTC, so every process and every person agrees on "this
 * week" and "today" (the weekday table is read in UTC too). Returns the Monday as YYYY-MM-DD.
 */
export function questWeekStart(at: Date): string {
  const day = at.getUTCDay();
  const monday = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() - ((day + 6) % 7)));
  return monday.toISOString().slice(0, 10);
}

/** The UTC calendar day of a time, YYYY-MM-DD. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The seven days of the week that starts on `weekStart` (YYYY-MM-DD). */
export function questWeekDays(weekStart: string): string[] {
  const start = new Date(`${weekStart}T00:00:00Z`);
  return Array.from({ length: 7 }, (_, index) =>
    new Date(start.getTime() + index * 86_400_000).toISOString().slice(0, 10),
  );
}

/** Quests whose progress comes from actions the platform records; the others wait for their feature. */
export const QUESTS_TRACKED: readonly WeeklyQuestCode[] = ['Q1', 'Q2', 'Q3', 'Q4', 'Q5', 'Q6', 'Q7', 'Q8'];

/** The level, its ratio and progress for a total experience, in the API's shape. */
export function levelStandingOf(experience: number): LevelStanding & { experience: number } {
  return { ...levelForExperience(experience), experience };
}
