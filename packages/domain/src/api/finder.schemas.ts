import { z } from 'zod';
import { JOB_GROUPS } from '../codes/jobs';
import { EXPERIENCE, OCCUPATION_STATUS, SKILL_LEVELS, VISIT_PURPOSES } from '../codes/people';
import { REGIONS } from '../codes/regions';
import { ZPersonJobCode } from './auth.schemas';
import { codeSchema } from './codeSchema';
import { ZPageLimit } from './input.schemas';
import { ZCursorQuery, ZPersonSummary, ZTechStack } from './profiles.schemas';
import { ZProjectCard } from './projects.schemas';

/** Member finder (F5.1): every filter optional; a job code matches a person's main or sub job. */
export const ZPeopleQuery = ZCursorQuery.extend({
  /** Nickname or introduction contains this text. */
  q: z.string().trim().min(1).max(60).optional(),
  jobGroup: codeSchema(JOB_GROUPS).optional(),
  jobCode: ZPersonJobCode.optional(),
  skillLevel: codeSchema(SKILL_LEVELS).optional(),
  experience: codeSchema(EXPERIENCE).optional(),
  region: codeSchema(REGIONS).optional(),
  occupationStatus: codeSchema(OCCUPATION_STATUS).optional(),
  visitPurpose: codeSchema(VISIT_PURPOSES).optional(),
  techStack: ZTechStack.optional(),
}).strict();
export type TPeopleQuery = z.infer<typeof ZPeopleQuery>;

export const ZPersonCard = ZPersonSummary.extend({
  subJob: z.string().nullable(),
  subJobDetail: z.string().nullable(),
  occupationStatus: z.string().nullable(),
  visitPurpose: z.string().nullable(),
  skillLevel: z.string().nullable(),
  experience: z.string().nullable(),
  region: z.string().nullable(),
  techStacks: z.array(z.string()),
  introduction: z.string().nullable(),
});
export type TPersonCard = z.infer<typeof ZPersonCard>;

export const ZPeoplePage = z.object({ items: z.array(ZPersonCard), nextCursor: z.string().nullable() });

export const MATCH_CRITERIA = [
  'jobCode',
  'jobGroup',
  'skillLevel',
  'region',
  'techStacks',
  'visitPurpose',
] as const;

export const ZMatchReason = z.object({
  criterion: z.enum(MATCH_CRITERIA),
  matched: z.boolean(),
  points: z.number(),
  maxPoints: z.number(),
  explanation: z.string(),
});

export const ZMatchQuery = z.object({ limit: ZPageLimit(50, 10) }).strict();

export const ZMatchPosition = z.object({
  id: z.number(),
  jobCode: z.string(),
  skillLevel: z.string(),
  openSeats: z.number(),
});

export const ZPersonMatch = z.object({
  person: ZPersonCard,
  score: z.number(),
  maxScore: z.number(),
  reasons: z.array(ZMatchReason),
});

/** People for each open position of a project, best first. */
export const ZProjectMatches = z.object({
  projectNo: z.number(),
  positions: z.array(z.object({ position: ZMatchPosition, people: z.array(ZPersonMatch) })),
});

/** Open positions that need the viewer, best first, explained the same way. */
export const ZMyMatches = z.object({
  items: z.array(
    z.object({
      project: ZProjectCard,
      position: ZMatchPosition,
      score: z.number(),
      maxScore: z.number(),
      reasons: z.array(ZMatchReason),
    }),
  ),
});

/** "Recommended for you": hub cards with the best position's score and the matched reasons in words. */
export const ZRecommendedPage = z.object({
  items: z.array(
    ZProjectCard.extend({
      score: z.number(),
      positionId: z.number(),
      reasons: z.array(z.string()),
    }),
  ),
});
