import { z } from 'zod';
import { ADOPTION_MESSAGE_MAX } from '../rules/succession';

const ZSuccessionPerson = z.object({
  no: z.number().int(),
  nickname: z.string(),
  img: z.string().nullable(),
});

/**
 * A project's succession as the viewer may see it (F4.4). `state`: `none` (the leader is active,
 * or the viewer may not see more), `notice` (the leader went quiet; `claimableAt` says when the
 * notice ends), `claimable` (the notice ran out; `successor` may take the lead), `adoptable` (no
 * member is active: a follower may adopt the project).
 */
export const ZSuccession = z.object({
  state: z.enum(['none', 'notice', 'claimable', 'adoptable']),
  leader: ZSuccessionPerson.nullable(),
  leaderLastActiveAt: z.string().nullable(),
  claimableAt: z.string().nullable(),
  successor: ZSuccessionPerson.nullable(),
  canClaim: z.boolean(),
  canAdopt: z.boolean(),
});
export type TSuccession = z.infer<typeof ZSuccession>;

export const ZAdoptionRequest = z
  .object({ message: z.string().trim().min(1).max(ADOPTION_MESSAGE_MAX) })
  .strict();
export type TAdoptionRequest = z.infer<typeof ZAdoptionRequest>;
