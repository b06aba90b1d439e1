import type { MatchPreferences, TeamGapReason } from '@sidecamp/domain';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../auth';
import { projects } from '../projects';

/** A person's match preferences (F5.2): per criterion, accepted values and must-have / flexible / don't-care. */
export const matchPreferences = pgTable('match_preferences', {
  userNo: integer('user_no')
    .primaryKey()
    .references(() => users.no, { onDelete: 'cascade' }),
  preferences: jsonb('preferences').$type<MatchPreferences>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Team-gap suggestions, one row per (project, person) pair that fills a gap: the project page
 * reads a project's best rows, the home a person's. Listeners rewrite a project's rows when its team
 * or positions change and a person's rows when their profile or preferences change
 * (finder.suggestions.listener.ts), so a read never scores anyone.
 */
export const teamGapSuggestions = pgTable(
  'team_gap_suggestions',
  {
    projectNo: integer('project_no')
      .notNull()
      .references(() => projects.no, { onDelete: 'cascade' }),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.no, { onDelete: 'cascade' }),
    score: integer('score').notNull(),
    explanation: text('explanation').notNull(),
    gaps: jsonb('gaps').$type<TeamGapReason[]>().notNull(),
    positionId: integer('position_id'),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'team_gap_suggestions_pkey', columns: [table.projectNo, table.userNo] }),
    index('team_gap_suggestions_project_idx').on(table.projectNo, table.score.desc(), table.userNo.desc()),
    index('team_gap_suggestions_user_idx').on(table.userNo, table.score.desc(), table.projectNo.desc()),
  ],
);
