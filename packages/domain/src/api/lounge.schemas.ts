import { z } from 'zod';
import { AUTO_EVENT_CODES, FEED_WRITE_TYPES, POST_CATEGORIES, POST_TYPES } from '../codes/lounge';
import {
  GROUP_DESCRIPTION_MAX,
  GROUP_JOIN_POLICIES,
  GROUP_KINDS,
  GROUP_NAME_MAX,
  MAGAZINE_BODY_MAX,
  MAGAZINE_LINK_MAX,
  MAGAZINE_SCOPES,
  MAGAZINE_TITLE_MAX,
  NOTE_BODY_MAX,
  POST_BODY_MAX,
  POST_IMAGES_MAX,
  POST_TITLE_MAX,
  POST_VIDEOS_MAX,
  REPLY_BODY_MAX,
  REPORT_REASON_MAX,
  RETROSPECTIVE_ANSWER_MAX,
  SEARCH_QUERY_MAX,
} from '../rules/limits';
import {
  POLL_OPTION_MAX,
  POLL_OPTIONS_MAX,
  POLL_OPTIONS_MIN,
  RETROSPECTIVE_QUESTIONS,
} from '../rules/lounge';
import { isValidVideoLink } from '../rules/validation';
import { codeSchema } from './codeSchema';
import { ZRowId, ZRowIdParam } from './input.schemas';
import { ZCursorQuery, ZPersonSummary } from './profiles.schemas';

export const ZUploadId = z.uuid({ message: 'Upload the image first and use its id.' });
export const ZVideoLink = z
  .string()
  .trim()
  .refine(isValidVideoLink, { message: 'Use a video watch, embed, shorts, live or short-link address.' });

export const ZPollInput = z
  .object({
    options: z
      .array(z.string().trim().min(1).max(POLL_OPTION_MAX))
      .min(POLL_OPTIONS_MIN, { message: `A poll needs at least ${POLL_OPTIONS_MIN} options.` })
      .max(POLL_OPTIONS_MAX, { message: `A poll has at most ${POLL_OPTIONS_MAX} options.` })
      .refine((options) => new Set(options.map((o) => o.toLowerCase())).size === options.length, {
        message: 'Each option must be different.',
      }),
    endsAt: z.iso.datetime({ offset: true }).nullable().optional(),
  })
  .strict();

const postFields = {
  category: codeSchema(POST_CATEGORIES),
  postType: codeSchema(POST_TYPES).default('01'),
  title: z.string().trim().max(POST_TITLE_MAX).default(''),
  body: z.string().max(POST_BODY_MAX).default(''),
  videoLinks: z.array(ZVideoLink).max(POST_VIDEOS_MAX).default([]),
  imageIds: z.array(ZUploadId).max(POST_IMAGES_MAX).default([]),
  poll: ZPollInput.nullable().optional(),
  /** Category 22: one answer per template question, in order. */
  retrospective: z
    .array(z.string().max(RETROSPECTIVE_ANSWER_MAX))
    .length(RETROSPECTIVE_QUESTIONS.length)
    .nullable()
    .optional(),
  projectNo: ZRowId.nullable().optional(),
  groupId: ZRowId.nullable().optional(),
};

/** A new post; `draft: true` saves it without publishing (nothing is checked beyond the types). */
export const ZPostCreate = z.object({ ...postFields, draft: z.boolean().default(false) }).strict();
export type TPostCreate = z.input<typeof ZPostCreate>;

/** An edit replaces the post's content; the poll's options are fixed once anyone can vote. */
export const ZPostUpdate = z
  .object({
    ...postFields,
    category: codeSchema(POST_CATEGORIES).optional(),
    postType: codeSchema(POST_TYPES).optional(),
    title: z.string().trim().max(POST_TITLE_MAX).optional(),
    body: z.string().max(POST_BODY_MAX).optional(),
    videoLinks: z.array(ZVideoLink).max(POST_VIDEOS_MAX).optional(),
    imageIds: z.array(ZUploadId).max(POST_IMAGES_MAX).optional(),
  })
  .strict();
export type TPostUpdate = z.input<typeof ZPostUpdate>;

