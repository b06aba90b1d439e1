import { z } from 'zod';
import { JOB_CODE_ANY, JOB_CODES, JOB_GROUPS } from '../codes/jobs';
import { SKILL_LEVELS } from '../codes/people';
import {
  APPLICATION_STATES,
  HUB_SORTS,
  MEETING_MODES,
  PLATFORMS,
  PROJECT_STAGES,
  WORK_STYLES,
} from '../codes/projects';
import { REGIONS } from '../codes/regions';
import {
  APPLICATION_ANSWER_MAX,
  INVITATION_BATCH_MAX,
  INVITATION_STATES,
  NEWS_BODY_MAX,
  NEWS_TITLE_MAX,
  POSITION_HEADCOUNT_MAX,
  PROJECT_CATEGORY_MAX,
  PROJECT_DESCRIPTION_MAX,
  PROJECT_LINKS_MAX,
  PROJECT_NAME_MAX,
  PROJECT_NAME_MIN,
  PROJECT_POSITIONS_MAX,
  PROJECT_QUESTION_MAX,
  PROJECT_QUESTIONS_MAX,
  PROJECT_SUMMARY_MAX,
  QNA_BODY_MAX,
  TECH_STACK_MAX,
} from '../rules/limits';
import { regionProblem } from '../rules/projects';
import { codeSchema } from './codeSchema';
import { ZRowId, ZRowIdParam } from './input.schemas';
import { ZCursorQuery, ZPersonSummary, ZTechStack, ZWebAddress } from './profiles.schemas';

export const ZProjectNoParams = z.object({ no: ZRowIdParam });
export const ZPositionParams = ZProjectNoParams.extend({ positionId: ZRowIdParam });
export const ZMemberParams = ZProjectNoParams.extend({ userNo: ZRowIdParam });
export const ZQuestionParams = ZProjectNoParams.extend({ questionId: ZRowIdParam });
export const ZReplyParams = ZQuestionParams.extend({ replyId: ZRowIdParam });
export const ZIdParams = z.object({ id: ZRowIdParam });

/** Query-string yes/no: `true`/`1` or `false`/`0` (a plain coercion would read "false" as true). */
export const ZQueryFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** A logo is a file uploaded first through the uploads module; only its local address is stored. */
export const PROJECT_LOGO_PATTERN =
  /^\/api\/files\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const ZProjectLogo = z
  .string()
  .trim()
  .regex(PROJECT_LOGO_PATTERN, { message: 'Upload the logo here first, then keep the one uploaded.' });

/** A position is for a concrete job: 0000 ("anyone") is a filter value, not a job to fill. */
export const ZPositionJobCode = codeSchema(JOB_CODES).refine((code) => code !== JOB_CODE_ANY, {
  message: 'Choose the job this position is for.',
});

const ZIsoDate = z.iso.date();

const uniqueList = <T>(items: readonly T[]) => new Set(items).size === items.length;

export const ZProjectLink = z.object({ label: z.string().trim().min(1).max(40), url: ZWebAddress }).strict();

export const ZPositionInput = z
  .object({
    jobCode: ZPositionJobCode,
    headcount: z.number().int().min(1).max(POSITION_HEADCOUNT_MAX),
    skillLevel: codeSchema(SKILL_LEVELS),
    description: z.string().trim().max(500).default(''),
  })
  .strict();
export type TPositionInput = z.infer<typeof ZPositionInput>;

export const ZPositionUpdate = z
  .object({
    jobCode: ZPositionJobCode,
    headcount: z.number().int().min(1).max(POSITION_HEADCOUNT_MAX),
    skillLevel: codeSchema(SKILL_LEVELS),
    description: z.string().trim().max(500),
  })
  .partial()
  .strict();
export type TPositionUpdate = z.infer<typeof ZPositionUpdate>;

