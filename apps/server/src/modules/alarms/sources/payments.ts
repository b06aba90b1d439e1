import { money, paymentDraft } from '../alarms.drafts';
import type { NotificationSource } from './source';

/** Payment notifications: what went through and what was refunded. */
export const paymentsNotifications: NotificationSource = {
  'payment.completed': async ({ userNo, productLabel, amountCents, currency }, event) => [
    paymentDraft(
      event,
      userNo,
      'payment_completed',
      `Your payment of ${money(amountCents, currency)} for ${productLabel} went through.`,
    ),
  ],
  'payment.refunded': async ({ userNo, productLabel, amountCents, currency }, event) => [
    paymentDraft(
      event,
      userNo,
      'payment_refunded',
      `Your payment of ${money(amountCents, currency)} for ${productLabel} was refunded.`,
    ),
  ],
};
