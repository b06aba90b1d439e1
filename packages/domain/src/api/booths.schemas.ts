import { z } from 'zod';
import { BOOTH_STATES, INDUSTRIES, SERVICE_CATEGORIES } from '../codes/booths';
import { PLATFORMS } from '../codes/projects';
import { BOOTH_SUPPORT_MAX_POINTS, BOOTH_SUPPORT_MIN_POINTS } from '../rules/booths';
import {
  BOOTH_DESCRIPTION_MAX,
  BOOTH_INTRO_MAX,
  BOOTH_LINKS_MAX,
  BOOTH_NAME_MAX,
  BOOTH_NAME_MIN,
  BOOTH_SCREENSHOTS_MAX,
  BOOTH_SUPPORT_MESSAGE_MAX,
  BOOTH_TAGLINE_MAX,
} from '../rules/limits';
import { codeSchema } from './codeSchema';
import { ZRowId, ZRowIdParam } from './input.schemas';
import { ZVideoLink } from './lounge.schemas';
import { ZCursorQuery, ZPersonSummary, ZWebAddress } from './profiles.schemas';
import { PROJECT_LOGO_PATTERN } from './projects.schemas';

export const ZBoothIdParams = z.object({ id: ZRowIdParam });

/** A screenshot is an image uploaded first through the uploads module; only its address is kept. */
export const ZBoothScreenshot = z.string().trim().regex(PROJECT_LOGO_PATTERN, {
  message: 'Upload the screenshot here first, then keep the one uploaded.',
});

const ZLaunchDate = z.iso.date({ message: 'Use a date like 2026-11-25.' });

const boothFields = {
  name: z.string().trim().min(BOOTH_NAME_MIN).max(BOOTH_NAME_MAX),
  tagline: z.string().trim().max(BOOTH_TAGLINE_MAX),
  intro: z.string().trim().min(1).max(BOOTH_INTRO_MAX),
  description: z.string().trim().max(BOOTH_DESCRIPTION_MAX),
  screenshots: z.array(ZBoothScreenshot).max(BOOTH_SCREENSHOTS_MAX),
  videoLink: ZVideoLink.nullable(),
  links: z.array(ZWebAddress).max(BOOTH_LINKS_MAX),
  platforms: z
    .array(codeSchema(PLATFORMS))
    .max(PLATFORMS.codes.length)
    .refine((codes) => new Set(codes).size === codes.length, { message: 'Name each platform once.' }),
  serviceCategory: codeSchema(SERVICE_CATEGORIES),
  industry: codeSchema(INDUSTRIES),
  launchDate: ZLaunchDate.nullable(),
};

/** A new booth: from a project its author leads (`projectNo`), or standalone (null). */
export const ZBoothCreateInput = z.object({
  projectNo: ZRowId.nullable().default(null),
  ...boothFields,
  tagline: boothFields.tagline.default(''),
  description: boothFields.description.default(''),
  screenshots: boothFields.screenshots.default([]),
  videoLink: boothFields.videoLink.default(null),
  links: boothFields.links.default([]),
  platforms: boothFields.platforms.default([]),
  launchDate: boothFields.launchDate.default(null),
});
export type TBoothCreateInput = z.input<typeof ZBoothCreateInput>;

/** Any of a booth's fields; what is left out stays as it is. */
export const ZBoothUpdateInput = z
  .object(boothFields)
  .partial()
  .refine((input) => Object.keys(input).length > 0, { message: 'Change at least one field.' });
export type TBoothUpdateInput = z.input<typeof ZBoothUpdateInput>;

export const ZBoothTeamMember = z.object({
  person: ZPersonSummary,
  role: z.enum(['owner', 'member']),
  since: z.string(),
});

export const ZBoothCounts = z.object({
  likes: z.number(),
  follows: z.number(),
  supporters: z.number(),
  supportPoints: z.number(),
  reviews: z.number(),
  meanRating: z.number().nullable(),
});

export const ZBooth = z.object({
  id: z.number(),
  projectNo: z.number().nullable(),
  name: z.string(),
  tagline: z.string(),
  intro: z.string(),
  description: z.string(),
  screenshots: z.array(z.string()),
  videoLink: z.string().nullable(),
  links: z.array(z.string()),
  platforms: z.array(codeSchema(PLATFORMS)),
  serviceCategory: codeSchema(SERVICE_CATEGORIES),
  industry: codeSchema(INDUSTRIES),
  launchDate: z.string().nullable(),
  state: codeSchema(BOOTH_STATES),
  publishedAt: z.string().nullable(),
  /** Hidden by an admin (only its team can still open it, so only they see this true). */
  hiddenByAdmin: z.boolean(),
  createdAt: z.string(),
  team: z.array(ZBoothTeamMember),
  counts: ZBoothCounts,
  viewer: z.object({
    liked: z.boolean(),
    following: z.boolean(),
    isTeam: z.boolean(),
    isOwner: z.boolean(),
    /** The viewer's own open request to join the team (to withdraw it); null logged out or none. */
    pendingJoinRequestId: z.number().nullable(),
    /** An open invitation to the viewer to join the team (to accept or decline here); null logged out or none. */
    pendingInvitationId: z.number().nullable(),
  }),
});
export type TBooth = z.infer<typeof ZBooth>;

