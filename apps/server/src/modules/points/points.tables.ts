import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../auth';

/**
 * One row per user with the cached balance and experience. The balance always equals the sum of
 * the user's `point_entries` because both are written in the same transaction; a spend locks this
 * row (SELECT ... FOR UPDATE) so racing spends are serialised and none can overdraw.
 */
export const pointAccounts = pgTable(
  'point_accounts',
  {
    userNo: integer('user_no')
      .primaryKey()
      .references(() => users.no),
    balance: integer('balance').notNull().default(0),
    experience: integer('experience').notNull().default(0),
    /** Level reached by `experience` (domain level table), kept to notice a level-up. */
    level: integer('level').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('point_accounts_balance_not_negative', sql`${table.balance} >= 0`),
    check('point_accounts_experience_not_negative', sql`${table.experience} >= 0`),
  ],
);

/**
 * The append-only ledger (F10.1). Rows are never updated or deleted (a trigger refuses it);
 * corrections are reversing entries. The unique key on (user, code, cause) makes every cause
 * credit or deduct once, whatever the number of event deliveries or webhook retries.
 */
export const pointEntries = pgTable(
  'point_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.no),
    /** POINT_LEDGER_CODES code (I.. income, D.. deduction). */
    code: text('code').notNull(),
    /** Signed: positive for income, negative (or zero for a reversal with nothing left) for deductions. */
    amount: integer('amount').notNull(),
    /** Balance right after this entry, so history pages need no running sum. */
    balanceAfter: integer('balance_after').notNull(),
    /** WALLET_LABELS code when the entry has one (packs, plan bonuses, chat, purchases). */
    label: text('label'),
    /** What caused it: 'payment', 'post', 'follow', 'hold', 'spend' ... with the object's id. */
    causeType: text('cause_type').notNull(),
    causeId: text('cause_id').notNull(),
    /** The outbox event that caused it, when a listener wrote it. */
    eventId: bigint('event_id', { mode: 'number' }),
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('point_entries_once_per_cause').on(table.userNo, table.code, table.causeType, table.causeId),
    index('point_entries_user_history_idx').on(table.userNo, table.id),
  ],
);

/** Per-user, per-code, per-day counters for the daily caps on activity bonuses. */
export const pointDailyCounters = pgTable(
  'point_daily_counters',
  {
    userNo: integer('user_no')
      .notNull()
      .references(() => users.no),
    code: text('code').notNull(),
    day: date('day').notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userNo, table.code, table.day] })],
);

/**
 * Points held for a pro-chat booking: taken from the user's balance when held, then settled to
 * the pro or released back to the user, exactly once.
 */
export const pointHolds = pgTable(
  'point_holds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.no),
    /** Who receives the points when the hold settles (the pro). */
    beneficiaryNo: integer('beneficiary_no')
      .notNull()
      .references(() => users.no),
    amount: integer('amount').notNull(),
    status: text('status').notNull().default('held'),
    causeType: text('cause_type').notNull(),
    causeId: text('cause_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('point_holds_once_per_cause').on(table.causeType, table.causeId),
    check('point_holds_amount_positive', sql`${table.amount} > 0`),
    check('point_holds_status', sql`${table.status} in ('held', 'settled', 'released')`),
  ],
);

/**
 * Idempotency keys of spends and checkouts: the same key with the same request replays the stored
 * answer; the same key with another request is refused.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userNo: integer('user_no')
      .notNull()
      .references(() => users.no),
    key: text('key').notNull(),
    /** What the key was used for ('project.boost', 'points.spend' ...). */
    scope: text('scope').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userNo, table.key] })],
);

/** Weekly quests done: one row per user, day and quest (the weekday table offers three a day). */
export const questCompletions = pgTable(
  'quest_completions',
  {
    userNo: integer('user_no')
      .notNull()
      .references(() => users.no),
    /** Monday (UTC) of the quest week. */
    weekStart: date('week_start').notNull(),
    day: date('day').notNull(),
    questCode: text('quest_code').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userNo, table.day, table.questCode] }),
    index('quest_completions_week_idx').on(table.userNo, table.weekStart),
  ],
);

/** Quest weeks opened and closed by the weekly reset job (one process runs it, advisory lock). */
export const questWeeks = pgTable('quest_weeks', {
  weekStart: date('week_start').primaryKey(),
  openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
  closedAt: timestamp('closed_at', { withTimezone: true }),
  /** Quests completed in the week, counted when it closes. */
  completions: integer('completions'),
  /** People who completed at least one quest, counted when it closes. */
  participants: integer('participants'),
});

/**
 * Payments through a provider (sandbox or Stripe). `id` is ours and is the payment id every
 * credit is keyed on; the provider's own ids are unique too so a webhook finds its payment.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey(),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.no),
    provider: text('provider').notNull(),
    /** The provider's checkout session id. */
    providerSessionId: text('provider_session_id'),
    /** The provider's payment id once paid (Stripe payment intent). */
    providerPaymentId: text('provider_payment_id'),
    /** 'pack' (POINT_PACKS pointType) or 'plan' (PLAN_TYPES). */
    kind: text('kind').notNull(),
    productCode: text('product_code').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('payments_provider_session_idx').on(table.provider, table.providerSessionId),
    uniqueIndex('payments_provider_payment_idx').on(table.provider, table.providerPaymentId),
    index('payments_user_idx').on(table.userNo, table.createdAt),
    check('payments_kind', sql`${table.kind} in ('pack', 'plan')`),
    check('payments_status', sql`${table.status} in ('pending', 'paid', 'failed', 'refunded', 'cancelled')`),
  ],
);

/** Every webhook delivery received, valid or not, for audit and to show retries changed nothing. */
export const paymentWebhookDeliveries = pgTable(
  'payment_webhook_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    provider: text('provider').notNull(),
    paymentId: uuid('payment_id'),
    eventType: text('event_type'),
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('payment_webhook_deliveries_payment_idx').on(table.paymentId)],
);

/** The user's current plan; no row means the default Free plan. */
export const userPlans = pgTable('user_plans', {
  userNo: integer('user_no')
    .primaryKey()
    .references(() => users.no),
  planType: text('plan_type').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  /** Null for the Free plan, which never ends. */
  endsAt: timestamp('ends_at', { withTimezone: true }),
  paymentId: uuid('payment_id'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** AI credits of one plan period; `creditsTotal` null means unlimited. */
export const aiCreditPeriods = pgTable(
  'ai_credit_periods',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.no),
    planType: text('plan_type').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    creditsTotal: integer('credits_total'),
    creditsUsed: integer('credits_used').notNull().default(0),
    paymentId: uuid('payment_id'),
  },
  (table) => [
    uniqueIndex('ai_credit_periods_once').on(table.userNo, table.planType, table.periodStart),
    index('ai_credit_periods_user_idx').on(table.userNo, table.periodEnd),
    check(
      'ai_credit_periods_within_total',
      sql`${table.creditsUsed} >= 0 and (${table.creditsTotal} is null or ${table.creditsUsed} <= ${table.creditsTotal})`,
    ),
  ],
);

/** One AI credit spent, once per (user, purpose, reference) so a retried analysis is not charged twice. */
export const aiCreditUses = pgTable(
  'ai_credit_uses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.no),
    periodId: bigint('period_id', { mode: 'number' })
      .notNull()
      .references(() => aiCreditPeriods.id),
    purpose: text('purpose').notNull(),
    reference: text('reference').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('ai_credit_uses_once').on(table.userNo, table.purpose, table.reference)],
);
