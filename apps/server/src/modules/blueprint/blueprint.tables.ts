import type { TIdeaReport } from '@sidecamp/domain';
import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../auth';

/** One idea analysis (F13) as its owner ran it: the report is kept whole, exactly as shown. */
export const ideaAnalyses = pgTable(
  'idea_analyses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.no, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    provider: text('provider').notNull(),
    report: jsonb('report').$type<TIdeaReport>().notNull(),
    /** In the case library: readable by everyone as an example (the demo community's own). */
    isCase: boolean('is_case').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('idea_analyses_user_idx').on(table.userNo, table.id),
    index('idea_analyses_cases_idx').on(table.id).where(sql`is_case`),
  ],
);
