import {
  type BoothScorePart,
  boothWeekScore,
  boothWeekStart,
  rankChange,
  type TBoothRanking,
} from '@sidecamp/domain';
import { and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database, Queryable, Transaction } from '../../db/client';
import type { DomainEvent } from '../../events/catalog';
import type { EventListener } from '../../events/dispatcher';
import { AppError } from '../../http/errors';
import { users } from '../auth';
import { projectGoals, projectTasks } from '../workspace';
import { cardColumns, toCard } from './booths.cards';
import { presentCard } from './booths.presenter';
import { boothRankings, boothRankingWeeks, boothWeekActivity } from './booths.ranking.tables';
import type { BoothRankingCache } from './booths.rankingCache';
import { boothFollows, boothLikes, boothSupports, booths } from './booths.tables';
import { boothReviews } from './booths.talk.tables';

const DAY_MS = 86_400_000;
/** Key of the advisory lock under which one process at a time closes ranking weeks. */
export const BOOTH_RANKING_LOCK_KEY = 7_234_201;

const weekRange = (weekStart: string) => {
  const start = new Date(`${weekStart}T00:00:00Z`);
  return { start, end: new Date(start.getTime() + 7 * DAY_MS) };
};

/**
 * Recounts one booth's week (the week containing `at`) from the rows themselves and stores the
 * score with its parts. Counting instead of adding makes a redelivered event harmless and an
 * unlike or unfollow exact. Drafts are not ranked.
 */
export async function recomputeBoothWeek(q: Queryable, boothId: number, at: Date): Promise<void> {
  const weekStart = boothWeekStart(at);
  const { start, end } = weekRange(weekStart);
  const [booth] = await q
    .select({ state: booths.state, publishedAt: booths.publishedAt, projectNo: booths.projectNo })
    .from(booths)
    .where(eq(booths.id, boothId));
  if (booth?.state !== 'published' || booth.publishedAt === null) return;
  const inWeek = (column: AnyPgColumn) => and(gte(column, start), lt(column, end));
  const [counts] = await q
    .select({
      likes: sql<number>`(select count(*)::int from ${boothLikes} where ${boothLikes.boothId} = ${boothId} and ${inWeek(boothLikes.createdAt)})`,
      follows: sql<number>`(select count(*)::int from ${boothFollows} where ${boothFollows.boothId} = ${boothId} and ${inWeek(boothFollows.createdAt)})`,
      supportPoints: sql<number>`(select coalesce(sum(${boothSupports.points}), 0)::int from ${boothSupports} where ${boothSupports.boothId} = ${boothId} and ${inWeek(boothSupports.createdAt)})`,
      supporters: sql<number>`(select count(distinct ${boothSupports.userNo})::int from ${boothSupports} where ${boothSupports.boothId} = ${boothId} and ${inWeek(boothSupports.createdAt)})`,
      reviews: sql<number>`(select count(*)::int from ${boothReviews} where ${boothReviews.boothId} = ${boothId} and ${inWeek(boothReviews.createdAt)})`,
      ratingSum: sql<number>`(select coalesce(sum(${boothReviews.rating}), 0)::int from ${boothReviews} where ${boothReviews.boothId} = ${boothId} and ${inWeek(boothReviews.createdAt)})`,
      tasks:
        booth.projectNo === null
          ? sql<null>`null`
          : sql<number>`(select count(*)::int from ${projectTasks} where ${projectTasks.projectNo} = ${booth.projectNo} and ${projectTasks.completedAt} >= ${start} and ${projectTasks.completedAt} < ${end})`,
      goals:
        booth.projectNo === null
          ? sql<null>`null`
          : sql<number>`(select count(*)::int from ${projectGoals} where ${projectGoals.projectNo} = ${booth.projectNo} and ${projectGoals.completedAt} >= ${start} and ${projectGoals.completedAt} < ${end})`,
    })
    .from(sql`(select 1) as one`);
  if (!counts) return;
  // Age at the end of the week (or now, within it): the new-booth bonus fades with it.
  const asOf = Math.min(at.getTime(), end.getTime());
  const activity = {
    likes: counts.likes,
    supportPoints: counts.supportPoints,
    supporters: counts.supporters,
    reviews: counts.reviews,
    meanRating: counts.reviews === 0 ? null : counts.ratingSum / counts.reviews,
    follows: counts.follows,
    ageDays: Math.max(0, Math.floor((asOf - new Date(booth.publishedAt).getTime()) / DAY_MS)),
    tasksCompleted: counts.tasks,
    goalsCompleted: counts.goals,
  };
  const { score, parts } = boothWeekScore(activity);
  const values = {
    likes: activity.likes,
    supportPoints: activity.supportPoints,
    supporters: activity.supporters,
    reviews: activity.reviews,
    ratingSum: counts.ratingSum,
    follows: activity.follows,
    tasksCompleted: activity.tasksCompleted,
    goalsCompleted: activity.goalsCompleted,
    score,
    parts,
    updatedAt: new Date(),
  };
  await q
    .insert(boothWeekActivity)
    .values({ weekStart, boothId, ...values })
    .onConflictDoUpdate({ target: [boothWeekActivity.weekStart, boothWeekActivity.boothId], set: values });
}

