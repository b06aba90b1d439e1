import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createStripeProvider } from './payments.providers';
import { signPayload, verifySignature } from './payments.signature';

const SECRET = 'whsec_test_secret';
const now = new Date('2026-11-22T10:00:00Z');
const nowSeconds = Math.floor(now.getTime() / 1000);

describe('webhook signatures (t=..,v1=.. HMAC-SHA256)', () => {
  it('matches Stripe’s scheme: HMAC of "<t>.<body>" in hex', () => {
    const body = '{"id":"evt_1"}';
    const expected = createHmac('sha256', SECRET).update(`${nowSeconds}.${body}`).digest('hex');
    expect(signPayload(SECRET, body, nowSeconds)).toBe(`t=${nowSeconds},v1=${expected}`);
    expect(verifySignature(SECRET, body, signPayload(SECRET, body, nowSeconds), nowSeconds)).toEqual({
      ok: true,
      timestamp: nowSeconds,
    });
  });

  it('accepts any matching v1 (secret rolling) and refuses stale, future, tampered and malformed', () => {
    const body = '{}';
    const good = signPayload(SECRET, body, nowSeconds);
    const both = `t=${nowSeconds},v1=${'0'.repeat(64)},${good.split(',')[1]}`;
    expect(verifySignature(SECRET, body, both, nowSeconds).ok).toBe(true);
    expect(verifySignature(SECRET, body, signPayload(SECRET, body, nowSeconds - 301), nowSeconds).ok).toBe(
      false,
    );
    expect(verifySignature(SECRET, body, signPayload(SECRET, body, nowSeconds + 301), nowSeconds).ok).toBe(
      false,
    );
    expect(verifySignature(SECRET, '{"a":1}', good, nowSeconds).ok).toBe(false);
    expect(verifySignature(SECRET, body, 'v1=abc', nowSeconds).ok).toBe(false);
    expect(verifySignature(SECRET, body, undefined, nowSeconds).ok).toBe(false);
  });
});

describe('Stripe provider', () => {
  it('creates a Checkout Session over the HTTP API with our payment id and the price in cents', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const provider = createStripeProvider({
      secretKey: 'sk_test_123',
      webhookSecret: SECRET,
      apiBase: 'https://stripe.test',
      fetch: (async (url: string, init: RequestInit) => {
        calls.push({ url, init });
        return new Response(
          JSON.stringify({ id: 'cs_test_1', url: 'https://checkout.stripe.test/cs_test_1' }),
          {
            status: 200,
          },
        );
      }) as unknown as typeof fetch,
    });
    const session = await provider.createCheckout({
      paymentId: '3b1f0c9e-1111-4222-8333-444455556666',
      productLabel: '23 points',
      amountCents: 1990,
      currency: 'USD',
      successUrl: 'http://localhost/ok',
      cancelUrl: 'http://localhost/cancel',
    });
    expect(session).toEqual({ sessionId: 'cs_test_1', url: 'https://checkout.stripe.test/cs_test_1' });
    expect(calls[0]?.url).toBe('https://stripe.test/v1/checkout/sessions');
    const form = new URLSearchParams(String(calls[0]?.init.body));
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('1990');
    expect(form.get('line_items[0][price_data][currency]')).toBe('usd');
    expect(form.get('client_reference_id')).toBe('3b1f0c9e-1111-4222-8333-444455556666');
    expect((calls[0]?.init.headers as Record<string, string> | undefined)?.authorization).toBe(
      'Bearer sk_test_123',
    );
  });

  it('reads completed, expired and refunded events from signed deliveries only', () => {
    const provider = createStripeProvider({ secretKey: 'sk', webhookSecret: SECRET });
    const deliver = (event: object) => {
      const raw = JSON.stringify(event);
      return provider.parseWebhook(raw, { 'stripe-signature': signPayload(SECRET, raw, nowSeconds) }, now);
    };
    expect(
      deliver({
        id: 'evt_1',
        type: 'checkout.session.completed',
        data: {
          object: {
            id: 'cs_1',
            payment_status: 'paid',
            payment_intent: 'pi_1',
            amount_total: 1990,
            client_reference_id: 'pay-1',
          },
        },
      }),
    ).toMatchObject({
      type: 'paid',
      sessionId: 'cs_1',
      providerPaymentId: 'pi_1',
      amountCents: 1990,
      paymentId: 'pay-1',
    });
    expect(
      deliver({ id: 'evt_2', type: 'checkout.session.expired', data: { object: { id: 'cs_1' } } }),
    ).toMatchObject({
      type: 'failed',
    });
    expect(
      deliver({
        id: 'evt_3',
        type: 'charge.refunded',
        data: { object: { payment_intent: 'pi_1', amount_refunded: 1990 } },
      }),
    ).toMatchObject({ type: 'refunded', providerPaymentId: 'pi_1' });
    expect(() => provider.parseWebhook('{}', { 'stripe-signature': 't=1,v1=00' }, now)).toThrow(
      /does not match/,
    );
  });
});
