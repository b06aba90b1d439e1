import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every e-mail the platform sends. Without SMTP_URL this table is the delivery (shown on the
 * development mail page); with SMTP it is the record of what went out and whether it did.
 */
export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  /** 'outbox' (kept here) or 'smtp'. */
  transport: text('transport').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  messageId: text('message_id'),
  error: text('error'),
});
