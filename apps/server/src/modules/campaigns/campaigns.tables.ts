import type {
  CampaignAnswers,
  CampaignSignupStatus,
  CampaignStatus,
  TCampaignQuestion,
} from '@sidecamp/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from '../auth';
import { booths } from '../booths';

/**
 * Campaigns (F15): what a member sends to the people its targets match. `cpg_job_target` is the
 * spec's CPG_JOB_TARGET (comma-separated job codes, '00' everyone). The audience is fixed when the
 * campaign is paid for (campaign_recipients), so an approval later delivers to exactly the people
 * charged for.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: serial('id').primaryKey(),
    senderNo: integer('sender_no')
      .notNull()
      .references(() => users.no, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    channel: text('channel').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    cpgJobTarget: text('cpg_job_target').notNull(),
    experience: text('experience'),
    visitPurpose: text('visit_purpose'),
    region: text('region'),
    boothId: integer('booth_id').references(() => booths.id, { onDelete: 'set null' }),
    questions: jsonb('questions').$type<TCampaignQuestion[]>().notNull().default(sql`'[]'::jsonb`),
    status: text('status').$type<CampaignStatus>().notNull(),
    recipients: integer('recipients').notNull(),
    costPoints: integer('cost_points').notNull(),
    decidedBy: integer('decided_by').references(() => users.no, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    rejectReason: text('reject_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('campaigns_sender_idx').on(table.senderNo, table.id.desc()),
    index('campaigns_waiting_idx').on(table.id).where(sql`status = 'pending_approval'`),
    check('campaigns_status_known', sql`${table.status} in ('pending_approval', 'sent', 'rejected')`),
  ],
);

/** Who a campaign reaches; `emailed_at` marks an e-mail campaign's mail as sent (or claimed). */
export const campaignRecipients = pgTable(
  'campaign_recipients',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.no, { onDelete: 'cascade' }),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    emailAttempts: integer('email_attempts').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.campaignId, table.userNo] }),
    index('campaign_recipients_user_idx').on(table.userNo, table.campaignId.desc()),
  ],
);

/**
 * One response per person and campaign: a survey's answers ('answered'), or a sign-up for an
 * interview or tester call that the sender accepts or declines.
 */
export const campaignResponses = pgTable(
  'campaign_responses',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.no, { onDelete: 'cascade' }),
    status: text('status').$type<'answered' | CampaignSignupStatus>().notNull(),
    answers: jsonb('answers').$type<CampaignAnswers>(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.campaignId, table.userNo] })],
);

/** Who subscribes to whose newsletters: a later newsletter from the sender reaches them too. */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    senderNo: integer('sender_no')
      .notNull()
      .references(() => users.no, { onDelete: 'cascade' }),
    subscriberNo: integer('subscriber_no')
      .notNull()
      .references(() => users.no, { onDelete: 'cascade' }),
    /** The newsletter the person subscribed from. */
    campaignId: integer('campaign_id').references(() => campaigns.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.senderNo, table.subscriberNo] }),
    index('newsletter_subscriptions_subscriber_idx').on(table.subscriberNo),
  ],
);
