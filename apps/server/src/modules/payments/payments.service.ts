import { randomUUID } from 'node:crypto';
import {
  PACK_LEDGER_CODES,
  type PaymentStatus,
  PLAN_BONUS_LABELS,
  PLAN_BONUS_LEDGER,
  type PlanType,
  type PointPackCode,
  PRICE_CURRENCY,
  planOf,
  pointPackByCode,
  type TCheckoutInput,
  type TCheckoutSession,
  type TPayment,
} from '@sidecamp/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { recordEvent } from '../../events/outbox';
import { AppError } from '../../http/errors';
import type { AuthUser } from '../auth';
import {
  currentPaidPlan,
  endPaidPlan,
  payments,
  paymentWebhookDeliveries,
  startPaidPlan,
  writeEntry,
} from '../points';
import type { PaymentProvider, ProviderEvent } from './payments.providers';

type PaymentRow = typeof payments.$inferSelect;

/** What a pack or plan is, for the payment row and the provider's line item. */
function productOf(input: TCheckoutInput): { label: string; amountCents: number } {
  if (input.kind === 'pack') {
    const pack = pointPackByCode(input.productCode);
    if (!pack) throw new AppError('NOT_FOUND', { message: 'There is no such point pack.' });
    return { label: `${pack.point} points`, amountCents: pack.priceCents };
  }
  const plan = planOf(input.productCode);
  if (!plan.purchasable) {
    throw new AppError('NOT_PURCHASABLE', {
      message: plan.comingSoon
        ? `The ${plan.planType} plan is coming soon and cannot be bought yet.`
        : `The ${plan.planType} plan is the default and is not sold.`,
    });
  }
  return { label: `${plan.planType} plan`, amountCents: plan.priceCents };
}

