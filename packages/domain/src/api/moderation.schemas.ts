import { z } from 'zod';
import { ADMIN_REASON_MAX_LENGTH } from './admin.schemas';
import { ZRowId, ZRowIdParam } from './input.schemas';

/** Why an admin acts on a person or content: required, shown to the person and kept in the audit log. */
export const ZModerationReason = z.string().trim().min(1).max(ADMIN_REASON_MAX_LENGTH);

/**
 * POST /api/admin/users/:no/ban. `until` is when the ban ends by itself (an ISO date-time in the
 * future); null bans until an admin lifts it.
 */
export const ZBanInput = z
  .object({
    reason: ZModerationReason,
    until: z.iso
      .datetime({ offset: true })
      .refine((value) => Date.parse(value) > Date.now(), 'The end of a ban must be in the future.')
      .nullable(),
  })
  .strict();
export type TBanInput = z.infer<typeof ZBanInput>;

export const ZReasonInput = z.object({ reason: ZModerationReason }).strict();
export type TReasonInput = z.infer<typeof ZReasonInput>;

/** A person's ban as admins and the person see it: null when not banned (or the ban ran out). */
export const ZBanState = z.object({
  reason: z.string(),
  /** null: until an admin lifts it. */
  until: z.string().nullable(),
  bannedAt: z.string(),
});
export type TBanState = z.infer<typeof ZBanState>;

/** The details of ACCOUNT_BANNED (login refused). */
export const ZAccountBannedDetails = z.object({ reason: z.string(), until: z.string().nullable() });
export type TAccountBannedDetails = z.infer<typeof ZAccountBannedDetails>;

export const ZAdminUser = z.object({
  no: z.number(),
  nickname: z.string(),
  email: z.string(),
  role: z.string(),
  createdAt: z.string(),
  ban: ZBanState.nullable(),
});
export type TAdminUser = z.infer<typeof ZAdminUser>;

export const ZAdminUserQuery = z.object({ q: z.string().trim().min(1).max(100) }).strict();
export const ZAdminUserList = z.object({ items: z.array(ZAdminUser) });
export type TAdminUserList = z.infer<typeof ZAdminUserList>;

/** What can be reported and hidden (F18): lounge posts and replies, chat messages, booths, profiles. */
export const REPORT_TARGET_TYPES = ['post', 'reply', 'message', 'booth', 'profile'] as const;
export const ZReportTargetType = z.enum(REPORT_TARGET_TYPES);
export type ReportTargetType = z.infer<typeof ZReportTargetType>;

export const ZReportTargetParams = z.object({
  targetType: ZReportTargetType,
  targetId: ZRowIdParam,
});

/** GET /api/admin/reports: open reports by default; closed ones were hidden or dismissed. */
export const ZReportQueueQuery = z
  .object({
    status: z.enum(['open', 'closed']).default('open'),
    type: ZReportTargetType.optional(),
    cursor: ZRowIdParam.optional(),
    limit: z.coerce.number().int().min(1).max(50).default(20),
  })
  .strict();
export type TReportQueueQuery = z.infer<typeof ZReportQueueQuery>;

/** One reported target with all its reports in the chosen status. */
export const ZReportQueueItem = z.object({
  targetType: ZReportTargetType,
  targetId: z.number(),
  reportCount: z.number(),
  /** Each report's reason, newest first. */
  reasons: z.array(z.string()),
  firstReportedAt: z.string(),
  lastReportedAt: z.string(),
  /** 'open', or how the reports were closed. */
  status: z.enum(['open', 'hidden', 'dismissed']),
  /** The reported content now (null when it no longer exists). */
  content: z
    .object({
      preview: z.string(),
      author: z.object({ no: z.number(), nickname: z.string() }),
      hidden: z.boolean(),
      /** Where the content is seen (a web path). */
      link: z.string().nullable(),
    })
    .nullable(),
});
export type TReportQueueItem = z.infer<typeof ZReportQueueItem>;

export const ZReportQueuePage = z.object({
  items: z.array(ZReportQueueItem),
  /** Pass as `cursor` for the next (older) page; null on the last. */
  nextCursor: z.number().nullable(),
});
export type TReportQueuePage = z.infer<typeof ZReportQueuePage>;

/** What a hide, restore or dismiss changed. */
export const ZModerationOutcome = z.object({
  targetType: ZReportTargetType,
  targetId: z.number(),
  hidden: z.boolean(),
  /** How many open reports this closed. */
  reportsClosed: z.number(),
});
export type TModerationOutcome = z.infer<typeof ZModerationOutcome>;

/** Why someone reports content (POST /api/reports); the details say more in their own words. */
export const REPORT_REASONS = ['spam', 'abuse', 'inappropriate', 'impersonation', 'other'] as const;
export const ZReportReason = z.enum(REPORT_REASONS);
export const REPORT_DETAILS_MAX_LENGTH = 500;

export const ZContentReportInput = z
  .object({
    targetType: ZReportTargetType,
    targetId: ZRowId,
    reason: ZReportReason,
    details: z.string().trim().max(REPORT_DETAILS_MAX_LENGTH).optional(),
  })
  .strict();
export type TContentReportInput = z.infer<typeof ZContentReportInput>;
export const ZContentReportCreated = z.object({ id: z.number() });
