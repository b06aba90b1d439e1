import { z } from 'zod';
import { NOTIFICATION_CHANNELS, NOTIFICATION_KINDS, PROFILE_VISIBILITY } from '../codes/notifications';
import {
  AGE_BANDS,
  EXPERIENCE,
  INTEGRATIONS,
  OCCUPATION_STATUS,
  PERSONALITY_TYPES,
  PROFILE_GENDERS,
  PROFILE_ITEM_TYPES,
  SKILL_LEVELS,
  VISIT_PURPOSES,
} from '../codes/people';
import { REGIONS } from '../codes/regions';
import { TECH_STACK_MAX } from '../rules/limits';
import { isValidWebAddress } from '../rules/validation';
import { ZNickname, ZPersonJobCode } from './auth.schemas';
import { codeSchema } from './codeSchema';
import { ZPageLimit, ZRowId, ZRowIdParam } from './input.schemas';

export const ZUserNoParams = z.object({ no: ZRowIdParam });

export const ZWebAddress = z
  .string()
  .trim()
  .max(500)
  .refine(isValidWebAddress, { message: 'Enter a web address starting with http:// or https://.' });

export const ZTechStack = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} .+#/_-]*$/u, { message: 'Use letters, digits and . + # / _ - only.' });

/** Every editable profile field (F3.1); all optional so a form can send only what changed. */
export const ZProfileUpdate = z
  .object({
    nickname: ZNickname,
    introduction: z.string().trim().max(2000).nullable(),
    /** The resume's summary paragraph (F3.2), written by the person or generated from their data. */
    resumeSummary: z.string().trim().max(1000).nullable(),
    mainJobDetail: ZPersonJobCode,
    subJobDetail: ZPersonJobCode.nullable(),
    occupationStatus: codeSchema(OCCUPATION_STATUS),
    visitPurpose: codeSchema(VISIT_PURPOSES),
    skillLevel: codeSchema(SKILL_LEVELS).nullable(),
    experience: codeSchema(EXPERIENCE).nullable(),
    region: codeSchema(REGIONS).nullable(),
    gender: codeSchema(PROFILE_GENDERS).nullable(),
    ageBand: codeSchema(AGE_BANDS).nullable(),
    personalityType: codeSchema(PERSONALITY_TYPES).nullable(),
    techStacks: z.array(ZTechStack).max(TECH_STACK_MAX),
    visibility: codeSchema(PROFILE_VISIBILITY),
  })
  .partial()
  .strict();
export type TProfileUpdate = z.infer<typeof ZProfileUpdate>;

const ZIsoDate = z.iso.date();

export const ZProfileItemInput = z
  .object({
    type: codeSchema(PROFILE_ITEM_TYPES),
    title: z.string().trim().min(1).max(120),
    body: z.string().trim().max(5000).default(''),
    url: ZWebAddress.nullable().optional(),
    organization: z.string().trim().max(120).nullable().optional(),
    startDate: ZIsoDate.nullable().optional(),
    endDate: ZIsoDate.nullable().optional(),
  })
  .strict()
  .refine((item) => !item.startDate || !item.endDate || item.startDate <= item.endDate, {
    message: 'The end date is before the start date.',
    path: ['endDate'],
  });
export type TProfileItemInput = z.infer<typeof ZProfileItemInput>;

export const ZProfileItem = z.object({
  id: z.number(),
  type: z.string(),
  title: z.string(),
  body: z.string(),
  url: z.string().nullable(),
  organization: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  position: z.number(),
});
export type TProfileItem = z.infer<typeof ZProfileItem>;

export const ZItemOrder = z.object({ ids: z.array(ZRowId).max(200) }).strict();

export const ZProfileLinksInput = z
  .object({
    links: z
      .array(z.object({ integration: codeSchema(INTEGRATIONS), url: ZWebAddress }).strict())
      .max(INTEGRATIONS.codes.length),
  })
  .strict()
  .refine((input) => new Set(input.links.map((link) => link.integration)).size === input.links.length, {
    message: 'Each integration can be linked once.',
    path: ['links'],
  });

export const ZLevelStanding = z.object({
  level: z.number(),
  experience: z.number(),
  ratio: z.number(),
  minExp: z.number(),
  maxExp: z.number().nullable(),
  progress: z.number(),
});