/** A booth in a list: the intro cut to its preview (BOOTH_INTRO_PREVIEW_LENGTH). */
export const ZBoothCard = z.object({
  id: z.number(),
  name: z.string(),
  tagline: z.string(),
  introPreview: z.string(),
  cover: z.string().nullable(),
  serviceCategory: codeSchema(SERVICE_CATEGORIES),
  platforms: z.array(codeSchema(PLATFORMS)),
  state: codeSchema(BOOTH_STATES),
  publishedAt: z.string().nullable(),
  likes: z.number(),
  supporters: z.number(),
  owner: ZPersonSummary,
});
export type TBoothCard = z.infer<typeof ZBoothCard>;

export const ZBoothListQuery = ZCursorQuery.extend({
  sort: z.enum(['new', 'best']).default('new'),
  category: codeSchema(SERVICE_CATEGORIES).optional(),
});
export const ZBoothPage = z.object({ items: z.array(ZBoothCard), nextCursor: z.string().nullable() });
export type TBoothPage = z.infer<typeof ZBoothPage>;

export const ZBoothLikeResult = z.object({ liked: z.boolean(), likes: z.number() });
export const ZBoothFollowResult = z.object({ following: z.boolean(), follows: z.number() });

export const ZBoothSupportInput = z.object({
  points: z.number().int().min(BOOTH_SUPPORT_MIN_POINTS).max(BOOTH_SUPPORT_MAX_POINTS),
  message: z.string().trim().max(BOOTH_SUPPORT_MESSAGE_MAX).default(''),
});
export type TBoothSupportInput = z.input<typeof ZBoothSupportInput>;
export const ZBoothSupportResult = z.object({
  boothId: z.number(),
  pointsGiven: z.number(),
  balance: z.number(),
  supportPoints: z.number(),
  supporters: z.number(),
});
export type TBoothSupportResult = z.infer<typeof ZBoothSupportResult>;

/** Supporters by points given in total, most first (the spec's top supporters and supporter list). */
export const ZBoothSupporterPage = z.object({
  items: z.array(
    z.object({ person: ZPersonSummary, points: z.number(), times: z.number(), lastAt: z.string() }),
  ),
  nextCursor: z.string().nullable(),
});
export type TBoothSupporterPage = z.infer<typeof ZBoothSupporterPage>;

/** Each gift in order, newest first (the spec's support history). */
export const ZBoothSupportHistory = z.object({
  items: z.array(
    z.object({
      id: z.number(),
      person: ZPersonSummary,
      points: z.number(),
      message: z.string(),
      at: z.string(),
    }),
  ),
  nextCursor: z.string().nullable(),
});
export type TBoothSupportHistory = z.infer<typeof ZBoothSupportHistory>;

export const ZBoothLikerPage = z.object({
  items: z.array(ZPersonSummary.extend({ since: z.string() })),
  nextCursor: z.string().nullable(),
});

export const ZBoothOwnerInput = z.object({ userNo: ZRowId });
export const ZBoothMemberParams = ZBoothIdParams.extend({ userNo: ZRowIdParam });

export const ZBoothScorePart = z.object({
  key: z.enum(['likes', 'support', 'supporters', 'reviews', 'follows', 'tasks', 'goals', 'newBooth']),
  count: z.number(),
  points: z.number(),
});

export const ZBoothRankingEntry = z.object({
  rank: z.number(),
  score: z.number(),
  /** Why this rank: the score's parts, largest first (rules/booths.ts). */
  parts: z.array(ZBoothScorePart),
  /** Against the week before: new, up, down or same (live rankings compare with the last closed week). */
  change: z.object({ kind: z.enum(['new', 'up', 'down', 'same']), by: z.number() }),
  booth: ZBoothCard,
});

export const ZBoothRanking = z.object({
  weekStart: z.string(),
  /** False for this week's live ranking, true for a closed week. */
  closed: z.boolean(),
  items: z.array(ZBoothRankingEntry),
});
export type TBoothRanking = z.infer<typeof ZBoothRanking>;

export const ZBoothRankingQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const ZBoothRankingWeekParams = z.object({
  week: z.iso.date({ message: 'Use a date like 2026-11-23.' }),
});

export const ZBoothRankingWeeks = z.object({
  items: z.array(z.object({ weekStart: z.string(), closedAt: z.string(), booths: z.number() })),
});

/** A booth's places in closed weeks, newest first, and its best. */
export const ZBoothRankHistory = z.object({
  items: z.array(z.object({ weekStart: z.string(), rank: z.number(), score: z.number() })),
  best: z.number().nullable(),
});

/** Live build progress (F12): the linked project's goals and its recently completed tasks. */
export const ZBoothProgress = z.object({
  project: z.object({ no: z.number(), name: z.string() }).nullable(),
  goals: z.array(
    z.object({
      id: z.number(),
      title: z.string(),
      tasks: z.number(),
      done: z.number(),
      completed: z.boolean(),
    }),
  ),
  recentTasks: z.array(z.object({ id: z.number(), title: z.string(), completedAt: z.string() })),
});
export type TBoothProgress = z.infer<typeof ZBoothProgress>;
