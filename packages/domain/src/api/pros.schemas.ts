import { z } from 'zod';
import { PRO_STATUSES } from './chat.schemas';
import { ZRowIdParam } from './input.schemas';

/** Pro applications as admins review them (F18: a new pro offer waits for approval). */
export const PRO_REJECT_REASON_MAX = 500;

export const ZAdminProQuery = z.object({ status: z.enum(PRO_STATUSES).default('pending') });
export type TAdminProQuery = z.infer<typeof ZAdminProQuery>;

export const ZAdminProParams = z.object({ userNo: ZRowIdParam });

export const ZProRejectInput = z
  .object({
    reason: z
      .string({ message: 'A reason is required.' })
      .trim()
      .min(3, { message: 'Write at least 3 characters.' })
      .max(PRO_REJECT_REASON_MAX, { message: `Write at most ${PRO_REJECT_REASON_MAX} characters.` }),
  })
  .strict();
export type TProRejectInput = z.infer<typeof ZProRejectInput>;

export const ZAdminProApplication = z.object({
  userNo: z.number(),
  nickname: z.string(),
  img: z.string().nullable(),
  headline: z.string(),
  pricePoints: z.number(),
  active: z.boolean(),
  status: z.enum(PRO_STATUSES),
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
  reviewer: z.object({ no: z.number(), nickname: z.string() }).nullable(),
});
export type TAdminProApplication = z.infer<typeof ZAdminProApplication>;
export const ZAdminProList = z.object({ items: z.array(ZAdminProApplication) });
export type TAdminProList = z.infer<typeof ZAdminProList>;