export const ZPostIdParams = z.object({ id: ZRowIdParam });

export const ZPollOption = z.object({
  id: z.number(),
  label: z.string(),
  votes: z.number(),
  percent: z.number(),
});
export const ZPoll = z.object({
  options: z.array(ZPollOption),
  totalVotes: z.number(),
  endsAt: z.string().nullable(),
  open: z.boolean(),
  myOptionId: z.number().nullable(),
});
export type TPoll = z.infer<typeof ZPoll>;

export const ZPostImage = z.object({ id: z.string(), url: z.string(), thumbnailUrl: z.string() });

export const ZPost = z.object({
  id: z.number(),
  author: ZPersonSummary,
  category: codeSchema(POST_CATEGORIES),
  postType: codeSchema(POST_TYPES),
  title: z.string(),
  body: z.string(),
  videoLinks: z.array(z.string()),
  images: z.array(ZPostImage),
  retrospective: z.array(z.object({ question: z.string(), answer: z.string() })).nullable(),
  poll: ZPoll.nullable(),
  projectNo: z.number().nullable(),
  groupId: z.number().nullable(),
  isDraft: z.boolean(),
  hidden: z.boolean(),
  likeCount: z.number(),
  replyCount: z.number(),
  likedByMe: z.boolean(),
  mine: z.boolean(),
  /** The author or an admin may hide it. */
  canHide: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
});
export type TPost = z.infer<typeof ZPost>;

export const ZDraftSummary = z.object({
  id: z.number(),
  category: codeSchema(POST_CATEGORIES),
  postType: codeSchema(POST_TYPES),
  title: z.string(),
  preview: z.string(),
  updatedAt: z.string(),
});
export const ZDraftPage = z.object({ items: z.array(ZDraftSummary), nextCursor: z.string().nullable() });

export const ZVoteInput = z.object({ optionId: ZRowId }).strict();
export const ZLikeState = z.object({ liked: z.boolean(), likeCount: z.number() });

export const ZReplyCreate = z
  .object({
    body: z.string().trim().min(1).max(REPLY_BODY_MAX),
    parentId: ZRowId.nullable().optional(),
  })
  .strict();
export const ZReplyUpdate = z.object({ body: z.string().trim().min(1).max(REPLY_BODY_MAX) }).strict();

const replyShape = {
  id: z.number(),
  postId: z.number(),
  parentId: z.number().nullable(),
  author: ZPersonSummary,
  body: z.string(),
  hidden: z.boolean(),
  likeCount: z.number(),
  likedByMe: z.boolean(),
  mine: z.boolean(),
  canHide: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
};
export const ZReply = z.object(replyShape);
export type TReply = z.infer<typeof ZReply>;
export const ZReplyThread = z.object({ ...replyShape, children: z.array(ZReply) });
export type TReplyThread = z.infer<typeof ZReplyThread>;
export const ZReplyPage = z.object({ items: z.array(ZReplyThread), nextCursor: z.string().nullable() });

export const ZReportInput = z
  .object({
    targetType: z.enum(['post', 'reply']),
    targetId: ZRowId,
    reason: z.string().trim().min(3).max(REPORT_REASON_MAX),
  })
  .strict();
export const ZReport = z.object({
  id: z.number(),
  targetType: z.enum(['post', 'reply']),
  targetId: z.number(),
  postId: z.number().nullable(),
  reporter: ZPersonSummary,
  reason: z.string(),
  createdAt: z.string(),
  targetHidden: z.boolean(),
});
export const ZReportPage = z.object({ items: z.array(ZReport), nextCursor: z.string().nullable() });

// ---------------------------------------------------------------------------------------------
// Feed
// ---------------------------------------------------------------------------------------------

/**
 * A feed item with the spec's fields under the spec's names (WRITE_TYPE, AUTO_CODE, FEED_TITLE,
 * FEED_DETAIL, USER_NICKNAME, REFERENCE_DETAIL, PROJECT_NAME, SERVICE_NAME,
 * SERVICE_INTRODUCTION), plus what a page needs to link and count.
 */
