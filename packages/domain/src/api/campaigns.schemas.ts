import { z } from 'zod';
import { CAMPAIGN_CHANNELS, CAMPAIGN_TYPES } from '../codes/campaigns';
import { EXPERIENCE, VISIT_PURPOSES } from '../codes/people';
import { POINT_LEDGER_CODES } from '../codes/points';
import { REGIONS } from '../codes/regions';
import { CAMPAIGN_TEXT_ANSWER_MAX, isCampaignTargetCode } from '../rules/campaigns';
import { codeSchema } from './codeSchema';
import { ZRowIdParam } from './input.schemas';

/*
 * Campaigns (F15, issue 20): a member sends a newsletter, survey, interview or tester call to the
 * people its targets match; they answer, sign up or subscribe, and the sender reads the results.
 */

export const CAMPAIGN_TITLE_MIN = 3;
export const CAMPAIGN_TITLE_MAX = 120;
export const CAMPAIGN_BODY_MAX = 4000;
export const CAMPAIGN_QUESTIONS_MAX = 10;
export const CAMPAIGN_OPTIONS_MAX = 8;
export const CAMPAIGN_PROMPT_MAX = 200;
export const CAMPAIGN_OPTION_MAX = 80;
export const CAMPAIGN_NOTE_MAX = 500;
export const CAMPAIGN_REJECT_REASON_MAX = 500;
export const CAMPAIGN_PAGE_SIZE = 20;

export const CAMPAIGN_STATUSES = ['pending_approval', 'sent', 'rejected'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
export const CAMPAIGN_SIGNUP_STATUSES = ['pending', 'accepted', 'declined'] as const;
export type CampaignSignupStatus = (typeof CAMPAIGN_SIGNUP_STATUSES)[number];

const text = (label: string, min: number, max: number) =>
  z
    .string({ message: `${label} is required.` })
    .trim()
    .min(min, { message: min <= 1 ? `${label} is required.` : `Write at least ${min} characters.` })
    .max(max, { message: `Write at most ${max} characters.` });

export const ZCampaignQuestion = z
  .object({
    id: z.string().regex(/^q\d{1,2}$/, 'Question ids are q1, q2, …'),
    kind: z.enum(['single', 'multiple', 'text']),
    prompt: text('A question', 1, CAMPAIGN_PROMPT_MAX),
    options: z.array(text('An option', 1, CAMPAIGN_OPTION_MAX)).max(CAMPAIGN_OPTIONS_MAX, {
      message: `At most ${CAMPAIGN_OPTIONS_MAX} options.`,
    }),
  })
  .superRefine((question, ctx) => {
    if (question.kind === 'text' && question.options.length > 0)
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'A text question has no options.' });
    if (question.kind !== 'text' && question.options.length < 2)
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'Give at least two options.' });
    if (new Set(question.options.map((option) => option.toLowerCase())).size !== question.options.length)
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'Each option once.' });
  });
export type TCampaignQuestion = z.infer<typeof ZCampaignQuestion>;

const ZAudienceFields = z.object({
  type: codeSchema(CAMPAIGN_TYPES),
  channel: codeSchema(CAMPAIGN_CHANNELS),
  /** Job targets: '00' everyone, a job group ('04') or a job ('0403'); stored as CPG_JOB_TARGET. */
  jobTargets: z
    .array(z.string().refine(isCampaignTargetCode, { message: 'Not a job, job group or 00.' }))
    .min(1, { message: 'Choose at least one job, job group, or everyone.' })
    .max(20, { message: 'Choose at most 20 targets.' }),
  experience: codeSchema(EXPERIENCE).nullable().default(null),
  visitPurpose: codeSchema(VISIT_PURPOSES).nullable().default(null),
  region: codeSchema(REGIONS).nullable().default(null),
  /** A tester campaign from a booth goes to that booth's supporters instead of the job targets. */
  boothId: ZRowIdParam.nullable().default(null),
});

const boothOnlyForTesters = (input: { type: string; boothId: number | null }, ctx: z.RefinementCtx) => {
  if (input.boothId !== null && input.type !== '04')
    ctx.addIssue({
      code: 'custom',
      path: ['boothId'],
      message: "Only a tester campaign goes to a booth's supporters.",
    });
};

/** Who a campaign reaches and how: the part of a campaign the audience and the price depend on. */
export const ZCampaignAudienceInput = ZAudienceFields.superRefine(boothOnlyForTesters);
export type TCampaignAudienceInput = z.input<typeof ZCampaignAudienceInput>;

export const ZCampaignInput = ZAudienceFields.extend({
  title: text('A title', CAMPAIGN_TITLE_MIN, CAMPAIGN_TITLE_MAX),
  body: text('A message', 1, CAMPAIGN_BODY_MAX),
  questions: z
    .array(ZCampaignQuestion)
    .max(CAMPAIGN_QUESTIONS_MAX, { message: `At most ${CAMPAIGN_QUESTIONS_MAX} questions.` })
    .default([]),
}).superRefine((input, ctx) => {
  if (input.type === '02' && input.questions.length === 0)
    ctx.addIssue({ code: 'custom', path: ['questions'], message: 'A survey needs at least one question.' });
  if (input.type !== '02' && input.questions.length > 0)
    ctx.addIssue({ code: 'custom', path: ['questions'], message: 'Only a survey has questions.' });
  if (new Set(input.questions.map((question) => question.id)).size !== input.questions.length)
    ctx.addIssue({ code: 'custom', path: ['questions'], message: 'Each question id once.' });
  if (input.boothId !== null && input.type !== '04')
    ctx.addIssue({
      code: 'custom',
      path: ['boothId'],
      message: "Only a tester campaign goes to a booth's supporters.",
    });
});
export type TCampaignInput = z.input<typeof ZCampaignInput>;

