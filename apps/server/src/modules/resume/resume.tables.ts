import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../auth';

/**
 * The proof-of-work resume's privacy choice (F3.2): the sections a person keeps off their public
 * resume. No row means every section is public.
 */
export const resumeSettings = pgTable(
  'resume_settings',
  {
    userNo: integer('user_no')
      .primaryKey()
      .references(() => users.no, { onDelete: 'cascade' }),
    hiddenSections: text('hidden_sections').array().notNull().default(sql`'{}'::text[]`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'resume_settings_sections',
      sql`${table.hiddenSections} <@ ARRAY['projects', 'tasks', 'goals', 'booths', 'reviews', 'proChats']::text[]`,
    ),
  ],
);
