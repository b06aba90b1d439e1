import { campaignReviewedDrafts, campaignSentDrafts, signupDecidedDrafts } from './campaigns.drafts';
import type { NotificationSource } from './source';

/** Campaign notifications (drafts in campaigns.drafts.ts). */
export const campaignsNotifications: NotificationSource = {
  'campaign.sent': async (payload, event) => campaignSentDrafts(payload, event),
  'campaign.reviewed': async (payload, event) => campaignReviewedDrafts(payload, event),
  'campaign.signupDecided': async (payload, event) => signupDecidedDrafts(payload, event),
};
