import { z } from 'zod';
import { ADMIN_REASON_MAX_LENGTH } from './admin.schemas';

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