export const ZProfileCounts = z.object({
  followers: z.number(),
  following: z.number(),
  reviews: z.number(),
  averageRating: z.number().nullable(),
});

export const ZProfile = z.object({
  no: z.number(),
  nickname: z.string(),
  img: z.string().nullable(),
  backgroundImg: z.string().nullable(),
  introduction: z.string().nullable(),
  resumeSummary: z.string().nullable(),
  mainJob: z.string().nullable(),
  mainJobDetail: z.string().nullable(),
  subJob: z.string().nullable(),
  subJobDetail: z.string().nullable(),
  occupationStatus: z.string().nullable(),
  visitPurpose: z.string().nullable(),
  skillLevel: z.string().nullable(),
  experience: z.string().nullable(),
  region: z.string().nullable(),
  gender: z.string().nullable(),
  ageBand: z.string().nullable(),
  personalityType: z.string().nullable(),
  techStacks: z.array(z.string()),
  visibility: z.string(),
  items: z.array(ZProfileItem),
  links: z.array(z.object({ integration: z.string(), url: z.string() })),
  counts: ZProfileCounts,
  level: ZLevelStanding,
  /** Trust level 0-3 (F10.1, TRUST_LEVEL_NAMES), from time on the platform and real activity. */
  trustLevel: z.number().int(),
  joinedAt: z.string(),
  viewer: z.object({
    isMe: z.boolean(),
    isFollowing: z.boolean(),
    myReview: z.object({ rating: z.number(), body: z.string() }).nullable(),
    /** The viewer worked with this person (same project team or a held pro chat), or already reviewed them. */
    canReview: z.boolean(),
  }),
});
export type TProfile = z.infer<typeof ZProfile>;

export const ZPersonSummary = z.object({
  no: z.number(),
  nickname: z.string(),
  img: z.string().nullable(),
  mainJob: z.string().nullable(),
  mainJobDetail: z.string().nullable(),
});
export type TPersonSummary = z.infer<typeof ZPersonSummary>;

export const ZCursorQuery = z.object({
  cursor: z.string().max(100).optional(),
  limit: ZPageLimit(50, 20),
});

export const ZPersonPage = z.object({
  items: z.array(ZPersonSummary.extend({ since: z.string() })),
  nextCursor: z.string().nullable(),
  total: z.number(),
});

export const ZReviewInput = z
  .object({ rating: z.number().int().min(1).max(5), body: z.string().trim().min(10).max(2000) })
  .strict();

export const ZReview = z.object({
  reviewer: ZPersonSummary,
  rating: z.number(),
  body: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TReview = z.infer<typeof ZReview>;

export const ZReviewPage = z.object({
  items: z.array(ZReview),
  nextCursor: z.string().nullable(),
  total: z.number(),
  averageRating: z.number().nullable(),
});

export const ZActivityCounts = z.object({
  followers: z.number(),
  following: z.number(),
  reviewsReceived: z.number(),
  reviewsWritten: z.number(),
  profileItems: z.number(),
  uploads: z.number(),
});

export const ZNotificationPreference = z.object({
  kind: codeSchema(NOTIFICATION_KINDS),
  channel: codeSchema(NOTIFICATION_CHANNELS),
  enabled: z.boolean(),
});

export const ZSettings = z.object({
  account: z.object({
    email: z.string(),
    nickname: z.string(),
    hasPassword: z.boolean(),
    socialProviders: z.array(z.string()),
    joinedAt: z.string(),
  }),
  notifications: z.array(ZNotificationPreference),
  privacy: z.object({ visibility: codeSchema(PROFILE_VISIBILITY) }),
});
export type TSettings = z.infer<typeof ZSettings>;

export const ZSettingsUpdate = z
  .object({
    notifications: z
      .array(ZNotificationPreference)
      .max(NOTIFICATION_KINDS.codes.length * NOTIFICATION_CHANNELS.codes.length),
    privacy: z.object({ visibility: codeSchema(PROFILE_VISIBILITY) }).strict(),
  })
  .partial()
  .strict();

/** POST/DELETE /api/profiles/:no/follow: whether the viewer follows the person now, and their count. */
export const ZPersonFollowState = z.object({ following: z.boolean(), followers: z.number() });
/** PUT /api/profiles/me/items-order: the items in their new order. */
export const ZProfileItemList = z.array(ZProfileItem);
