import type { CampaignSignupStatus, TCampaign } from '@sidecamp/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { users } from '../auth';
import { booths } from '../booths';
import { campaignResponses, campaigns, newsletterSubscriptions } from './campaigns.tables';

/**
 * Campaigns as the API shows them to one viewer, in one statement: the sender, the booth, the
 * viewer's own response and newsletter subscription, and how many responded.
 */
export async function campaignsPresented(
  q: Queryable,
  viewerNo: number,
  where: SQL,
  options: { order?: SQL; limit?: number; offset?: number } = {},
): Promise<TCampaign[]> {
  let query = q
    .select({
      campaign: campaigns,
      senderNickname: users.nickname,
      senderImg: users.img,
      boothName: booths.name,
      myStatus: sql<'answered' | CampaignSignupStatus | null>`(select r.status from ${campaignResponses} r
        where r.campaign_id = ${campaigns.id} and r.user_no = ${viewerNo})`,
      myRespondedAt: sql<string | null>`(select r.created_at from ${campaignResponses} r
        where r.campaign_id = ${campaigns.id} and r.user_no = ${viewerNo})`,
      subscribed: sql<boolean>`exists (select 1 from ${newsletterSubscriptions} ns
        where ns.sender_no = ${campaigns.senderNo} and ns.subscriber_no = ${viewerNo})`,
      responses: sql<number>`((select count(*) from ${campaignResponses} r where r.campaign_id = ${campaigns.id})
        + (select count(*) from ${newsletterSubscriptions} ns where ns.campaign_id = ${campaigns.id}))::int`,
    })
    .from(campaigns)
    .innerJoin(users, sql`${users.no} = ${campaigns.senderNo}`)
    .leftJoin(booths, sql`${booths.id} = ${campaigns.boothId}`)
    .where(where)
    .$dynamic();
  if (options.order) query = query.orderBy(options.order);
  if (options.limit !== undefined) query = query.limit(options.limit);
  if (options.offset) query = query.offset(options.offset);
  const rows = await query;
  return rows.map(({ campaign, ...row }) => {
    const mine = campaign.senderNo === viewerNo;
    return {
      id: campaign.id,
      type: campaign.type as TCampaign['type'],
      channel: campaign.channel as TCampaign['channel'],
      title: campaign.title,
      body: campaign.body,
      jobTarget: campaign.cpgJobTarget,
      experience: campaign.experience,
      visitPurpose: campaign.visitPurpose,
      region: campaign.region,
      booth:
        campaign.boothId !== null && row.boothName !== null
          ? { id: campaign.boothId, name: row.boothName }
          : null,
      questions: campaign.questions,
      sender: { no: campaign.senderNo, nickname: row.senderNickname, img: row.senderImg },
      status: campaign.status,
      recipients: campaign.recipients,
      // What it cost, and why an admin said no, are the sender's business.
      costPoints: mine ? campaign.costPoints : 0,
      rejectReason: mine ? campaign.rejectReason : null,
      createdAt: campaign.createdAt.toISOString(),
      sentAt: campaign.sentAt?.toISOString() ?? null,
      mine,
      myResponse:
        row.myStatus && row.myRespondedAt
          ? { status: row.myStatus, createdAt: new Date(row.myRespondedAt).toISOString() }
          : null,
      subscribed: Boolean(row.subscribed),
      responses: mine ? Number(row.responses) : 0,
    };
  });
}