export function presentPayment(row: PaymentRow): TPayment {
  const label =
    row.kind === 'pack'
      ? `${pointPackByCode(row.productCode)?.point ?? '?'} points`
      : `${row.productCode} plan`;
  return {
    id: row.id,
    provider: row.provider,
    kind: row.kind as TPayment['kind'],
    productCode: row.productCode,
    productLabel: label,
    amountCents: row.amountCents,
    currency: row.currency,
    status: row.status as PaymentStatus,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}

function paymentEventOf(row: PaymentRow) {
  const { productLabel, amountCents, currency } = presentPayment(row);
  return { paymentId: row.id, userNo: row.userNo, productLabel, amountCents, currency };
}

export type WebhookOutcome =
  | 'credited'
  | 'duplicate'
  | 'failed'
  | 'refunded'
  | 'ignored'
  | 'unknown_payment'
  | 'amount_mismatch';

/**
 * Checkout and webhooks (F11.2). Credits happen only from a verified webhook, inside one
 * transaction that locks the payment row, and the ledger's key (code, 'payment', payment id)
 * makes a second credit of the same payment impossible however many deliveries arrive.
 */
export function createPaymentService(deps: {
  db: Database;
  provider: PaymentProvider;
  publicUrl: string;
  now?: () => Date;
}) {
  const { db, provider } = deps;
  const now = deps.now ?? (() => new Date());

  async function ownPayment(user: AuthUser, paymentId: string): Promise<PaymentRow> {
    const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
    // Someone else's payment is "not found": its existence is none of the asker's business.
    if (!row || row.userNo !== user.no) throw new AppError('NOT_FOUND', { message: 'Payment not found.' });
    return row;
  }

  async function creditPaid(tx: Transaction, payment: PaymentRow, at: Date) {
    if (payment.kind === 'pack') {
      const pack = pointPackByCode(payment.productCode);
      if (!pack) throw new Error(`payment ${payment.id} names an unknown pack`);
      await writeEntry(tx, {
        userNo: payment.userNo,
        code: PACK_LEDGER_CODES[pack.pointType as PointPackCode].income,
        points: pack.point,
        label: pack.type,
        cause: { type: 'payment', id: payment.id },
      });
      return;
    }
    const plan = planOf(payment.productCode as PlanType);
    await startPaidPlan(tx, {
      userNo: payment.userNo,
      planType: plan.planType,
      paymentId: payment.id,
      now: at,
    });
    const label = PLAN_BONUS_LABELS[plan.planType as keyof typeof PLAN_BONUS_LABELS];
    if (plan.bonusCoin > 0 && label) {
      await writeEntry(tx, {
        userNo: payment.userNo,
        code: PLAN_BONUS_LEDGER.income,
        points: plan.bonusCoin,
        label,
        cause: { type: 'payment', id: payment.id },
      });
    }
  }

  async function takeBack(tx: Transaction, payment: PaymentRow, at: Date) {
    const pack = payment.kind === 'pack' ? pointPackByCode(payment.productCode) : undefined;
    const codes = pack
      ? PACK_LEDGER_CODES[pack.pointType as PointPackCode]
      : { income: PLAN_BONUS_LEDGER.income, refund: PLAN_BONUS_LEDGER.refund };
    const points = pack ? pack.point : planOf(payment.productCode as PlanType).bonusCoin;
    // Clamped: points already spent cannot be taken back below zero; the entry records what was.
    if (points > 0) {
      await writeEntry(
        tx,
        { userNo: payment.userNo, code: codes.refund, points, cause: { type: 'payment', id: payment.id } },
        'clamp',
      );
    }
    if (payment.kind === 'plan')
      await endPaidPlan(tx, { userNo: payment.userNo, paymentId: payment.id, now: at });
  }

  async function findPayment(tx: Transaction, event: ProviderEvent): Promise<PaymentRow | undefined> {
    const lookups = [
      event.paymentId ? eq(payments.id, event.paymentId) : undefined,
      event.sessionId
        ? and(eq(payments.provider, provider.name), eq(payments.providerSessionId, event.sessionId))
        : undefined,
      event.providerPaymentId
        ? and(eq(payments.provider, provider.name), eq(payments.providerPaymentId, event.providerPaymentId))
        : undefined,
    ];
    for (const where of lookups) {
      if (!where) continue;
      // A payment id that is not a uuid cannot match and must not reach the uuid column.
      if (event.paymentId && where === lookups[0] && !/^[0-9a-f-]{36}$/i.test(event.paymentId)) continue;
      const [row] = await tx.select().from(payments).where(where).for('update');
      if (row) return row;
    }
    return undefined;
  }

  /** Applies one verified provider event; every outcome is logged, and repeats change nothing. */
  async function applyEvent(
    event: ProviderEvent,
  ): Promise<{ outcome: WebhookOutcome; payment: TPayment | null }> {
    const at = now();
    const result = await db.transaction(async (tx) => {
      const payment = await findPayment(tx, event);
      const done = (outcome: WebhookOutcome, row: PaymentRow | undefined = payment) => ({
        outcome,
        row: row ?? null,
      });
      if (!payment) return done('unknown_payment');
      if (event.type === 'ignored') return done('ignored');
      if (event.type === 'paid') {
        if (payment.status === 'paid' || payment.status === 'refunded') return done('duplicate');
        if (event.amountCents !== null && event.amountCents !== payment.amountCents)
          return done('amount_mismatch');
        const [updated] = await tx
          .update(payments)
          .set({
            status: 'paid',
            paidAt: at,
            providerPaymentId: payment.providerPaymentId ?? event.providerPaymentId,
          })
          .where(eq(payments.id, payment.id))
          .returning();
        await creditPaid(tx, payment, at);
        await recordEvent(tx, 'payment.completed', paymentEventOf(payment), { actorNo: payment.userNo });
        return done('credited', updated);
      }
      if (event.type === 'failed' || event.type === 'cancelled') {
        if (payment.status !== 'pending') return done('duplicate');
        const [updated] = await tx
          .update(payments)
          .set({ status: event.type, failedAt: at })
          .where(eq(payments.id, payment.id))
          .returning();
        return done('failed', updated);
      }
      // refunded
      if (payment.status !== 'paid') return done(payment.status === 'refunded' ? 'duplicate' : 'ignored');
      const [updated] = await tx
        .update(payments)
        .set({ status: 'refunded', refundedAt: at })
        .where(eq(payments.id, payment.id))
        .returning();
      await takeBack(tx, payment, at);
      await recordEvent(tx, 'payment.refunded', paymentEventOf(payment), { actorNo: null });
      return done('refunded', updated);
    });
    await db.insert(paymentWebhookDeliveries).values({
      provider: provider.name,
      paymentId: result.row?.id ?? null,
      eventType: event.rawType.slice(0, 100),
      outcome: result.outcome,
    });
    return { outcome: result.outcome, payment: result.row ? presentPayment(result.row) : null };
  }

  return {
    provider,

    async checkout(user: AuthUser, input: TCheckoutInput): Promise<TCheckoutSession> {
      const product = productOf(input);
      if (input.kind === 'plan') {
        const active = await currentPaidPlan(db, user.no, now());
        if (active) {
          throw new AppError('CONFLICT', {
            message: `Your ${active.planType} plan runs until ${active.endsAt?.toISOString().slice(0, 10)}; buy again after it ends.`,
          });
        }
      }
      const id = randomUUID();
      const session = await provider.createCheckout({
        paymentId: id,
        productLabel: product.label,
        amountCents: product.amountCents,
        currency: PRICE_CURRENCY,
        successUrl: `${deps.publicUrl}/points/history?payment=${id}`,
        cancelUrl: `${deps.publicUrl}/pricing?payment=${id}`,
      });
      const [row] = await db
        .insert(payments)
        .values({
          id,
          userNo: user.no,
          provider: provider.name,
          providerSessionId: session.sessionId,
          kind: input.kind,
          productCode: input.productCode,
          amountCents: product.amountCents,
          currency: PRICE_CURRENCY,
        })
        .returning();
      if (!row) throw new Error('payment insert returned no row');
      return { payment: presentPayment(row), checkoutUrl: session.url };
    },

    async get(user: AuthUser, paymentId: string): Promise<TPayment> {
      return presentPayment(await ownPayment(user, paymentId));
    },

    async list(user: AuthUser): Promise<TPayment[]> {
      const rows = await db
        .select()
        .from(payments)
        .where(eq(payments.userNo, user.no))
        .orderBy(desc(payments.createdAt))
        .limit(50);
      return rows.map(presentPayment);
    },

    /** A sandbox checkout session, for its owner only. */
    async sandboxSession(user: AuthUser, sessionId: string): Promise<PaymentRow> {
      if (provider.name !== 'sandbox') {
        throw new AppError('NOT_FOUND', {
          message: 'The sandbox checkout is off: payments go through Stripe.',
        });
      }
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.provider, 'sandbox'), eq(payments.providerSessionId, sessionId)));
      if (!row || row.userNo !== user.no)
        throw new AppError('NOT_FOUND', { message: 'Checkout session not found.' });
      return row;
    },

    /** Verifies and applies a webhook delivery (raw body as received). */
    async receiveWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>) {
      let event: ProviderEvent;
      try {
        event = provider.parseWebhook(rawBody, headers, now());
      } catch (error) {
        await db
          .insert(paymentWebhookDeliveries)
          .values({ provider: provider.name, outcome: 'rejected' })
          .catch(() => undefined);
        throw error;
      }
      return applyEvent(event);
    },

    /** How many deliveries were logged for a payment (tests and support). */
    async deliveriesOf(paymentId: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(paymentWebhookDeliveries)
        .where(eq(paymentWebhookDeliveries.paymentId, paymentId));
      return row?.count ?? 0;
    },
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
