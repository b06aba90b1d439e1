import { describe, expect, it } from 'vitest';
import { paymentsNotifications } from './payments';
import { draftsOf } from './source.testing';

const paid = {
  paymentId: 'pay_1',
  userNo: 4,
  productLabel: '1,000 points',
  amountCents: 990,
  currency: 'USD',
};

describe('payment notifications', () => {
  it('tells the payer, as their own news (no actor), what went through and what was refunded', async () => {
    const [completed] = await draftsOf(paymentsNotifications, 'payment.completed', paid);
    expect(completed).toMatchObject({
      userNo: 4,
      type: 'payment_completed',
      actorNo: null,
      text: 'Your payment of $9.90 for 1,000 points went through.',
      link: '/points/history',
    });
    const [refunded] = await draftsOf(paymentsNotifications, 'payment.refunded', {
      ...paid,
      currency: 'XTS',
    });
    expect(refunded?.type).toBe('payment_refunded');
    expect(refunded?.text).toMatch(/^Your payment of .*9\.90 for 1,000 points was refunded\.$/);
  });
});
