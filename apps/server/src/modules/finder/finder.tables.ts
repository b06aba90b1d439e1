import type { MatchPreferences, TeamGapReason } from '@sidecamp/domain';
import { foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../auth';
import { projects } from '../projects';

/** A person's match preferences (F5.2): per criterion, accepted values and must-have / flexible / don't-care. */
export const matchPreferences = pgTable(
  'match_preferences',
  {
    userNo: integer('user_no').primaryKey(),
    preferences: jsonb('preferences').$type<MatchPreferences>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({
      name: 'match_preferences_user_no_fkey',
      columns: [table.userNo],
      foreignColumns: [users.no],
    }).onDelete('cascade'),
  ],
);

/**
 * Team-gap suggestions, one row per (project, person) pair that fills a gap: the project page
 * reads a project's best rows, the home a person's. Listeners rewrite a project's rows when its team
 * or positions change and a person's rows when their profile or preferences change
 * (finder.suggestions.listener.ts), so a read never scores anyone.
 */
export const teamGapSuggestions = pgTable(
  'team_gap_suggestions',
  {
    projectNo: integer('project_no').notNull(),
    userNo: integer('user_no').notNull(),
    score: integer('score').notNull(),
    explanation: text('explanation').notNull(),
    gaps: jsonb('gaps').$type<TeamGapReason[]>().notNull(),
    positionId: integer('position_id'),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({
      name: 'team_gap_suggestions_project_no_fkey',
      columns: [table.projectNo],
      foreignColumns: [projects.no],
    }).onDelete('cascade'),
    foreignKey({
      name: 'team_gap_suggestions_user_no_fkey',
      columns: [table.userNo],
      foreignColumns: [users.no],
    }).onDelete('cascade'),

    primaryKey({ name: 'team_gap_suggestions_pkey', columns: [table.projectNo, table.userNo] }),
    index('team_gap_suggestions_project_idx').on(
      table.projectNo,
      table.score.desc().nullsFirst(),
      table.userNo.desc().nullsFirst(),
    ),
    index('team_gap_suggestions_user_idx').on(
      table.userNo,
      table.score.desc().nullsFirst(),
      table.projectNo.desc().nullsFirst(),
    ),
  ],
);
