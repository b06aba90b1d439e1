import {
  type BoothScorePart,
  boothWeekScore,
  boothWeekStart,
  rankChange,
  type TBoothRanking,
} from '@sidecamp/domain';
import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database, Queryable, Transaction } from '../../db/client';
import type { DomainEvent } from '../../events/catalog';
import type { EventListener } from '../../events/dispatcher';
import { AppError } from '../../http/errors';
import { users } from '../auth';
import { projectGoals, projectTasks } from '../workspace';
import { cardColumns, toCard } from './booths.cards';
import { listedBooth } from './booths.moderated';
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

/** Every booth's place in the latest closed week before `weekStart`. */
async function previousRanks(q: Queryable, weekStart: string): Promise<Map<number, number>> {
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
    .where(eq(boothRankings.weekStart, week.weekStart));
  return new Map(rows.map((row) => [row.boothId, row.rank]));
}

/** Checks for a finished week every `intervalMs` (cheap when there is nothing to close). */
export function startBoothRankingJob(options: {
  db: Database;
  intervalMs?: number;
  onError?: (error: unknown) => void;
  /** Wraps each run (the app's recordJob counts it for /metrics). */
  record?: <T>(run: () => Promise<T>) => Promise<T>;
}): { stop: () => void } {
  const record = options.record ?? ((run) => run());
  const run = () =>
    record(() => closeBoothWeeks(options.db, new Date())).catch((error: unknown) => options.onError?.(error));
  void run();
  const timer = setInterval(run, options.intervalMs ?? 60_000);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

/** A place with its booth's card, read in the same statement as the place (one round trip). */
type PlaceRow = { [K in keyof typeof cardColumns]: unknown } & {
  score: number;
  parts: BoothScorePart[];
  previousRank: number | null;
};

function presentPlace(row: PlaceRow, rank: number): TBoothRanking['items'][number] {
  const { score, parts, previousRank, ...card } = row;
  const change = rankChange(previousRank, rank);
  return {
    rank,
    score,
    parts,
    change: { kind: change.kind, by: 'by' in change ? change.by : 0 },
    booth: presentCard(toCard(card)),
  };
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

  /** A closed week's places, best first; weekStart undefined reads the latest closed week. */
  async function loadClosedWeek(weekStart: string | undefined, limit: number): Promise<TBoothRanking> {
    const week = weekStart ?? sql`(select max(${boothRankingWeeks.weekStart}) from ${boothRankingWeeks})`;
    const rows = await db
      .select({
        ...cardColumns,
        weekStart: boothRankings.weekStart,
        rank: boothRankings.rank,
        score: boothRankings.score,
        parts: boothRankings.parts,
        previousRank: boothRankings.previousRank,
      })
      .from(boothRankings)
      .innerJoin(booths, eq(booths.id, boothRankings.boothId))
      .innerJoin(users, eq(users.no, booths.ownerNo))
      .where(and(eq(boothRankings.weekStart, week), listedBooth()))
      .orderBy(asc(boothRankings.rank))
      .limit(limit);
    const [first] = rows;
    if (first)
      return {
        weekStart: first.weekStart,
        closed: true,
        items: rows.map(({ weekStart: _week, rank, ...row }) => presentPlace(row, rank)),
      };
    // No places: a closed week in which nobody ranked, or no such week.
    const [closed] = await db
      .select({ weekStart: boothRankingWeeks.weekStart })
      .from(boothRankingWeeks)
      .where(weekStart === undefined ? undefined : eq(boothRankingWeeks.weekStart, weekStart))
      .orderBy(desc(boothRankingWeeks.weekStart))
      .limit(1);
    if (!closed)
      throw new AppError('NOT_FOUND', {
        message:
          weekStart === undefined
            ? 'No week has been closed yet: the first ranking appears next Monday.'
            : 'That week has no ranking (it is not closed, or nothing happened).',
      });
    return { weekStart: closed.weekStart, closed: true, items: [] };
  }

  /**
   * This week so far: the week's index range joined to each booth's card, and its place in the
   * last closed week before it, all in one statement.
   */
  async function loadLive(weekStart: string, limit: number): Promise<TBoothRanking> {
    const previousWeek = sql`(select max(${boothRankingWeeks.weekStart}) from ${boothRankingWeeks} where ${boothRankingWeeks.weekStart} < ${weekStart})`;
    const rows = await db
      .select({
        ...cardColumns,
        score: boothWeekActivity.score,
        parts: boothWeekActivity.parts,
        previousRank: sql<
          number | null
        >`(select ${boothRankings.rank} from ${boothRankings} where ${boothRankings.boothId} = ${boothWeekActivity.boothId} and ${boothRankings.weekStart} = ${previousWeek})`,
      })
      .from(boothWeekActivity)
      .innerJoin(booths, eq(booths.id, boothWeekActivity.boothId))
      .innerJoin(users, eq(users.no, booths.ownerNo))
      .where(
        and(eq(boothWeekActivity.weekStart, weekStart), sql`${boothWeekActivity.score} > 0`, listedBooth()),
      )
      .orderBy(sql`${boothWeekActivity.score} desc nulls last`, asc(boothWeekActivity.boothId))
      .limit(limit);
    return { weekStart, closed: false, items: rows.map((row, index) => presentPlace(row, index + 1)) };
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
      return cached(`last ${limit}`, () => loadClosedWeek(undefined, limit));
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