/** Every editable project field (F4.1). */
const projectFields = {
  name: z.string().trim().min(PROJECT_NAME_MIN).max(PROJECT_NAME_MAX),
  logo: ZProjectLogo.nullable(),
  summary: z.string().trim().max(PROJECT_SUMMARY_MAX),
  description: z.string().trim().max(PROJECT_DESCRIPTION_MAX),
  platforms: z
    .array(codeSchema(PLATFORMS))
    .max(PLATFORMS.codes.length)
    .refine(uniqueList, { message: 'Choose each platform once.' }),
  workStyle: codeSchema(WORK_STYLES).nullable(),
  meetingMode: codeSchema(MEETING_MODES).nullable(),
  region: codeSchema(REGIONS).nullable(),
  serviceCategory: z.string().trim().min(1).max(PROJECT_CATEGORY_MAX).nullable(),
  industry: z.string().trim().min(1).max(PROJECT_CATEGORY_MAX).nullable(),
  techStacks: z.array(ZTechStack).max(TECH_STACK_MAX),
  links: z.array(ZProjectLink).max(PROJECT_LINKS_MAX),
  /** The leader's application questions; every applicant answers each one. */
  questions: z.array(z.string().trim().min(1).max(PROJECT_QUESTION_MAX)).max(PROJECT_QUESTIONS_MAX),
  /** Last day applications are taken (the hub's "ending soon"); null = until the seats are filled. */
  recruitingDeadline: ZIsoDate.nullable(),
};

/** When both are sent, the region must be one the meeting mode offers (spec point 3). */
const regionFollowsMeetingMode = (
  input: { meetingMode?: string | null | undefined; region?: string | null | undefined },
  context: z.RefinementCtx,
) => {
  const problem = regionProblem(input.meetingMode ?? null, input.region ?? null);
  if (problem) context.addIssue({ code: 'custom', path: ['region'], message: problem });
};

/** A draft needs only a name; everything else may come later (the wizard saves per step). */
export const ZProjectCreate = z
  .object({
    ...z.object(projectFields).partial().shape,
    name: projectFields.name,
    positions: z.array(ZPositionInput).max(PROJECT_POSITIONS_MAX).optional(),
  })
  .strict()
  .superRefine(regionFollowsMeetingMode);
export type TProjectCreate = z.infer<typeof ZProjectCreate>;

export const ZProjectUpdate = z
  .object(projectFields)
  .partial()
  .strict()
  .superRefine(regionFollowsMeetingMode);
export type TProjectUpdate = z.infer<typeof ZProjectUpdate>;

export const ZStageChange = z.object({ stage: codeSchema(PROJECT_STAGES) }).strict();

export const ZOpenPosition = z.object({
  id: z.number(),
  jobCode: z.string(),
  skillLevel: z.string(),
  openSeats: z.number(),
});

