import { z } from 'zod';
import { PLAN_TYPES } from '../codes/plans';
import { POINT_LEDGER_CODES, POINT_PACK_CODES, WALLET_LABELS } from '../codes/points';
import { WEEKLY_QUESTS } from '../codes/quests';
import { LEDGER_FILTERS, PAYMENT_STATUSES } from '../rules/limits';
import { codeSchema } from './codeSchema';
import { ZCursorQuery, ZLevelStanding } from './profiles.schemas';

/** Idempotency-Key header of every spend: 8-100 letters, digits, dashes or underscores. */
export const ZIdempotencyKey = z
  .string()
  .regex(/^[\w-]{8,100}$/, 'must be 8-100 letters, digits, dashes or underscores');
export const IDEMPOTENCY_HEADER = 'idempotency-key';

export const ZPlanStatus = z.object({
  planType: codeSchema(PLAN_TYPES),
  startedAt: z.string().nullable(),
  /** When a paid plan ends (null for Free). */
  endsAt: z.string().nullable(),
  /** When the AI credits renew (end of this credit period). */
  periodEnd: z.string(),
  creditsTotal: z.number().nullable(),
  creditsUsed: z.number(),
  /** Null when unlimited. */
  creditsLeft: z.number().nullable(),
  exportFeature: z.boolean(),
});
export type TPlanStatus = z.infer<typeof ZPlanStatus>;

export const ZPointsSummary = z.object({
  balance: z.number(),
  level: ZLevelStanding,
  plan: ZPlanStatus,
});
export type TPointsSummary = z.infer<typeof ZPointsSummary>;

export const ZLedgerEntry = z.object({
  id: z.number(),
  code: codeSchema(POINT_LEDGER_CODES),
  /** The wallet label when the entry has one, else the ledger code's label. */
  label: z.string(),
  walletLabel: codeSchema(WALLET_LABELS).nullable(),
  amount: z.number(),
  balanceAfter: z.number(),
  causeType: z.string(),
  causeId: z.string(),
  createdAt: z.string(),
});
export type TLedgerEntry = z.infer<typeof ZLedgerEntry>;

export const ZLedgerQuery = ZCursorQuery.extend({
  direction: z.enum(LEDGER_FILTERS).default('all'),
  code: codeSchema(POINT_LEDGER_CODES).optional(),
});
export type TLedgerQuery = z.infer<typeof ZLedgerQuery>;

export const ZLedgerPage = z.object({ items: z.array(ZLedgerEntry), nextCursor: z.string().nullable() });
export type TLedgerPage = z.infer<typeof ZLedgerPage>;

export const ZCheckoutInput = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('pack'), productCode: codeSchema(POINT_PACK_CODES) }).strict(),
  z.object({ kind: z.literal('plan'), productCode: codeSchema(PLAN_TYPES) }).strict(),
]);
export type TCheckoutInput = z.infer<typeof ZCheckoutInput>;

export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const ZPayment = z.object({
  id: z.string(),
  provider: z.string(),
  kind: z.enum(['pack', 'plan']),
  productCode: z.string(),
  /** What was bought, in words ("23 points", "Light plan"). */
  productLabel: z.string(),
  amountCents: z.number(),
  currency: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type TPayment = z.infer<typeof ZPayment>;
/** GET /api/payments: the person's payments. */
export const ZPaymentList = z.array(ZPayment);

/** POST /api/payments/sandbox/...: the built-in sandbox provider's answer, with the webhook it sent. */
export const ZSandboxResult = z.object({
  payment: ZPayment,
  delivery: z.object({ url: z.string(), headers: z.record(z.string(), z.string()), body: z.string() }),
  webhookStatus: z.number(),
  outcome: z.string(),
});

export const ZCheckoutSession = z.object({ payment: ZPayment, checkoutUrl: z.string() });
export type TCheckoutSession = z.infer<typeof ZCheckoutSession>;

export const ZPaymentParams = z.object({ paymentId: z.uuid() });
export const ZSandboxSessionParams = z.object({ sessionId: z.string().regex(/^sbx_[\w-]{8,80}$/) });
export const ZSandboxOutcome = z.object({ outcome: z.enum(['pay', 'fail']) }).strict();

export const ZQuestState = z.object({
  code: codeSchema(WEEKLY_QUESTS),
  label: z.string(),
  /** The action was done that day. */
  done: z.boolean(),
  /** The reward was collected. */
  claimed: z.boolean(),
  /** The platform cannot record this quest's action yet (its feature is not built). */
  tracked: z.boolean(),
});
export type TQuestState = z.infer<typeof ZQuestState>;

export const ZQuestWeek = z.object({
  weekStart: z.string(),
  today: z.string(),
  /** When this week ends and the next starts (Monday 00:00 UTC). */
  resetsAt: z.string(),
  reward: z.object({ points: z.number(), experience: z.number() }),
  days: z.array(z.object({ date: z.string(), quests: z.array(ZQuestState) })),
  level: ZLevelStanding,
});
export type TQuestWeek = z.infer<typeof ZQuestWeek>;

export const ZQuestClaimParams = z.object({ questCode: codeSchema(WEEKLY_QUESTS) });
export const ZQuestClaimResult = z.object({
  questCode: codeSchema(WEEKLY_QUESTS),
  day: z.string(),
  pointsCredited: z.number(),
  balance: z.number(),
  level: ZLevelStanding,
});
export type TQuestClaimResult = z.infer<typeof ZQuestClaimResult>;

export const ZBoostResult = z.object({
  projectNo: z.number(),
  boostedUntil: z.string(),
  pointsSpent: z.number(),
  balance: z.number(),
});
export type TBoostResult = z.infer<typeof ZBoostResult>;

/** An open chat pinned at the top of the directory (OPEN_CHAT_TOP_AD). */
export const ZOpenChatPinResult = z.object({
  chatId: z.string(),
  pinnedUntil: z.string(),
  pointsSpent: z.number(),
  balance: z.number(),
});
export type TOpenChatPinResult = z.infer<typeof ZOpenChatPinResult>;

/** A project's board started over (PROJECT_RESET): how many tasks and goals were removed. */
export const ZProjectResetResult = z.object({
  projectNo: z.number(),
  tasksRemoved: z.number(),
  goalsRemoved: z.number(),
  pointsSpent: z.number(),
  balance: z.number(),
});
export type TProjectResetResult = z.infer<typeof ZProjectResetResult>;
