import { z } from 'zod';
import type { CodeList } from '../codes/defineCodes';
import { MEETING_MODES, PLATFORMS, WORK_STYLES } from '../codes/projects';
import { REGIONS } from '../codes/regions';
import { PREFERABLE_STAGES, PREFERENCE_IMPORTANCE, WEEKLY_HOURS } from '../rules/teamGap';
import { codeSchema } from './codeSchema';
import { ZPersonCard } from './finder.schemas';
import { ZPageLimit } from './input.schemas';
import { ZProjectCard } from './projects.schemas';

const rule = <C extends string>(values: z.ZodType<C>, max: number) =>
  z.object({ importance: z.enum(PREFERENCE_IMPORTANCE), values: z.array(values).max(max) }).strict();
const codes = <C extends string>(list: CodeList<C>) => rule(codeSchema(list), list.codes.length);

/** A person's match preferences (F5.2): per criterion, the accepted values and must-have / flexible / don't-care. */
export const ZMatchPreferences = z
  .object({
    region: codes(REGIONS),
    workStyle: codes(WORK_STYLES),
    meetingMode: codes(MEETING_MODES),
    weeklyHours: rule(z.enum(WEEKLY_HOURS), WEEKLY_HOURS.length),
    stage: rule(z.enum(PREFERABLE_STAGES), PREFERABLE_STAGES.length),
    platform: codes(PLATFORMS),
  })
  .strict();
export type TMatchPreferences = z.infer<typeof ZMatchPreferences>;

export const ZTeamGapReason = z.object({
  kind: z.enum(['openPosition', 'jobGroup', 'job', 'techStack', 'seniority', 'reach']),
  points: z.number(),
  explanation: z.string(),
});

export const ZSuggestionQuery = z.object({ limit: ZPageLimit(30, 10) }).strict();

/** People who would fill a gap in the project's team, best first (the leader only). */
export const ZSuggestedCandidates = z.object({
  projectNo: z.number(),
  items: z.array(
    z.object({
      person: ZPersonCard,
      score: z.number(),
      explanation: z.string(),
      gaps: z.array(ZTeamGapReason),
      positionId: z.number().nullable(),
    }),
  ),
});

/** Projects whose team the viewer would complete, best first. */
export const ZSuggestedProjects = z.object({
  items: z.array(
    z.object({
      project: ZProjectCard,
      score: z.number(),
      explanation: z.string(),
      gaps: z.array(ZTeamGapReason),
      positionId: z.number().nullable(),
    }),
  ),
});
