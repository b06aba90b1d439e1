import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../test/factories';
import { expectError } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/testApp';
import { accountOf } from '../points/points.ledger';
import { payments } from '../points/points.tables';
import { signPayload } from './payments.signature';

const WEBHOOK_SECRET = 'whsec_integration_test_secret';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_not_called_here',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  });
});
afterAll(() => t.close());

function stripeDelivery(event: object, at = Math.floor(Date.now() / 1000)) {
  const body = JSON.stringify(event);
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook/stripe',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signPayload(WEBHOOK_SECRET, body, at),
    },
    payload: body,
  });
}

describe('Stripe webhooks', () => {
  it('credit a completed Checkout Session once, and a charge refund takes it back', async () => {
    const buyer = await registerUser(t.app);
    const id = randomUUID();
    await t.database.db.insert(payments).values({
      id,
      userNo: buyer.no,
      provider: 'stripe',
      providerSessionId: 'cs_test_a1',
      kind: 'pack',
      productCode: 'P13',
      amountCents: 1990,
      currency: 'USD',
    });
    const completed = {
      id: 'evt_1',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: 'cs_test_a1',
          payment_status: 'paid',
          payment_intent: 'pi_test_a1',
          amount_total: 1990,
          client_reference_id: id,
          metadata: { paymentId: id },
        },
      },
    };
    expect((await stripeDelivery(completed)).json()).toEqual({ received: true, outcome: 'credited' });
    expect((await stripeDelivery(completed)).json()).toEqual({ received: true, outcome: 'duplicate' });
    expect((await accountOf(t.database.db, buyer.no)).balance).toBe(23);
    const refunded = {
      id: 'evt_2',
      type: 'charge.refunded',
      data: { object: { payment_intent: 'pi_test_a1', amount_refunded: 1990 } },
    };
    expect((await stripeDelivery(refunded)).json().outcome).toBe('refunded');
    expect((await accountOf(t.database.db, buyer.no)).balance).toBe(0);
    // A stale delivery, and the sandbox's route while Stripe is configured, are refused.
    expectError(
      await stripeDelivery(completed, Math.floor(Date.now() / 1000) - 600),
      400,
      'WEBHOOK_REJECTED',
    );
    expectError(
      await t.app.inject({
        method: 'POST',
        url: '/api/payments/webhook/sandbox',
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      }),
      404,
      'NOT_FOUND',
    );
  });
});