/** Keeps the live ranking current from the events that move it. */
export function boothRankingListener(): EventListener {
  const booth = async (event: DomainEvent, tx: Transaction) => {
    const { boothId } = event.payload as { boothId: number };
    await recomputeBoothWeek(tx, boothId, event.occurredAt);
  };
  const project = async (event: DomainEvent, tx: Transaction) => {
    const { projectNo } = event.payload as { projectNo: number };
    const linked = await tx.select({ id: booths.id }).from(booths).where(eq(booths.projectNo, projectNo));
    for (const { id } of linked) await recomputeBoothWeek(tx, id, event.occurredAt);
  };
  return {
    name: 'booths.ranking',
    types: [
      'booth.published',
      'booth.liked',
      'booth.unliked',
      'booth.followed',
      'booth.unfollowed',
      'booth.supported',
      'booth.reviewed',
      'booth.reviewDeleted',
      'task.completed',
      'goal.completed',
    ],
    handle: (event, tx) =>
      event.type === 'task.completed' || event.type === 'goal.completed'
        ? project(event, tx)
        : booth(event, tx),
  };
}

/**
 * Closes every finished week not closed yet: recounts its booths as of the week's end, ranks them
 * by score (ties by the older booth), stores each place with the place the week before, and records
 * the week as closed. Under a transaction-scoped advisory lock, so with several processes exactly
 * one does it; the closed-weeks row makes a second run a no-op.
 */
export async function closeBoothWeeks(db: Queryable, now: Date): Promise<{ ran: boolean; closed: string[] }> {
  return db.transaction(async (tx) => {
    const lock = await tx.execute(sql`select pg_try_advisory_xact_lock(${BOOTH_RANKING_LOCK_KEY}) as locked`);
    if ((lock as unknown as { rows: { locked: boolean }[] }).rows[0]?.locked !== true)
      return { ran: false, closed: [] };
    const current = boothWeekStart(now);
    const open = await tx
      .selectDistinct({ weekStart: boothWeekActivity.weekStart })
      .from(boothWeekActivity)
      .where(
        and(
          lt(boothWeekActivity.weekStart, current),
          sql`not exists (select 1 from ${boothRankingWeeks} where ${boothRankingWeeks.weekStart} = ${boothWeekActivity.weekStart})`,
        ),
      )
      .orderBy(asc(boothWeekActivity.weekStart));
    const closed: string[] = [];
    for (const { weekStart } of open) {
      const { end } = weekRange(weekStart);
      const active = await tx
        .select({ boothId: boothWeekActivity.boothId })
        .from(boothWeekActivity)
        .where(eq(boothWeekActivity.weekStart, weekStart));
      for (const { boothId } of active) await recomputeBoothWeek(tx, boothId, new Date(end.getTime() - 1));
      const ranked = await tx
        .select({
          boothId: boothWeekActivity.boothId,
          score: boothWeekActivity.score,
          parts: boothWeekActivity.parts,
        })
        .from(boothWeekActivity)
        .where(and(eq(boothWeekActivity.weekStart, weekStart), sql`${boothWeekActivity.score} > 0`))
        .orderBy(sql`${boothWeekActivity.score} desc nulls last`, asc(boothWeekActivity.boothId));
      const previous = await previousRanks(tx, weekStart);
      await tx.insert(boothRankingWeeks).values({ weekStart, closedAt: now, booths: ranked.length });
      if (ranked.length > 0)
        await tx.insert(boothRankings).values(
          ranked.map((row, index) => ({
            weekStart,
            boothId: row.boothId,
            rank: index + 1,
            score: row.score,
            parts: row.parts,
            previousRank: previous.get(row.boothId) ?? null,
          })),
        );
      closed.push(weekStart);
    }
    return { ran: true, closed };
  });
}

