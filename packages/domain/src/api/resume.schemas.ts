import { z } from 'zod';
import { PROJECT_STAGES } from '../codes/projects';
import { RESUME_WORK_SECTIONS } from '../rules/resume';
import { codeSchema } from './codeSchema';

/**
 * The proof-of-work resume (F3.2): what a person did here, read from the records themselves
 * (project teams, done tasks, completed goals, launched booths, co-workers' reviews, pro chats), so
 * every item links to something a reader can check. The owner chooses which sections are public.
 */
export const ZResumeWorkSection = z.enum(RESUME_WORK_SECTIONS);
export type TResumeWorkSection = z.infer<typeof ZResumeWorkSection>;

const ZWorkPerson = z.object({ no: z.number().int(), nickname: z.string(), img: z.string().nullable() });

export const ZResumeProject = z.object({
  no: z.number().int(),
  name: z.string(),
  stage: codeSchema(PROJECT_STAGES),
  /** 01 leader, 02 member (project_members.role). */
  role: z.enum(['01', '02']),
  /** The job of the position held, when the member joined through one. */
  jobCode: z.string().nullable(),
  joinedAt: z.iso.datetime(),
});

/** A done task or a completed goal, in the project it belongs to. */
export const ZResumeDone = z.object({
  id: z.number().int(),
  title: z.string(),
  projectNo: z.number().int(),
  projectName: z.string(),
  completedAt: z.iso.datetime().nullable(),
});

export const ZResumeBooth = z.object({
  id: z.number().int(),
  name: z.string(),
  tagline: z.string(),
  role: z.enum(['owner', 'member']),
  publishedAt: z.iso.datetime().nullable(),
  /** The best place in a closed weekly ranking, and that week's Monday; null if never ranked. */
  bestRank: z.number().int().nullable(),
  bestRankWeek: z.string().nullable(),
});

export const ZResumeReview = z.object({
  reviewer: ZWorkPerson,
  rating: z.number().int(),
  body: z.string(),
  updatedAt: z.iso.datetime(),
});

/**
 * A section is null when the viewer may not see it (the owner made it private); the owner always
 * gets every section, with `hidden` naming the ones others do not see.
 */
export const ZResumeWork = z.object({
  userNo: z.number().int(),
  isOwner: z.boolean(),
  hidden: z.array(ZResumeWorkSection),
  projects: z.object({ items: z.array(ZResumeProject) }).nullable(),
  tasks: z.object({ count: z.number().int(), highlights: z.array(ZResumeDone) }).nullable(),
  goals: z.object({ count: z.number().int(), highlights: z.array(ZResumeDone) }).nullable(),
  booths: z.object({ items: z.array(ZResumeBooth) }).nullable(),
  /**
   * Reviews from people who shared a project team with the person (the verifiable ones), newest
   * first; reviews from anyone else are only counted, in `others`.
   */
  reviews: z
    .object({
      count: z.number().int(),
      averageRating: z.number().nullable(),
      highlights: z.array(ZResumeReview),
      others: z.number().int(),
    })
    .nullable(),
  proChats: z.object({ held: z.number().int() }).nullable(),
});
export type TResumeWork = z.infer<typeof ZResumeWork>;

/** Which sections are public: only the ones sent change; at least one must be sent. */
export const ZResumeWorkVisibilityInput = z
  .object({
    projects: z.boolean(),
    tasks: z.boolean(),
    goals: z.boolean(),
    booths: z.boolean(),
    reviews: z.boolean(),
    proChats: z.boolean(),
  })
  .partial()
  .strict()
  .refine((input) => Object.values(input).some((value) => value !== undefined), {
    message: 'Name at least one section.',
  });
export type TResumeWorkVisibilityInput = z.infer<typeof ZResumeWorkVisibilityInput>;

export const ZResumeWorkVisibility = z.object({ hidden: z.array(ZResumeWorkSection) });
export type TResumeWorkVisibility = z.infer<typeof ZResumeWorkVisibility>;
