import { z } from 'zod';
import { TRUST_LEVELS, TRUST_REQUIREMENTS } from '../rules/trust';

const ZTrustLevel = z.union(TRUST_LEVELS.map((level) => z.literal(level)));

export const ZTrustStats = z.object({
  daysSinceJoining: z.number().int(),
  daysVisited: z.number().int(),
  repliesReceived: z.number().int(),
  tasksCompleted: z.number().int(),
  reviewsReceived: z.number().int(),
});

/** My trust level (F10.1), the numbers it comes from, what the next level lacks and what it lets me earn. */
export const ZTrustStanding = z.object({
  level: ZTrustLevel,
  stats: ZTrustStats,
  /** The next level and the requirements still short of it; null at the top level. */
  next: z
    .object({
      level: ZTrustLevel,
      missing: z.array(
        z.object({ requirement: z.enum(TRUST_REQUIREMENTS), have: z.number().int(), need: z.number().int() }),
      ),
    })
    .nullable(),
  /** Until this moment likes, follows and reviews between me and other new accounts earn nothing. */
  newAccountUntil: z.iso.datetime(),
  /** Points a day my activity may earn at this level (null: only each action's own cap), and what today's has. */
  dailyEarnCap: z.number().int().nullable(),
  earnedToday: z.number().int().nullable(),
});
export type TTrustStanding = z.infer<typeof ZTrustStanding>;