/** A project as the hub lists it. */
export const ZProjectCard = z.object({
  no: z.number(),
  name: z.string(),
  logo: z.string().nullable(),
  summary: z.string(),
  stage: z.string(),
  platforms: z.array(z.string()),
  workStyle: z.string().nullable(),
  meetingMode: z.string().nullable(),
  region: z.string().nullable(),
  techStacks: z.array(z.string()),
  followerCount: z.number(),
  memberCount: z.number(),
  recruiting: z.boolean(),
  recruitingDeadline: z.string().nullable(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  leader: ZPersonSummary,
  openPositions: z.array(ZOpenPosition),
});
export type TProjectCard = z.infer<typeof ZProjectCard>;

export const ZProjectPage = z.object({ items: z.array(ZProjectCard), nextCursor: z.string().nullable() });
export type TProjectPage = z.infer<typeof ZProjectPage>;

/** Project hub query (F4.5): text, filters, sort, "new only", keyset paging. */
export const ZHubQuery = ZCursorQuery.extend({
  q: z.string().trim().min(1).max(100).optional(),
  /** Projects with an open seat for this job; 0000 ("All Jobs") means no job filter. */
  jobCode: codeSchema(JOB_CODES).optional(),
  jobGroup: codeSchema(JOB_GROUPS).optional(),
  stage: codeSchema(PROJECT_STAGES)
    .refine((stage) => stage !== '99', { message: 'Drafts are never listed.' })
    .optional(),
  platform: codeSchema(PLATFORMS).optional(),
  workStyle: codeSchema(WORK_STYLES).optional(),
  meetingMode: codeSchema(MEETING_MODES).optional(),
  region: codeSchema(REGIONS).optional(),
  recruiting: ZQueryFlag.optional(),
  /** Published in the last 7 days. */
  newOnly: ZQueryFlag.optional(),
  sort: z.enum(HUB_SORTS).default('newest'),
}).strict();
export type THubQuery = z.infer<typeof ZHubQuery>;

export const ZMyProjectsQuery = ZCursorQuery.extend({
  role: z.enum(['01', '02']).optional(),
}).strict();

export const ZPosition = z.object({
  id: z.number(),
  jobCode: z.string(),
  headcount: z.number(),
  skillLevel: z.string(),
  description: z.string(),
  filled: z.number(),
  openSeats: z.number(),
  full: z.boolean(),
  closed: z.boolean(),
  createdAt: z.string(),
});
export type TPosition = z.infer<typeof ZPosition>;

export const ZMember = z.object({
  person: ZPersonSummary,
  role: z.string(),
  positionId: z.number().nullable(),
  joinedAt: z.string(),
});
export type TMember = z.infer<typeof ZMember>;

/** The viewer's relation to a project, for the buttons the page shows. */
export const ZProjectViewer = z.object({
  loggedIn: z.boolean(),
  /** 01 Leader, 02 Member, 99 Applicant (an application in review), or null. */
  role: z.string().nullable(),
  canManage: z.boolean(),
  following: z.boolean(),
  bookmarked: z.boolean(),
  /** The viewer's active (draft or in review) applications, one per position at most. */
  applications: z.array(z.object({ id: z.number(), positionId: z.number(), state: z.string() })),
  pendingInvitationId: z.number().nullable(),
  /** Applications waiting for a decision (state 01), for the leader's inbox button; null for others. */
  pendingApplicationCount: z.number().nullable(),
});

export const ZProjectDetail = ZProjectCard.extend({
  description: z.string(),
  serviceCategory: z.string().nullable(),
  industry: z.string().nullable(),
  links: z.array(z.object({ label: z.string(), url: z.string() })),
  questions: z.array(z.string()),
  updatedAt: z.string(),
  positions: z.array(ZPosition),
  members: z.array(ZMember),
  /** Stages the leader may move to next (F4.2). */
  allowedNextStages: z.array(z.string()),
  viewer: ZProjectViewer,
});
export type TProjectDetail = z.infer<typeof ZProjectDetail>;

export const ZFollowProjectState = z.object({ following: z.boolean(), followerCount: z.number() });
export const ZBookmarkState = z.object({ bookmarked: z.boolean() });

export const ZProjectFollowerPage = z.object({
  items: z.array(ZPersonSummary.extend({ since: z.string() })),
  nextCursor: z.string().nullable(),
  total: z.number(),
});

// Applications

export const ZApplicationCreate = z
  .object({
    answers: z.array(z.string().trim().max(APPLICATION_ANSWER_MAX)).max(PROJECT_QUESTIONS_MAX).default([]),
    /** false saves a draft (99) without sending it; true (default) sends it for review (01). */
    submit: z.boolean().default(true),
  })
  .strict();
export type TApplicationCreate = z.infer<typeof ZApplicationCreate>;

export const ZApplicationUpdate = z
  .object({
    answers: z.array(z.string().trim().max(APPLICATION_ANSWER_MAX)).max(PROJECT_QUESTIONS_MAX),
  })
  .strict();

export const ZApplication = z.object({
  id: z.number(),
  project: z.object({ no: z.number(), name: z.string(), logo: z.string().nullable(), stage: z.string() }),
  position: z.object({ id: z.number(), jobCode: z.string(), skillLevel: z.string() }),
  applicant: ZPersonSummary,
  state: z.string(),
  answers: z.array(z.object({ question: z.string(), answer: z.string() })),
  createdAt: z.string(),
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type TApplication = z.infer<typeof ZApplication>;

export const ZApplicationPage = z.object({ items: z.array(ZApplication), nextCursor: z.string().nullable() });

/** The leader's inbox never shows drafts: they are the applicant's own until sent. */
export const ZInboxQuery = ZCursorQuery.extend({
  state: z.enum(['01', '02', '03']).optional(),
}).strict();

export const ZMyApplicationsQuery = ZCursorQuery.extend({
  state: codeSchema(APPLICATION_STATES).optional(),
}).strict();

// Membership

export const ZLeaderChange = z.object({ userNo: ZRowId }).strict();

export const ZInvitationCreate = z
  .object({
    userNos: z
      .array(ZRowId)
      .min(1)
      .max(INVITATION_BATCH_MAX)
      .refine(uniqueList, { message: 'Invite each person once.' }),
    /** The position the invitees would fill; accepting then needs a free seat in it. */
    positionId: ZRowId.nullable().default(null),
    message: z.string().trim().max(500).default(''),
  })
  .strict();
export type TInvitationCreate = z.infer<typeof ZInvitationCreate>;

export const ZInvitation = z.object({
  id: z.number(),
  project: z.object({ no: z.number(), name: z.string(), logo: z.string().nullable() }),
  invitee: ZPersonSummary,
  inviter: ZPersonSummary,
  positionId: z.number().nullable(),
  message: z.string(),
  state: z.enum(INVITATION_STATES),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
});
export type TInvitation = z.infer<typeof ZInvitation>;

export const ZInvitationList = z.object({ items: z.array(ZInvitation) });

// Q&A, timeline, news

export const ZQnaBody = z.object({ body: z.string().trim().min(1).max(QNA_BODY_MAX) }).strict();

export const ZQnaReply = z.object({
  id: z.number(),
  author: ZPersonSummary,
  /** The author's role in the project when shown (01 Leader, 02 Member). */
  authorRole: z.string().nullable(),
  body: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const ZQnaQuestion = z.object({
  id: z.number(),
  author: ZPersonSummary,
  body: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  replies: z.array(ZQnaReply),
});
export type TQnaQuestion = z.infer<typeof ZQnaQuestion>;

export const ZQnaPage = z.object({
  items: z.array(ZQnaQuestion),
  nextCursor: z.string().nullable(),
  total: z.number(),
});

export const TIMELINE_KINDS = [
  'created',
  'published',
  'stageChanged',
  'positionAdded',
  'positionChanged',
  'positionClosed',
  'memberJoined',
  'memberLeft',
  'memberRemoved',
  'leaderChanged',
  'news',
] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

export const ZTimelineItem = z.object({
  id: z.number(),
  kind: z.enum(TIMELINE_KINDS),
  actor: ZPersonSummary.nullable(),
  subject: ZPersonSummary.nullable(),
  /** Kind-specific facts: stage codes, position job code and headcount, news title ... */
  data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  createdAt: z.string(),
});
export type TTimelineItem = z.infer<typeof ZTimelineItem>;

export const ZTimelinePage = z.object({ items: z.array(ZTimelineItem), nextCursor: z.string().nullable() });

export const ZNewsInput = z
  .object({
    title: z.string().trim().min(1).max(NEWS_TITLE_MAX),
    body: z.string().trim().min(1).max(NEWS_BODY_MAX),
  })
  .strict();

export const ZNews = z.object({
  id: z.number(),
  title: z.string(),
  body: z.string(),
  author: ZPersonSummary,
  createdAt: z.string(),
});
export const ZNewsPage = z.object({ items: z.array(ZNews), nextCursor: z.string().nullable() });
export type TNewsPage = z.infer<typeof ZNewsPage>;