/** The places of the latest closed week before `weekStart`, of the booths named (all when omitted). */
async function previousRanks(
  q: Queryable,
  weekStart: string,
  boothIds?: number[],
): Promise<Map<number, number>> {
  const [week] = await q
    .select({ weekStart: boothRankingWeeks.weekStart })
    .from(boothRankingWeeks)
    .where(lt(boothRankingWeeks.weekStart, weekStart))
    .orderBy(desc(boothRankingWeeks.weekStart))
    .limit(1);
  if (!week) return new Map();
  const rows = await q
    .select({ boothId: boothRankings.boothId, rank: boothRankings.rank })
    .from(boothRankings)
    .where(
      and(
        eq(boothRankings.weekStart, week.weekStart),
        boothIds === undefined ? undefined : inArray(boothRankings.boothId, boothIds),
      ),
    );
  return new Map(rows.map((row) => [row.boothId, row.rank]));
}

/** Checks for a finished week every `intervalMs` (cheap when there is nothing to close). */
export function startBoothRankingJob(options: {
  db: Database;
  intervalMs?: number;
  onError?: (error: unknown) => void;
}): { stop: () => void } {
  const run = () =>
    closeBoothWeeks(options.db, new Date()).catch((error: unknown) => options.onError?.(error));
  void run();
  const timer = setInterval(run, options.intervalMs ?? 60_000);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

type RankedRow = {
  boothId: number;
  rank: number;
  score: number;
  parts: BoothScorePart[];
  previousRank: number | null;
};

async function withCards(db: Database, rows: RankedRow[]): Promise<TBoothRanking['items']> {
  if (rows.length === 0) return [];
  const cards = await db
    .select(cardColumns)
    .from(booths)
    .innerJoin(users, eq(users.no, booths.ownerNo))
    .where(
      inArray(
        booths.id,
        rows.map((row) => row.boothId),
      ),
    );
  const byId = new Map(cards.map((card) => [card.id, presentCard(toCard(card))]));
  return rows.flatMap((row) => {
    const booth = byId.get(row.boothId);
    if (booth?.state !== 'published') return [];
    const change = rankChange(row.previousRank, row.rank);
    return [
      {
        rank: row.rank,
        score: row.score,
        parts: row.parts,
        change: { kind: change.kind, by: 'by' in change ? change.by : 0 },
        booth,
      },
    ];
  });
}

/**
 * The ranking reads. With a cache (the app's, kept by migration 0029's channel) each answer is served
 * from memory until something it shows changes; without one every read goes to the database.
 */
export function createBoothRankingService(deps: {
  db: Database;
  now?: () => Date;
  cache?: BoothRankingCache;
}) {
  const { db, cache } = deps;
  const now = deps.now ?? (() => new Date());
  const cached = (key: string, load: () => Promise<TBoothRanking>) =>
    cache ? cache.getOrLoad(key, load) : load();

  async function loadClosedWeek(weekStart: string, limit: number): Promise<TBoothRanking> {
    const [week] = await db
      .select()
      .from(boothRankingWeeks)
      .where(eq(boothRankingWeeks.weekStart, weekStart));
    if (!week)
      throw new AppError('NOT_FOUND', {
        message: 'That week has no ranking (it is not closed, or nothing happened).',
      });
    const rows = await db
      .select({
        boothId: boothRankings.boothId,
        rank: boothRankings.rank,
        score: boothRankings.score,
        parts: boothRankings.parts,
        previousRank: boothRankings.previousRank,
      })
      .from(boothRankings)
      .where(eq(boothRankings.weekStart, weekStart))
      .orderBy(asc(boothRankings.rank))
      .limit(limit);
    return { weekStart, closed: true, items: await withCards(db, rows) };
  }

  async function loadLive(weekStart: string, limit: number): Promise<TBoothRanking> {
    const rows = await db
      .select({
        boothId: boothWeekActivity.boothId,
        score: boothWeekActivity.score,
        parts: boothWeekActivity.parts,
      })
      .from(boothWeekActivity)
      .where(and(eq(boothWeekActivity.weekStart, weekStart), sql`${boothWeekActivity.score} > 0`))
      .orderBy(sql`${boothWeekActivity.score} desc nulls last`, asc(boothWeekActivity.boothId))
      .limit(limit);
    const previous =
      rows.length === 0
        ? new Map<number, number>()
        : await previousRanks(
            db,
            weekStart,
            rows.map((row) => row.boothId),
          );
    const ranked = rows.map((row, index) => ({
      ...row,
      rank: index + 1,
      previousRank: previous.get(row.boothId) ?? null,
    }));
    return { weekStart, closed: false, items: await withCards(db, ranked) };
  }

  const closedWeek = (weekStart: string, limit: number) =>
    cached(`week ${weekStart} ${limit}`, () => loadClosedWeek(weekStart, limit));

  return {
    /** This week's ranking so far, with each booth's change against the last closed week. */
    live(limit: number): Promise<TBoothRanking> {
      const weekStart = boothWeekStart(now());
      return cached(`live ${weekStart} ${limit}`, () => loadLive(weekStart, limit));
    },

    closedWeek,

    /** The latest closed week (the spec's "last week's ranking"). */
    lastWeek(limit: number): Promise<TBoothRanking> {
      return cached(`last ${limit}`, async () => {
        const [week] = await db
          .select({ weekStart: boothRankingWeeks.weekStart })
          .from(boothRankingWeeks)
          .orderBy(desc(boothRankingWeeks.weekStart))
          .limit(1);
        if (!week)
          throw new AppError('NOT_FOUND', {
            message: 'No week has been closed yet: the first ranking appears next Monday.',
          });
        return loadClosedWeek(week.weekStart, limit);
      });
    },

    /** Closed weeks, newest first (the spec's past rankings). */
    async weeks() {
      const rows = await db
        .select()
        .from(boothRankingWeeks)
        .orderBy(desc(boothRankingWeeks.weekStart))
        .limit(104);
      return {
        items: rows.map((row) => ({
          weekStart: row.weekStart,
          closedAt: new Date(row.closedAt).toISOString(),
          booths: row.booths,
        })),
      };
    },

    /** One booth's places in closed weeks, newest first, and its best place. */
    async history(boothId: number) {
      const rows = await db
        .select({ weekStart: boothRankings.weekStart, rank: boothRankings.rank, score: boothRankings.score })
        .from(boothRankings)
        .where(eq(boothRankings.boothId, boothId))
        .orderBy(desc(boothRankings.weekStart))
        .limit(52);
      return { items: rows, best: rows.length === 0 ? null : Math.min(...rows.map((row) => row.rank)) };
    },
  };
}
