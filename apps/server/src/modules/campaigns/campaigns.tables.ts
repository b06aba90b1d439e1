import type {
  CampaignAnswers,
  CampaignSignupStatus,
  CampaignStatus,
  TCampaignQuestion,
} from '@sidecamp/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
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
    senderNo: integer('sender_no').notNull(),
    type: text('type').notNull(),
    channel: text('channel').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    cpgJobTarget: text('cpg_job_target').notNull(),
    experience: text('experience'),
    visitPurpose: text('visit_purpose'),
    region: text('region'),
    boothId: integer('booth_id'),
    questions: jsonb('questions').$type<TCampaignQuestion[]>().notNull().default(sql`'[]'::jsonb`),
    status: text('status').$type<CampaignStatus>().notNull(),
    recipients: integer('recipients').notNull(),
    costPoints: integer('cost_points').notNull(),
    decidedBy: integer('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    rejectReason: text('reject_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    foreignKey({
      name: 'campaigns_booth_id_fkey',
      columns: [table.boothId],
      foreignColumns: [booths.id],
    }).onDelete('set null'),
    foreignKey({
      name: 'campaigns_decided_by_fkey',
      columns: [table.decidedBy],
      foreignColumns: [users.no],
    }).onDelete('set null'),
    foreignKey({
      name: 'campaigns_sender_no_fkey',
      columns: [table.senderNo],
      foreignColumns: [users.no],
    }).onDelete('cascade'),

    index('campaigns_sender_idx').on(table.senderNo, table.id.desc().nullsFirst()),
    index('campaigns_waiting_idx').on(table.id).where(sql`status = 'pending_approval'`),
    check('campaigns_status_known', sql`${table.status} in ('pending_approval', 'sent', 'rejected')`),
  ],
);

/** Who a campaign reaches; `emailed_at` marks an e-mail campaign's mail as sent (or claimed). */
export const campaignRecipients = pgTable(
  'campaign_recipients',
  {
    campaignId: integer('campaign_id').notNull(),
    userNo: integer('user_no').notNull(),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    emailAttempts: integer('email_attempts').notNull().default(0),
  },
  (table) => [
    foreignKey({
      name: 'campaign_recipients_campaign_id_fkey',
      columns: [table.campaignId],
      foreignColumns: [campaigns.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'campaign_recipients_user_no_fkey',
      columns: [table.userNo],
      foreignColumns: [users.no],
    }).onDelete('cascade'),

    primaryKey({ name: 'campaign_recipients_pkey', columns: [table.campaignId, table.userNo] }),
    index('campaign_recipients_user_idx').on(table.userNo, table.campaignId.desc().nullsFirst()),
  ],
);

/**
 * One response per person and campaign: a survey's answers ('answered'), or a sign-up for an
 * interview or tester call that the sender accepts or declines.
 */
export const campaignResponses = pgTable(
  'campaign_responses',
  {
    campaignId: integer('campaign_id').notNull(),
    userNo: integer('user_no').notNull(),
    status: text('status').$type<'answered' | CampaignSignupStatus>().notNull(),
    answers: jsonb('answers').$type<CampaignAnswers>(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    foreignKey({
      name: 'campaign_responses_campaign_id_fkey',
      columns: [table.campaignId],
      foreignColumns: [campaigns.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'campaign_responses_user_no_fkey',
      columns: [table.userNo],
      foreignColumns: [users.no],
    }).onDelete('cascade'),
    primaryKey({ name: 'campaign_responses_pkey', columns: [table.campaignId, table.userNo] }),
  ],
);

/** Who subscribes to whose newsletters: a later newsletter from the sender reaches them too. */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    senderNo: integer('sender_no').notNull(),
    subscriberNo: integer('subscriber_no').notNull(),
    /** The newsletter the person subscribed from. */
    campaignId: integer('campaign_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({
      name: 'newsletter_subscriptions_campaign_id_fkey',
      columns: [table.campaignId],
      foreignColumns: [campaigns.id],
    }).onDelete('set null'),
    foreignKey({
      name: 'newsletter_subscriptions_sender_no_fkey',
      columns: [table.senderNo],
      foreignColumns: [users.no],
    }).onDelete('cascade'),
    foreignKey({
      name: 'newsletter_subscriptions_subscriber_no_fkey',
      columns: [table.subscriberNo],
      foreignColumns: [users.no],
    }).onDelete('cascade'),

    primaryKey({ name: 'newsletter_subscriptions_pkey', columns: [table.senderNo, table.subscriberNo] }),
    index('newsletter_subscriptions_subscriber_idx').on(table.subscriberNo),
  ],
);
