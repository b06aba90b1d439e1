import { z } from 'zod';
import { ZRowIdParam } from './input.schemas';

/**
 * What an admin can do, as recorded in the audit log (F18.4). Every admin action writes one row
 * in the same transaction as the change, so the log cannot miss a change or record one that was
 * rolled back.
 */
export const ADMIN_ACTIONS = [
  'admin.grant',
  'report.hide',
  'report.restore',
  'report.dismiss',
  'content.hide',
  'content.restore',
  'user.ban',
  'user.unban',
  'pro.approve',
  'pro.reject',
  'campaign.approve',
  'campaign.reject',
  'faq.create',
  'faq.update',
  'faq.delete',
  'notice.create',
  'notice.update',
  'notice.delete',
  'ask.answer',
] as const;
export const ZAdminAction = z.enum(ADMIN_ACTIONS);
export type AdminAction = z.infer<typeof ZAdminAction>;

/** What an admin action was done to. */
export const ADMIN_TARGET_TYPES = [
  'user',
  'post',
  'reply',
  'message',
  'booth',
  'profile',
  'pro',
  'campaign',
  'faq',
  'notice',
  'ask',
  'report',
] as const;
export const ZAdminTargetType = z.enum(ADMIN_TARGET_TYPES);
export type AdminTargetType = z.infer<typeof ZAdminTargetType>;

/** Longest reason an admin may give; the audit log keeps it whole. */
export const ADMIN_REASON_MAX_LENGTH = 500;

export const ZAuditEntry = z.object({
  id: z.number(),
  /** Who acted: null when it was the operator's command line (`npm run admin -- grant`). */
  admin: z.object({ no: z.number(), nickname: z.string() }).nullable(),
  action: ZAdminAction,
  targetType: ZAdminTargetType,
  targetId: z.string(),
  reason: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

export const ZAuditPage = z.object({
  items: z.array(ZAuditEntry),
  /** Pass as `before` for the next (older) page; null when this is the last. */
  nextCursor: z.number().nullable(),
});
export type TAuditPage = z.infer<typeof ZAuditPage>;

export const ZAuditQuery = z
  .object({
    before: z.coerce.number().int().positive().optional(),
    limit: z.coerce.number().int().min(1).max(100).default(30),
    action: ZAdminAction.optional(),
    targetType: ZAdminTargetType.optional(),
    adminNo: ZRowIdParam.optional(),
  })
  .strict();
export type TAuditQuery = z.infer<typeof ZAuditQuery>;
