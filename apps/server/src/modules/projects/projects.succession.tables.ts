import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../auth';
import { projects } from './projects.tables';

/**
 * Succession notices (F4.4, issue 21): opened by the daily job when a project's leader went quiet.
 * 'open' while the notice runs, 'claimable' once the job found it ended; closed as 'returned' (the
 * leader came back), 'claimed' (the most active member took the lead) or 'adopted' (a follower
 * took the project over). At most one open or claimable notice per project, by index.
 */
export const projectSuccessionNotices = pgTable(
  'project_succession_notices',
  {
    id: serial('id').primaryKey(),
    projectNo: integer('project_no').notNull(),
    leaderNo: integer('leader_no'),
    leaderLastActiveAt: timestamp('leader_last_active_at', { withTimezone: true }),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    claimableAt: timestamp('claimable_at', { withTimezone: true }).notNull(),
    state: text('state').notNull().default('open'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    successorNo: integer('successor_no'),
    /** The follower's message when the project was adopted: kept with its history. */
    adoptionMessage: text('adoption_message'),
  },
  (table) => [
    foreignKey({
      name: 'project_succession_notices_leader_no_fkey',
      columns: [table.leaderNo],
      foreignColumns: [users.no],
    }).onDelete('set null'),
    foreignKey({
      name: 'project_succession_notices_project_no_fkey',
      columns: [table.projectNo],
      foreignColumns: [projects.no],
    }).onDelete('cascade'),
    foreignKey({
      name: 'project_succession_notices_successor_no_fkey',
      columns: [table.successorNo],
      foreignColumns: [users.no],
    }).onDelete('set null'),

    uniqueIndex('project_succession_notices_open_idx')
      .on(table.projectNo)
      .where(sql`${table.state} in ('open', 'claimable')`),
    check(
      'project_succession_notices_state',
      sql`${table.state} in ('open', 'claimable', 'returned', 'claimed', 'adopted')`,
    ),
  ],
);
