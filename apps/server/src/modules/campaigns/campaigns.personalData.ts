import type { Database } from '../../db/client';
import { personalRowsOf } from '../../db/personalRows';
import {
  campaignRecipients,
  campaignResponses,
  campaigns,
  newsletterSubscriptions,
} from './campaigns.tables';

/** Campaigns a person sent, the ones that reached them, their answers and newsletter subscriptions. */
export const campaignsDataOf = (db: Database, userNo: number) =>
  personalRowsOf(db, userNo, {
    sent: { table: campaigns, column: campaigns.senderNo },
    received: { table: campaignRecipients, column: campaignRecipients.userNo },
    responses: { table: campaignResponses, column: campaignResponses.userNo },
    subscriptions: { table: newsletterSubscriptions, column: newsletterSubscriptions.subscriberNo },
  });
