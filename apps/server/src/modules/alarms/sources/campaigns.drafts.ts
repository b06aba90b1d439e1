import { CAMPAIGN_TYPES, type CampaignTypeCode } from '@sidecamp/domain';
import type { DomainEvent, DomainEventMap } from '../../../events/catalog';
import { quoted } from '../alarms.drafts';
import type { AlarmDraft } from '../alarms.notify';

/*
 * Campaign notifications (issue 20): a campaign reaches each recipient in the alarm centre (with a
 * push on channel 02; an e-mail campaign, channel 03, is mailed by the campaigns module instead),
 * the sender hears how an admin decided, and a person how their sign-up was decided.
 */

const typeLabel = (type: string) =>
  CAMPAIGN_TYPES.isCode(type) ? CAMPAIGN_TYPES.label(type as CampaignTypeCode).toLowerCase() : 'campaign';

export function campaignSentDrafts(
  payload: DomainEventMap['campaign.sent'],
  event: DomainEvent,
): AlarmDraft[] {
  if (payload.channel === '03') return [];
  const article = /^[aeiou]/.test(typeLabel(payload.type)) ? 'an' : 'a';
  return payload.recipientNos.map((userNo) => ({
    userNo,
    type: 'campaign_received',
    actorNo: payload.senderNo,
    object: { type: 'person', id: payload.senderNo },
    text: `sent you ${article} ${typeLabel(payload.type)}: ${quoted(payload.title, 'a campaign')}`,
    link: `/campaigns/${payload.campaignId}`,
    eventId: event.id,
    needs: 'normal',
    defaultLevel: 'normal',
    // Paid for as in-app only (01) or in-app and push (02); never folded into an e-mail digest.
    skip: { push: payload.channel !== '02', email: true },
  }));
}

export function campaignReviewedDrafts(
  payload: DomainEventMap['campaign.reviewed'],
  event: DomainEvent,
): AlarmDraft[] {
  const title = quoted(payload.title, 'your campaign');
  return [
    {
      userNo: payload.senderNo,
      type: 'campaign_reviewed',
      actorNo: null,
      object: { type: 'person', id: payload.senderNo },
      text: payload.approved
        ? `Your campaign ${title} was approved and sent.`
        : `Your campaign ${title} was not approved; ${payload.refunded} points were given back.`,
      link: `/campaigns/${payload.campaignId}`,
      eventId: event.id,
      needs: 'normal',
      defaultLevel: 'normal',
    },
  ];
}

export function signupDecidedDrafts(
  payload: DomainEventMap['campaign.signupDecided'],
  event: DomainEvent,
): AlarmDraft[] {
  return [
    {
      userNo: payload.userNo,
      type: 'campaign_signup',
      actorNo: payload.senderNo,
      object: { type: 'person', id: payload.senderNo },
      text: `${payload.status === 'accepted' ? 'accepted' : 'declined'} your sign-up for ${quoted(payload.title, 'their call')}`,
      link: `/campaigns/${payload.campaignId}`,
      eventId: event.id,
      needs: 'normal',
      defaultLevel: 'normal',
    },
  ];
}
