import { type CodeOf, defineCodes } from './defineCodes';

/** Weekly quests Q1-Q8 with the spec's descriptions. */
export const WEEKLY_QUESTS = defineCodes([
  { code: 'Q1', label: 'Login' },
  { code: 'Q2', label: 'Click a survey or event link in a magazine' },
  { code: 'Q3', label: 'Read over 50 percent of a new magazine post' },
  { code: 'Q4', label: 'Write a post, magazine, note or goal/task' },
  { code: 'Q5', label: 'Comment, question, secret note or 1:1 chat request' },
  { code: 'Q6', label: 'Like a magazine post' },
  { code: 'Q7', label: 'Follow a profile, group or booth' },
  {
    code: 'Q8',
    label: 'Apply to a group, join an interview or tester recruitment, or subscribe to the newsletter',
  },
] as const);
export type WeeklyQuestCode = CodeOf<typeof WEEKLY_QUESTS>;

/** Q3 counts a magazine post as read past this share of it ("over 50 percent"). */
export const QUEST_READ_SHARE = 0.5;

/**
 * Q3 counts a "new" magazine post: one published within this many days. A rolling window rather
 * than the quest week, so on a Tuesday last week's posts still count on a quiet site.
 */
export const QUEST_NEW_MAGAZINE_DAYS = 7;

/** The spec's weekday table: slot 1 to 6, three quests each. */
export const WEEKDAY_QUESTS = {
  1: ['Q1', 'Q6', 'Q8'],
  2: ['Q1', 'Q2', 'Q3'],
  3: ['Q1', 'Q5', 'Q7'],
  4: ['Q1', 'Q3', 'Q6'],
  5: ['Q1', 'Q4', 'Q7'],
  6: ['Q1', 'Q6', 'Q8'],
} as const satisfies Record<number, readonly WeeklyQuestCode[]>;
export type WeekdaySlot = keyof typeof WEEKDAY_QUESTS;

/**
 * Quests offered on a weekday, numbered as JavaScript's Date.getDay(): 0 Sunday, 1 Monday ...
 * 6 Saturday. The spec's slots 1-6 are read as Monday-Saturday. It has no slot for Sunday, so
 * Sunday offers only Q1 (log in), the quest every slot shares; 7 is accepted as Sunday too.
 * Anything else (not an integer 0-7) offers nothing.
 */
export function questsForWeekday(day: number): readonly WeeklyQuestCode[] {
  if (day === 0 || day === 7) return ['Q1'];
  if (day >= 1 && day <= 6 && Number.isInteger(day)) return WEEKDAY_QUESTS[day as WeekdaySlot];
  return [];
}

/**
 * Quests offered on a date's weekday. `timeZone` (IANA name) says whose weekday counts; without
 * it the runtime's local time zone is used, which on a server is rarely what a user sees.
 */
export function questsForDate(date: Date, timeZone?: string): readonly WeeklyQuestCode[] {
  if (Number.isNaN(date.getTime())) return [];
  if (timeZone === undefined) return questsForWeekday(date.getDay());
  const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone }).format(date);
  return questsForWeekday(WEEKDAY_INDEX[weekday] ?? -1);
}

const WEEKDAY_INDEX: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };
