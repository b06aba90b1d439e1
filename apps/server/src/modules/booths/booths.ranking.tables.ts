import type { BoothScorePart } from '@sidecamp/domain';
import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, primaryKey, real, timestamp } from 'drizzle-orm/pg-core';
import { booths } from './booths.tables';

/**
 * The live ranking (F12.4): one row per booth and week with what happened to it that week and its
 * score, recomputed from the source rows whenever one of them changes (a like, a follow, a gift, a
 * task or goal completed in its project). Reading this week's ranking is an index range over the
 * week's active booths, never a scan of every booth.
 */
export const boothWeekActivity = pgTable(
  'booth_week_activity',
  {
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    boothId: integer('booth_id')
      .notNull()
      .references(() => booths.id, { onDelete: 'cascade' }),
    likes: integer('likes').notNull().default(0),
    supportPoints: integer('support_points').notNull().default(0),
    supporters: integer('supporters').notNull().default(0),
    reviews: integer('reviews').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    follows: integer('follows').notNull().default(0),
    tasksCompleted: integer('tasks_completed'),
    goalsCompleted: integer('goals_completed'),
    score: real('score').notNull().default(0),
    parts: jsonb('parts').$type<BoothScorePart[]>().notNull().default(sql`'[]'::jsonb`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.weekStart, table.boothId] }),
    index('booth_week_activity_rank_idx').on(table.weekStart, table.score.desc(), table.boothId),
  ],
);

/** Weeks the closing job has closed: one row each, written once (the job's proof of work). */
export const boothRankingWeeks = pgTable('booth_ranking_weeks', {
  weekStart: date('week_start', { mode: 'string' }).primaryKey(),
  closedAt: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
  booths: integer('booths').notNull(),
});

/** A closed week's ranking: each ranked booth's place, score, parts and the place the week before. */
export const boothRankings = pgTable(
  'booth_rankings',
  {
    weekStart: date('week_start', { mode: 'string' })
      .notNull()
      .references(() => boothRankingWeeks.weekStart, { onDelete: 'cascade' }),
    boothId: integer('booth_id')
      .notNull()
      .references(() => booths.id, { onDelete: 'cascade' }),
    rank: integer('rank').notNull(),
    score: real('score').notNull(),
    parts: jsonb('parts').$type<BoothScorePart[]>().notNull(),
    previousRank: integer('previous_rank'),
  },
  (table) => [
    primaryKey({ columns: [table.weekStart, table.boothId] }),
    index('booth_rankings_week_rank_idx').on(table.weekStart, table.rank),
    index('booth_rankings_booth_idx').on(table.boothId, table.weekStart.desc()),
  ],
);
