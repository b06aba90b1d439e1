import { sql } from 'drizzle-orm';
import { check, foreignKey, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../auth';

/**
 * The proof-of-work resume's privacy choice (F3.2): the sections a person keeps off their public
 * resume. No row means every section is public.
 */
export const resumeSettings = pgTable(
  'resume_settings',
  {
    userNo: integer('user_no').primaryKey(),
    hiddenSections: text('hidden_sections').array().notNull().default(sql`'{}'::text[]`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({
      name: 'resume_settings_user_no_fkey',
      columns: [table.userNo],
      foreignColumns: [users.no],
    }).onDelete('cascade'),

    check(
      'resume_settings_sections',
      sql`${table.hiddenSections} <@ ARRAY['projects', 'tasks', 'goals', 'booths', 'reviews', 'proChats']::text[]`,
    ),
  ],
);
