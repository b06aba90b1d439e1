import { DEFAULT_PLAN_TYPE, freePlanPeriod, type PlanType, planOf, type TPlanStatus } from '@sidecamp/domain';
import { and, desc, eq, gt, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Queryable } from '../../db/client';
import { AppError } from '../../http/errors';
import { users } from '../auth';
import { aiCreditPeriods, aiCreditUses, pointAccounts, userPlans } from './points.tables';

type PeriodRow = typeof aiCreditPeriods.$inferSelect;

/** The plan in force at `now`: a paid plan until it ends, then the Free default. */
export async function currentPaidPlan(q: Queryable, userNo: number, now: Date) {
  const [row] = await q.select().from(userPlans).where(eq(userPlans.userNo, userNo));
  if (row && (row.endsAt === null || row.endsAt > now)) return row;
  return null;
}

/**
 * The AI credit period in force at `now`, created on first use: a paid plan's period is written
 * when it is bought; the Free plan's renews every calendar month (UTC). `paid` is the caller's
 * currentPaidPlan, read once. The Free period is looked up first and inserted only when missing,
 * so a read (the wallet's summary, GET /plans/me) writes nothing once the month's row exists.
 */
async function currentPeriod(
  q: Queryable,
  userNo: number,
  now: Date,
  lock: boolean,
  paid: Awaited<ReturnType<typeof currentPaidPlan>>,
): Promise<PeriodRow> {
  if (paid) {
    const query = q
      .select()
      .from(aiCreditPeriods)
      .where(
        and(
          eq(aiCreditPeriods.userNo, userNo),
          eq(aiCreditPeriods.planType, paid.planType),
          lte(aiCreditPeriods.periodStart, now),
          gt(aiCreditPeriods.periodEnd, now),
        ),
      )
      .orderBy(desc(aiCreditPeriods.periodStart))
      .limit(1);
    const [period] = lock ? await query.for('update') : await query;
    if (period) return period;
  }
  const { start, end } = freePlanPeriod(now);
  const free = planOf(DEFAULT_PLAN_TYPE);
  const freePeriod = () => {
    const query = q
      .select()
      .from(aiCreditPeriods)
      .where(
        and(
          eq(aiCreditPeriods.userNo, userNo),
          eq(aiCreditPeriods.planType, free.planType),
          eq(aiCreditPeriods.periodStart, start),
        ),
      );
    return lock ? query.for('update') : query;
  };
  const [existing] = await freePeriod();
  if (existing) return existing;
  await q
    .insert(aiCreditPeriods)
    .values({
      userNo,
      planType: free.planType,
      periodStart: start,
      periodEnd: end,
      creditsTotal: free.aiCredit,
    })
    .onConflictDoNothing();
  const [period] = await freePeriod();
  if (!period) throw new Error('free credit period missing');
  return period;
}

/** What the wallet and the plan page show of a plan and its period. */
function presentPlanStatus(
  paid: Awaited<ReturnType<typeof currentPaidPlan>>,
  period: Pick<PeriodRow, 'periodEnd' | 'creditsTotal' | 'creditsUsed'>,
): TPlanStatus {
  const planType = (paid?.planType ?? DEFAULT_PLAN_TYPE) as PlanType;
  return {
    planType,
    startedAt: paid?.startedAt.toISOString() ?? null,
    endsAt: paid?.endsAt?.toISOString() ?? null,
    periodEnd: period.periodEnd.toISOString(),
    creditsTotal: period.creditsTotal,
    creditsUsed: period.creditsUsed,
    creditsLeft: period.creditsTotal === null ? null : Math.max(0, period.creditsTotal - period.creditsUsed),
    exportFeature: planOf(planType).exportFeature,
  };
}

export async function planStatus(q: Queryable, userNo: number, now: Date): Promise<TPlanStatus> {
  const paid = await currentPaidPlan(q, userNo, now);
  return presentPlanStatus(paid, await currentPeriod(q, userNo, now, false, paid));
}

/**
 * The wallet's summary in one statement prepared once per connection (every page's level chip
 * asks for it): the account, the plan row, the paid plan's period in force and this month's Free
 * period. Only the first read of a month, whose Free period does not exist yet, falls back to
 * planStatus, which creates it.
 */
