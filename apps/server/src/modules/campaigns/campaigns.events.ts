/**
 * Campaign events. The alarm centre turns `campaign.sent` into a notification per recipient (with
 * or without push by channel; an e-mail campaign is mailed by this module's sweep instead), tells
 * the sender how an admin decided and a person how their sign-up was decided; the points module
 * counts signing up and subscribing towards weekly quest Q8.
 */
declare module '../../events/catalog' {
  interface DomainEventMap {
    'campaign.sent': {
      campaignId: number;
      senderNo: number;
      type: string;
      channel: string;
      title: string;
      /** Everyone it reaches (at most CAMPAIGN_MAX_RECIPIENTS). */
      recipientNos: number[];
    };
    'campaign.reviewed': {
      campaignId: number;
      senderNo: number;
      adminNo: number;
      title: string;
      approved: boolean;
      /** Points given back when it was rejected. */
      refunded: number;
    };
    /** A recipient signed up for an interview or tester call, or subscribed from a newsletter. */
    'campaign.joined': { campaignId: number; senderNo: number; userNo: number; kind: 'signup' | 'subscribe' };
    'campaign.signupDecided': {
      campaignId: number;
      senderNo: number;
      userNo: number;
      title: string;
      status: 'accepted' | 'declined';
    };
  }
}

export {};