export const ZFeedItem = z.object({
  id: z.number(),
  WRITE_TYPE: codeSchema(FEED_WRITE_TYPES),
  AUTO_CODE: codeSchema(AUTO_EVENT_CODES).nullable(),
  FEED_TITLE: z.string().nullable(),
  FEED_DETAIL: z.string(),
  USER_NICKNAME: z.string().nullable(),
  REFERENCE_DETAIL: z.string().nullable(),
  PROJECT_NAME: z.string().nullable(),
  SERVICE_NAME: z.string().nullable(),
  SERVICE_INTRODUCTION: z.string().nullable(),
  actor: ZPersonSummary.nullable(),
  projectNo: z.number().nullable(),
  groupId: z.number().nullable(),
  category: codeSchema(POST_CATEGORIES).nullable(),
  target: z.object({ type: z.string(), id: z.number() }).nullable(),
  post: z
    .object({
      postType: codeSchema(POST_TYPES),
      likeCount: z.number(),
      replyCount: z.number(),
      voteCount: z.number(),
      likedByMe: z.boolean(),
      imageCount: z.number(),
    })
    .nullable(),
  createdAt: z.string(),
});
export type TFeedItem = z.infer<typeof ZFeedItem>;
export const ZFeedPage = z.object({ items: z.array(ZFeedItem), nextCursor: z.string().nullable() });
export type TFeedPage = z.infer<typeof ZFeedPage>;

export const ZFeedQuery = ZCursorQuery.extend({ category: codeSchema(POST_CATEGORIES).optional() });

export const ZPostSearchQuery = ZCursorQuery.extend({
  q: z.string().trim().min(1).max(SEARCH_QUERY_MAX),
  category: codeSchema(POST_CATEGORIES).optional(),
});
export const ZPostSearchHit = z.object({
  id: z.number(),
  author: ZPersonSummary,
  category: codeSchema(POST_CATEGORIES),
  postType: codeSchema(POST_TYPES),
  title: z.string(),
  preview: z.string(),
  likeCount: z.number(),
  replyCount: z.number(),
  publishedAt: z.string(),
});
export const ZPostSearchPage = z.object({
  items: z.array(ZPostSearchHit),
  nextCursor: z.string().nullable(),
});

export const ZLoungeSide = z.object({
  popular: z.array(ZPostSearchHit),
  categories: z.array(z.object({ category: codeSchema(POST_CATEGORIES), posts: z.number() })),
  people: z.array(ZPersonSummary.extend({ posts: z.number(), followers: z.number() })),
});
export type TLoungeSide = z.infer<typeof ZLoungeSide>;

// ---------------------------------------------------------------------------------------------
// Magazines and notes
// ---------------------------------------------------------------------------------------------

export const ZMagazineCreate = z
  .object({
    scope: z.enum(MAGAZINE_SCOPES),
    projectNo: ZRowId.nullable().optional(),
    boothId: ZRowId.nullable().optional(),
    title: z.string().trim().min(2).max(MAGAZINE_TITLE_MAX),
    body: z.string().trim().min(1).max(MAGAZINE_BODY_MAX),
    coverImageId: ZUploadId.nullable().optional(),
  })
  .strict();
export type TMagazineCreate = z.input<typeof ZMagazineCreate>;
export const ZMagazineQuery = ZCursorQuery.extend({
  scope: z.enum(MAGAZINE_SCOPES).optional(),
  projectNo: ZRowIdParam.optional(),
  authorNo: ZRowIdParam.optional(),
});
const magazineShape = {
  id: z.number(),
  author: ZPersonSummary,
  scope: z.enum(MAGAZINE_SCOPES),
  projectNo: z.number().nullable(),
  projectName: z.string().nullable(),
  title: z.string(),
  preview: z.string(),
  coverUrl: z.string().nullable(),
  createdAt: z.string(),
};
export const ZMagazineSummary = z.object(magazineShape);
export const ZMagazine = z.object({ ...magazineShape, body: z.string(), mine: z.boolean() });
export type TMagazine = z.infer<typeof ZMagazine>;
export const ZMagazinePage = z.object({
  items: z.array(ZMagazineSummary),
  nextCursor: z.string().nullable(),
});