export function prepareWalletRead(db: Database) {
  const now = sql.placeholder('now');
  const paidPeriod = alias(aiCreditPeriods, 'paid_period');
  const freePeriod = alias(aiCreditPeriods, 'free_period');
  const statement = db
    .select({
      balance: sql<number>`coalesce(${pointAccounts.balance}, 0)`,
      experience: sql<number>`coalesce(${pointAccounts.experience}, 0)`,
      plan: userPlans,
      paidPeriod: {
        periodEnd: paidPeriod.periodEnd,
        creditsTotal: paidPeriod.creditsTotal,
        creditsUsed: paidPeriod.creditsUsed,
      },
      freePeriod: {
        periodEnd: freePeriod.periodEnd,
        creditsTotal: freePeriod.creditsTotal,
        creditsUsed: freePeriod.creditsUsed,
      },
    })
    .from(users)
    .leftJoin(pointAccounts, eq(pointAccounts.userNo, users.no))
    .leftJoin(userPlans, eq(userPlans.userNo, users.no))
    .leftJoin(
      paidPeriod,
      // The newest period of the plan in force that covers now (periods of one plan do not overlap).
      sql`${paidPeriod.id} = (select cp.id from ${aiCreditPeriods} cp
            where cp.user_no = ${users.no} and cp.plan_type = ${userPlans.planType}
              and cp.period_start <= ${now} and cp.period_end > ${now}
            order by cp.period_start desc limit 1)`,
    )
    .leftJoin(
      freePeriod,
      and(
        eq(freePeriod.userNo, users.no),
        eq(freePeriod.planType, planOf(DEFAULT_PLAN_TYPE).planType),
        eq(freePeriod.periodStart, sql.placeholder('freeStart')),
      ),
    )
    .where(eq(users.no, sql.placeholder('userNo')))
    .prepare('points_wallet_read');

  return async (userNo: number, at: Date) => {
    const [row] = await statement.execute({ userNo, now: at, freeStart: freePlanPeriod(at).start });
    const plan = row?.plan ?? null;
    const paid = plan && (plan.endsAt === null || plan.endsAt > at) ? plan : null;
    const period = paid && row?.paidPeriod ? row.paidPeriod : row?.freePeriod;
    return {
      balance: row?.balance ?? 0,
      experience: row?.experience ?? 0,
      plan: period ? presentPlanStatus(paid, period) : await planStatus(db, userNo, at),
    };
  };
}

/**
 * Spends one AI credit of the current period for (purpose, reference), e.g. ('analysis', id).
 * The same purpose and reference spend once however often it is retried; a period with nothing
 * left is refused with AI_CREDITS_EXHAUSTED. For the analysis feature (F13.5).
 */
export async function consumeAiCredit(
  q: Queryable,
  input: { userNo: number; purpose: string; reference: string; now?: Date },
): Promise<{ charged: boolean; creditsLeft: number | null }> {
  const now = input.now ?? new Date();
  return q.transaction(async (tx) => {
    const period = await currentPeriod(
      tx,
      input.userNo,
      now,
      true,
      await currentPaidPlan(tx, input.userNo, now),
    );
    const left = () => (period.creditsTotal === null ? null : period.creditsTotal - period.creditsUsed);
    const [used] = await tx
      .select({ id: aiCreditUses.id })
      .from(aiCreditUses)
      .where(
        and(
          eq(aiCreditUses.userNo, input.userNo),
          eq(aiCreditUses.purpose, input.purpose),
          eq(aiCreditUses.reference, input.reference),
        ),
      );
    if (used) return { charged: false, creditsLeft: left() };
    if (period.creditsTotal !== null && period.creditsUsed >= period.creditsTotal) {
      throw new AppError('AI_CREDITS_EXHAUSTED', {
        message: `You have used all ${period.creditsTotal} AI credits of your ${period.planType} plan; they renew on ${period.periodEnd.toISOString().slice(0, 10)}.`,
      });
    }
    await tx.insert(aiCreditUses).values({
      userNo: input.userNo,
      periodId: period.id,
      purpose: input.purpose,
      reference: input.reference,
    });
    await tx
      .update(aiCreditPeriods)
      .set({ creditsUsed: period.creditsUsed + 1 })
      .where(eq(aiCreditPeriods.id, period.id));
    period.creditsUsed += 1;
    return { charged: true, creditsLeft: left() };
  });
}

/** Starts a paid plan bought with `paymentId`: the plan row and its credit period, from `now`. */
export async function startPaidPlan(
  q: Queryable,
  input: { userNo: number; planType: PlanType; paymentId: string; now: Date },
): Promise<void> {
  const plan = planOf(input.planType);
  const endsAt = new Date(input.now.getTime() + (plan.durationDays ?? 30) * 86_400_000);
  await q
    .insert(userPlans)
    .values({
      userNo: input.userNo,
      planType: plan.planType,
      startedAt: input.now,
      endsAt,
      paymentId: input.paymentId,
    })
    .onConflictDoUpdate({
      target: userPlans.userNo,
      set: {
        planType: plan.planType,
        startedAt: input.now,
        endsAt,
        paymentId: input.paymentId,
        updatedAt: input.now,
      },
    });
  await q
    .insert(aiCreditPeriods)
    .values({
      userNo: input.userNo,
      planType: plan.planType,
      periodStart: input.now,
      periodEnd: endsAt,
      creditsTotal: plan.unlimitedCredits ? null : plan.aiCredit,
      paymentId: input.paymentId,
    })
    .onConflictDoNothing();
}

/** Ends the plan bought with `paymentId` now (a refund); later purchases are left alone. */
export async function endPaidPlan(q: Queryable, input: { userNo: number; paymentId: string; now: Date }) {
  await q
    .update(userPlans)
    .set({ endsAt: input.now, updatedAt: input.now })
    .where(and(eq(userPlans.userNo, input.userNo), eq(userPlans.paymentId, input.paymentId)));
  await q
    .update(aiCreditPeriods)
    .set({ periodEnd: input.now })
    .where(and(eq(aiCreditPeriods.userNo, input.userNo), eq(aiCreditPeriods.paymentId, input.paymentId)));
}