export const ZCampaignCostLine = z.object({
  code: codeSchema(POINT_LEDGER_CODES),
  label: z.string(),
  points: z.number().int(),
});

/**
 * What sending would do now: who it reaches, what it costs, whether an admin must approve it.
 * Counts below `minRecipients` (CAMPAIGN_MIN_AUDIENCE) are never told exactly: they are null,
 * read "fewer than minRecipients", and such an audience cannot be sent to (no price is given).
 */
export const ZCampaignQuote = z.object({
  /** People the campaign reaches; null when fewer than minRecipients. */
  recipients: z.number().int().nullable(),
  /**
   * Matched the targets but do not take campaigns on this channel (their switch is off, they have
   * no browser subscribed to push, or they muted the sender): not counted, not charged. Null when
   * fewer than minRecipients.
   */
  optedOut: z.number().int().nullable(),
  /** The fewest people a campaign may reach (k). */
  minRecipients: z.number().int(),
  /** The price lines; empty when the audience is below minRecipients. */
  lines: z.array(ZCampaignCostLine),
  totalPoints: z.number().int(),
  balance: z.number().int(),
  needsApproval: z.boolean(),
  approvalThreshold: z.number().int(),
  maxRecipients: z.number().int(),
});
export type TCampaignQuote = z.infer<typeof ZCampaignQuote>;

const ZPersonRef = z.object({ no: z.number().int(), nickname: z.string(), img: z.string().nullable() });

export const ZCampaign = z.object({
  id: z.number().int(),
  type: codeSchema(CAMPAIGN_TYPES),
  channel: codeSchema(CAMPAIGN_CHANNELS),
  title: z.string(),
  body: z.string(),
  /** The spec's CPG_JOB_TARGET: comma-separated codes, '00' for everyone. */
  jobTarget: z.string(),
  experience: z.string().nullable(),
  visitPurpose: z.string().nullable(),
  region: z.string().nullable(),
  booth: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  questions: z.array(ZCampaignQuestion),
  sender: ZPersonRef,
  status: z.enum(CAMPAIGN_STATUSES),
  recipients: z.number().int(),
  costPoints: z.number().int(),
  rejectReason: z.string().nullable(),
  createdAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
  /** Whether the viewer sent it (sees results, sign-ups and the cost). */
  mine: z.boolean(),
  /** The viewer's own response: answered, signed up (with its status), subscribed. */
  myResponse: z
    .object({ status: z.enum(['answered', ...CAMPAIGN_SIGNUP_STATUSES]), createdAt: z.iso.datetime() })
    .nullable(),
  /** For a newsletter: whether the viewer subscribes to the sender's newsletters. */
  subscribed: z.boolean(),
  /** How many responded (answers, sign-ups or subscribers from this campaign); for the sender. */
  responses: z.number().int(),
});
export type TCampaign = z.infer<typeof ZCampaign>;

export const ZCampaignPage = z.object({
  items: z.array(ZCampaign),
  page: z.number().int(),
  hasMore: z.boolean(),
});
export type TCampaignPage = z.infer<typeof ZCampaignPage>;

export const ZCampaignListQuery = z.object({
  box: z.enum(['received', 'sent']).default('received'),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});

export const ZCampaignAnswerInput = z.object({
  answers: z.record(
    z.string(),
    z.union([z.string().max(CAMPAIGN_TEXT_ANSWER_MAX * 2), z.array(z.string().max(200)).max(20)]),
  ),
});
export type TCampaignAnswerInput = z.infer<typeof ZCampaignAnswerInput>;

export const ZCampaignSignupInput = z.object({
  note: z
    .string()
    .trim()
    .max(CAMPAIGN_NOTE_MAX, { message: `Write at most ${CAMPAIGN_NOTE_MAX} characters.` })
    .default(''),
});

export const ZCampaignSignup = z.object({
  person: ZPersonRef,
  note: z.string(),
  status: z.enum(CAMPAIGN_SIGNUP_STATUSES),
  createdAt: z.iso.datetime(),
});
export type TCampaignSignup = z.infer<typeof ZCampaignSignup>;

export const ZCampaignSignupDecision = z.object({ status: z.enum(['accepted', 'declined']) });

export const ZCampaignResults = z.object({
  respondents: z.number().int(),
  questions: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(['single', 'multiple', 'text']),
      prompt: z.string(),
      options: z.array(z.object({ label: z.string(), count: z.number().int() })),
      /** The latest short-text answers (a text question), newest first. */
      texts: z.array(z.string()),
    }),
  ),
  signups: z.array(ZCampaignSignup),
  subscribers: z.number().int(),
});
export type TCampaignResults = z.infer<typeof ZCampaignResults>;

export const ZCampaignRejectInput = z.object({
  reason: text('A reason', 3, CAMPAIGN_REJECT_REASON_MAX),
});
export const ZCampaignIdParam = z.object({ id: ZRowIdParam });
export const ZCampaignSignupParam = z.object({ id: ZRowIdParam, userNo: ZRowIdParam });
