import {
  CAMPAIGN_APPROVAL_THRESHOLD,
  CAMPAIGN_MAX_RECIPIENTS,
  CAMPAIGN_MIN_AUDIENCE,
  CAMPAIGN_PAGE_SIZE,
  type CampaignChannelCode,
  type CampaignDelivery,
  campaignChannelAbsence,
  campaignCost,
  campaignCountShown,
  needsCampaignApproval,
  type TCampaign,
  type TCampaignPage,
  type TCampaignQuote,
  type ZCampaignAudienceInput,
  type ZCampaignInput,
} from '@sidecamp/domain';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Queryable } from '../../db/client';
import { recordEvent } from '../../events/outbox';
import { AppError, fieldError } from '../../http/errors';
import type { AuthUser } from '../auth';
import { assertBoothTeam } from '../booths';
import { accountOf, assertIdempotencyKey, withIdempotency, writeEntry } from '../points';
import { type Audience, audienceMembers, audienceOf, countAudience } from './campaigns.audience';
import { campaignsPresented } from './campaigns.presenter';
import { campaignRecipients, campaigns } from './campaigns.tables';

type AudienceInput = z.output<typeof ZCampaignAudienceInput>;
type CampaignInput = z.output<typeof ZCampaignInput>;

/** Recipients are written in slices, so a large audience never makes one huge statement. */
const RECIPIENT_INSERT_SLICE = 500;

export type CampaignService = ReturnType<typeof createCampaignService>;

export const campaignNotFound = () =>
  new AppError('NOT_FOUND', { message: 'There is no campaign with this number for you.' });

/** Why each absent channel is absent, in the words of a 400 naming `channel`. */
const CHANNEL_ABSENCE_MESSAGE = {
  push_not_configured:
    'This server does not send push notifications (it has no push keys), so campaigns cannot go out by push. Pick another channel.',
} as const;

/** A channel this server cannot deliver is refused before anyone is counted (400 naming `channel`). */
function assertDeliverable(channel: CampaignChannelCode, delivery: CampaignDelivery) {
  const absence = campaignChannelAbsence(channel, delivery);
  if (absence) throw fieldError('channel', CHANNEL_ABSENCE_MESSAGE[absence]);
}

/** A booth's tester call may come only from its team (404 for no such booth, 403 for outsiders). */
async function checkedAudience(q: Queryable, user: AuthUser, input: AudienceInput): Promise<Audience> {
  if (input.boothId !== null) await assertBoothTeam(q, input.boothId, user);
  return audienceOf(user.no, input);
}

/**
 * Campaigns (F15): the quote before sending, sending (paid once through the ledger, held for an
 * admin above the channel's approval threshold), and the sent and received lists.
 */
