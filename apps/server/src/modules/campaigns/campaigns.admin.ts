import {
  CAMPAIGN_PAGE_SIZE,
  type PointLedgerCode,
  type TCampaign,
  type TCampaignPage,
} from '@sidecamp/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { recordEvent } from '../../events/outbox';
import { AppError } from '../../http/errors';
import { recordAdminAction } from '../admin';
import type { AuthUser } from '../auth';
import { writeEntry } from '../points';
import { campaignsPresented } from './campaigns.presenter';
import { type CampaignService, campaignNotFound } from './campaigns.service';
import { campaignRecipients, campaigns } from './campaigns.tables';

/** The ledger code that gives a rejected campaign's points back. */
const CAMPAIGN_REFUND_CODE: PointLedgerCode = 'I38';

/**
 * Campaign moderation (issue 20 part 3; the operations issue builds the whole admin console): a
 * campaign above its channel's approval threshold waits here. Approving sends it to the audience
 * fixed and paid for when it was made; rejecting gives every point back (I38). Each is decided once.
 */
export function createCampaignAdminService(deps: {
  db: Database;
  campaigns: CampaignService;
  now: () => Date;
}) {
  const { db, now } = deps;

  async function decide(
    admin: AuthUser,
    id: number,
    decision: { approve: true } | { approve: false; reason: string },
  ) {
    await db.transaction(async (tx) => {
      const [campaign] = await tx.select().from(campaigns).where(eq(campaigns.id, id)).for('update');
      if (!campaign) throw campaignNotFound();
      if (campaign.status !== 'pending_approval')
        throw new AppError('CONFLICT', {
          message:
            campaign.status === 'sent'
              ? 'This campaign was already approved and sent.'
              : 'This campaign was already rejected.',
        });
      const at = now();
      await tx
        .update(campaigns)
        .set({
          status: decision.approve ? 'sent' : 'rejected',
          sentAt: decision.approve ? at : null,
          decidedBy: admin.no,
          decidedAt: at,
          rejectReason: decision.approve ? null : decision.reason,
        })
        .where(eq(campaigns.id, id));
      let refunded = 0;
      if (decision.approve) {
        const recipients = await tx
          .select({ userNo: campaignRecipients.userNo })
          .from(campaignRecipients)
          .where(eq(campaignRecipients.campaignId, id))
          .orderBy(asc(campaignRecipients.userNo));
        await recordEvent(
          tx,
          'campaign.sent',
          {
            campaignId: id,
            senderNo: campaign.senderNo,
            type: campaign.type,
            channel: campaign.channel,
            title: campaign.title,
            recipientNos: recipients.map((row) => row.userNo),
          },
          { actorNo: campaign.senderNo },
        );
      } else if (campaign.costPoints > 0) {
        const refund = await writeEntry(tx, {
          userNo: campaign.senderNo,
          code: CAMPAIGN_REFUND_CODE,
          points: campaign.costPoints,
          cause: { type: 'campaign', id },
        });
        refunded = refund.amount;
      }
      await recordEvent(
        tx,
        'campaign.reviewed',
        {
          campaignId: id,
          senderNo: campaign.senderNo,
          adminNo: admin.no,
          title: campaign.title,
          approved: decision.approve,
          refunded,
        },
        { actorNo: admin.no },
      );
      await recordAdminAction(tx, {
        adminNo: admin.no,
        action: decision.approve ? 'campaign.approve' : 'campaign.reject',
        targetType: 'campaign',
        targetId: id,
        reason: decision.approve ? null : decision.reason,
        detail: { title: campaign.title, refunded },
      });
    });
    return deps.campaigns.visible(admin, id);
  }

  return {
    /** Campaigns waiting for a decision, oldest first. */
    async queue(admin: AuthUser, page: number): Promise<TCampaignPage> {
      const rows = await campaignsPresented(db, admin.no, sql`${campaigns.status} = 'pending_approval'`, {
        order: asc(campaigns.id),
        limit: CAMPAIGN_PAGE_SIZE + 1,
        offset: (page - 1) * CAMPAIGN_PAGE_SIZE,
      });
      return { items: rows.slice(0, CAMPAIGN_PAGE_SIZE), page, hasMore: rows.length > CAMPAIGN_PAGE_SIZE };
    },
    approve: (admin: AuthUser, id: number): Promise<TCampaign> => decide(admin, id, { approve: true }),
    reject: (admin: AuthUser, id: number, reason: string): Promise<TCampaign> =>
      decide(admin, id, { approve: false, reason }),
  };
}

export type CampaignAdminService = ReturnType<typeof createCampaignAdminService>;