/**
 * Weekly quest Q3: how far the signed-in reader has read a magazine, as a share of it (0 to 1).
 * The server decides "over 50 percent" (QUEST_READ_SHARE).
 */
export const ZMagazineReadReport = z.object({ share: z.number().min(0).max(1) }).strict();
export type TMagazineReadReport = z.infer<typeof ZMagazineReadReport>;
/** Weekly quest Q2: a link in the magazine's body the reader clicked (its address as written). */
export const ZMagazineLinkClick = z
  .object({ href: z.string().trim().min(1).max(MAGAZINE_LINK_MAX) })
  .strict();
export type TMagazineLinkClick = z.infer<typeof ZMagazineLinkClick>;
/** Whether the report counted now: false below the share, for an old magazine, or already counted today. */
export const ZMagazineQuestReport = z.object({ counted: z.boolean() });
export type TMagazineQuestReport = z.infer<typeof ZMagazineQuestReport>;

export const ZNoteCreate = z
  .object({ body: z.string().trim().min(1).max(NOTE_BODY_MAX), imageId: ZUploadId.nullable().optional() })
  .strict();
export const ZNoteQuery = ZCursorQuery.extend({ authorNo: ZRowIdParam.optional() });
export const ZNote = z.object({
  id: z.number(),
  author: ZPersonSummary,
  body: z.string(),
  imageUrl: z.string().nullable(),
  mine: z.boolean(),
  createdAt: z.string(),
});
export type TNote = z.infer<typeof ZNote>;
export const ZNotePage = z.object({ items: z.array(ZNote), nextCursor: z.string().nullable() });

// ---------------------------------------------------------------------------------------------
// Groups
// ---------------------------------------------------------------------------------------------

export const ZGroupCreate = z
  .object({
    kind: z.enum(GROUP_KINDS),
    name: z.string().trim().min(2).max(GROUP_NAME_MAX),
    description: z.string().trim().max(GROUP_DESCRIPTION_MAX).default(''),
    joinPolicy: z.enum(GROUP_JOIN_POLICIES),
    projectNo: ZRowId.nullable().optional(),
  })
  .strict();
export type TGroupCreate = z.input<typeof ZGroupCreate>;
export const ZGroupUpdate = z
  .object({
    name: z.string().trim().min(2).max(GROUP_NAME_MAX).optional(),
    description: z.string().trim().max(GROUP_DESCRIPTION_MAX).optional(),
    joinPolicy: z.enum(GROUP_JOIN_POLICIES).optional(),
  })
  .strict();
export const ZGroupQuery = ZCursorQuery.extend({
  kind: z.enum(GROUP_KINDS).optional(),
  mine: z.enum(['true', 'false']).optional(),
});
export const ZGroup = z.object({
  id: z.number(),
  kind: z.enum(GROUP_KINDS),
  name: z.string(),
  description: z.string(),
  joinPolicy: z.enum(GROUP_JOIN_POLICIES),
  projectNo: z.number().nullable(),
  projectName: z.string().nullable(),
  owner: ZPersonSummary,
  memberCount: z.number(),
  /** The viewer's membership: null (none), or its role and state. */
  membership: z
    .object({ role: z.enum(['owner', 'member']), state: z.enum(['active', 'pending']) })
    .nullable(),
  createdAt: z.string(),
});
export type TGroup = z.infer<typeof ZGroup>;
export const ZGroupPage = z.object({ items: z.array(ZGroup), nextCursor: z.string().nullable() });
export const ZGroupMemberQuery = ZCursorQuery.extend({
  state: z.enum(['active', 'pending']).default('active'),
});
export const ZGroupMember = ZPersonSummary.extend({
  role: z.enum(['owner', 'member']),
  state: z.enum(['active', 'pending']),
  since: z.string(),
});
export const ZGroupMemberPage = z.object({ items: z.array(ZGroupMember), nextCursor: z.string().nullable() });
export const ZGroupMemberParams = z.object({
  id: ZRowIdParam,
  userNo: ZRowIdParam,
});