export function createCampaignService(deps: {
  db: Database;
  now: () => Date;
  /** Which channels this server can deliver (push only with VAPID keys). */
  delivery: CampaignDelivery;
}) {
  const { db, now } = deps;

  async function presentOne(viewer: AuthUser, where: SQL): Promise<TCampaign | null> {
    const [campaign] = await campaignsPresented(db, viewer.no, where);
    return campaign ?? null;
  }

  /** A campaign the viewer may see: theirs, one sent to them, or any for an admin. */
  async function visible(viewer: AuthUser, id: number): Promise<TCampaign> {
    const campaign = await presentOne(viewer, eq(campaigns.id, id));
    if (!campaign) throw campaignNotFound();
    if (campaign.mine || viewer.role === 'admin') return campaign;
    const [received] = await db
      .select({ userNo: campaignRecipients.userNo })
      .from(campaignRecipients)
      .where(and(eq(campaignRecipients.campaignId, id), eq(campaignRecipients.userNo, viewer.no)));
    if (!received || campaign.status !== 'sent') throw campaignNotFound();
    return campaign;
  }

  return {
    visible,

    /**
     * Counts below CAMPAIGN_MIN_AUDIENCE are told as null ("fewer than k") and priced at nothing:
     * an exact small count, or a price that follows it, would tell who is in a narrow audience.
     */
    async quote(user: AuthUser, input: AudienceInput): Promise<TCampaignQuote> {
      assertDeliverable(input.channel, deps.delivery);
      const audience = await checkedAudience(db, user, input);
      const [count, account] = await Promise.all([countAudience(db, audience), accountOf(db, user.no)]);
      const recipients = campaignCountShown(count.recipients);
      const cost = recipients === null ? null : campaignCost(input.type, input.channel, recipients);
      return {
        recipients,
        optedOut: campaignCountShown(count.optedOut),
        minRecipients: CAMPAIGN_MIN_AUDIENCE,
        lines: cost?.lines ?? [],
        totalPoints: cost?.total ?? 0,
        balance: account.balance,
        needsApproval: recipients !== null && needsCampaignApproval(input.channel, recipients),
        approvalThreshold: CAMPAIGN_APPROVAL_THRESHOLD[input.channel],
        maxRecipients: CAMPAIGN_MAX_RECIPIENTS,
      };
    },

    /**
     * Sends (or queues for approval) once per Idempotency-Key. The audience is fixed and paid for in
     * one transaction: the campaign, its recipients, both ledger lines and the `campaign.sent`
     * event commit together or not at all.
     */
    async create(
      user: AuthUser,
      input: CampaignInput,
      idempotencyKey: string | undefined,
    ): Promise<TCampaign> {
      assertIdempotencyKey(idempotencyKey);
      assertDeliverable(input.channel, deps.delivery);
      const audience = await checkedAudience(db, user, input);
      const { result } = await withIdempotency(
        db,
        { userNo: user.no, key: idempotencyKey, scope: 'campaigns.create', request: input },
        async (tx) => {
          const members = await audienceMembers(tx, audience);
          if (members.length < CAMPAIGN_MIN_AUDIENCE)
            throw new AppError('CAMPAIGN_AUDIENCE_TOO_SMALL', {
              message: `A campaign reaches at least ${CAMPAIGN_MIN_AUDIENCE} people, and fewer who take campaigns on this channel match these targets. Widen the targets or pick another channel. Nothing was charged.`,
              details: { minRecipients: CAMPAIGN_MIN_AUDIENCE },
            });
          if (members.length > CAMPAIGN_MAX_RECIPIENTS)
            throw new AppError('CONFLICT', {
              message: `A campaign reaches at most ${CAMPAIGN_MAX_RECIPIENTS} people. Narrow the targets. Nothing was charged.`,
            });
          const cost = campaignCost(input.type, input.channel, members.length);
          const { balance } = await accountOf(tx, user.no);
          if (balance < cost.total)
            throw new AppError('INSUFFICIENT_POINTS', {
              message: `This campaign costs ${cost.total} points and your balance is ${balance}. Nothing was charged.`,
              details: { required: cost.total, balance },
            });
          const waits = needsCampaignApproval(input.channel, members.length);
          const at = now();
          const [row] = await tx
            .insert(campaigns)
            .values({
              senderNo: user.no,
              type: input.type,
              channel: input.channel,
              title: input.title,
              body: input.body,
              cpgJobTarget: audience.jobTarget,
              experience: audience.experience,
              visitPurpose: audience.visitPurpose,
              region: audience.region,
              boothId: audience.boothId,
              questions: input.questions,
              status: waits ? 'pending_approval' : 'sent',
              recipients: members.length,
              costPoints: cost.total,
              createdAt: at,
              sentAt: waits ? null : at,
            })
            .returning({ id: campaigns.id });
          if (!row) throw new Error('campaign insert returned no row');
          for (let start = 0; start < members.length; start += RECIPIENT_INSERT_SLICE) {
            await tx
              .insert(campaignRecipients)
              .values(
                members
                  .slice(start, start + RECIPIENT_INSERT_SLICE)
                  .map((userNo) => ({ campaignId: row.id, userNo })),
              );
          }
          for (const line of cost.lines) {
            if (line.points === 0) continue;
            await writeEntry(tx, {
              userNo: user.no,
              code: line.code,
              points: line.points,
              cause: { type: 'campaign', id: row.id },
              idempotencyKey,
            });
          }
          if (!waits)
            await recordEvent(
              tx,
              'campaign.sent',
              {
                campaignId: row.id,
                senderNo: user.no,
                type: input.type,
                channel: input.channel,
                title: input.title,
                recipientNos: members,
              },
              { actorNo: user.no },
            );
          return { id: row.id };
        },
      );
      return visible(user, result.id);
    },

    async list(viewer: AuthUser, box: 'received' | 'sent', page: number): Promise<TCampaignPage> {
      const where =
        box === 'sent'
          ? eq(campaigns.senderNo, viewer.no)
          : sql`${campaigns.status} = 'sent' and exists (select 1 from ${campaignRecipients} r
              where r.campaign_id = ${campaigns.id} and r.user_no = ${viewer.no})`;
      const rows = await campaignsPresented(db, viewer.no, where, {
        order: desc(campaigns.id),
        limit: CAMPAIGN_PAGE_SIZE + 1,
        offset: (page - 1) * CAMPAIGN_PAGE_SIZE,
      });
      return { items: rows.slice(0, CAMPAIGN_PAGE_SIZE), page, hasMore: rows.length > CAMPAIGN_PAGE_SIZE };
    },
  };
}
