import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../auth';

/** Feedback sent from the support page (types 01-04 of the spec). */
export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    userNo: integer('user_no').references(() => users.no, { onDelete: 'set null' }),
    type: text('type').notNull(),
    /** Where to answer: the account's e-mail for members, the given one for visitors. */
    replyTo: text('reply_to').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('feedback_created_idx').on(table.createdAt)],
);
