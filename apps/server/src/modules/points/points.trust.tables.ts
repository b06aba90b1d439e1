import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../auth';

/** The activity trust levels count (F10.1), one row per thing that happened. */
export const TRUST_MARK_KINDS = ['replyReceived', 'taskCompleted', 'reviewReceived'] as const;
export type TrustMarkKind = (typeof TRUST_MARK_KINDS)[number];

/**
 * What trust levels count besides time and visits, kept by the points listeners from the other
 * areas' events (a reply to the person's post, a task they finished, a review they received), so
 * points reads no lounge, workspace or profile table. `ref` names the thing (reply id, task id,
 * 'reviewer:reviewee'); the key on (kind, ref) makes a redelivered event count once, and an undo
 * (reply or review deleted) removes the row. Migration 0043 filled it from the rows that existed.
 */
export const trustMarks = pgTable(
  'trust_marks',
  {
    kind: text('kind').notNull(),
    ref: text('ref').notNull(),
    userNo: integer('user_no').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({
      name: 'trust_marks_user_no_fkey',
      columns: [table.userNo],
      foreignColumns: [users.no],
    }).onDelete('cascade'),

    primaryKey({ columns: [table.kind, table.ref] }),
    index('trust_marks_user_idx').on(table.userNo, table.kind),
    check('trust_marks_kind', sql`${table.kind} in ('replyReceived', 'taskCompleted', 'reviewReceived')`),
  ],
);
