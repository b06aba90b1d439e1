import type { TIdeaPremium, TIdeaReport } from '@sidecamp/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from '../auth';

/** One idea analysis (F13) as its owner ran it: the report is kept whole, exactly as shown. */
export const ideaAnalyses = pgTable(
  'idea_analyses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userNo: integer('user_no').notNull(),
    title: text('title').notNull(),
    provider: text('provider').notNull(),
    report: jsonb('report').$type<TIdeaReport>().notNull(),
    /** The premium sections, computed once when the owner unlocked them with points; null before. */
    premium: jsonb('premium').$type<TIdeaPremium>(),
    /** In the case library: readable by everyone as an example (the demo community's own). */
    isCase: boolean('is_case').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({
      name: 'idea_analyses_user_no_fkey',
      columns: [table.userNo],
      foreignColumns: [users.no],
    }).onDelete('cascade'),

    index('idea_analyses_user_idx').on(table.userNo, table.id),
    index('idea_analyses_cases_idx').on(table.id).where(sql`is_case`),
  ],
);

/** "E-mail me this report" at a chosen time: sent by the mail sweep once due, then marked sent. */
export const ideaReportMails = pgTable(
  'idea_report_mails',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    analysisId: bigint('analysis_id', { mode: 'number' }).notNull(),
    userNo: integer('user_no').notNull(),
    sendAt: timestamp('send_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The mail_outbox row it became. */
    mailId: integer('mail_id'),
    /** Delivery attempts so far; given up after IDEA_MAIL_ATTEMPTS. */
    attempts: smallint('attempts').notNull().default(0),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({
      name: 'idea_report_mails_analysis_id_fkey',
      columns: [table.analysisId],
      foreignColumns: [ideaAnalyses.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'idea_report_mails_user_no_fkey',
      columns: [table.userNo],
      foreignColumns: [users.no],
    }).onDelete('cascade'),

    index('idea_report_mails_due_idx').on(table.sendAt).where(sql`sent_at is null`),
    index('idea_report_mails_analysis_idx').on(table.analysisId, table.id),
  ],
);
