import { POINT_PACKS } from '@sidecamp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type TestUser } from '../../test/factories';
import { caller, expectError } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/testApp';
import { SANDBOX_SIGNATURE_HEADER } from './payments.providers';
import { signPayload } from './payments.signature';

const SECRET = 'test-webhook-secret-0123456789';
let t: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000', PAYMENT_WEBHOOK_SECRET: SECRET });
  call = caller(t);
});
afterAll(() => t.close());

const balanceOf = async (user: TestUser) =>
  (await call('GET', '/api/points/summary', user)).json().balance as number;

async function checkout(user: TestUser, body: object) {
  const res = await call('POST', '/api/payments/checkout', user, body);
  expect(res.statusCode, res.body).toBe(201);
  const session = res.json() as { payment: { id: string }; checkoutUrl: string };
  return { paymentId: session.payment.id, sessionId: session.checkoutUrl.split('/').at(-1) as string };
}

type Delivery = { url: string; headers: Record<string, string>; body: string };

async function pay(user: TestUser, sessionId: string, outcome: 'pay' | 'fail' = 'pay') {
  const res = await call('POST', `/api/payments/sandbox/${sessionId}/complete`, user, { outcome });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    payment: { status: string };
    delivery: Delivery;
    webhookStatus: number;
    outcome: string;
  };
}

const deliver = (delivery: Delivery) =>
  t.app.inject({ method: 'POST', url: delivery.url, headers: delivery.headers, payload: delivery.body });

function signed(body: object, at = Math.floor(Date.now() / 1000), secret = SECRET): Delivery {
  const raw = JSON.stringify(body);
  return {
    url: '/api/payments/webhook/sandbox',
    headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signPayload(secret, raw, at) },
    body: raw,
  };
}

describe('checkout through the sandbox', () => {
  it('credits the 19.9 pack (23 points) once however many times the webhook is delivered', async () => {
    const buyer = await registerUser(t.app);
    const before = await balanceOf(buyer);
    const pack = POINT_PACKS.find((candidate) => candidate.priceCents === 1990);
    const { paymentId, sessionId } = await checkout(buyer, { kind: 'pack', productCode: pack?.pointType });
    expect((await call('GET', `/api/payments/${paymentId}`, buyer)).json().status).toBe('pending');
    const paid = await pay(buyer, sessionId);
    expect(paid).toMatchObject({ webhookStatus: 200, outcome: 'credited', payment: { status: 'paid' } });
    expect(await balanceOf(buyer)).toBe(before + 23);
    for (let i = 0; i < 3; i += 1) {
      const again = await deliver(paid.delivery);
      expect(again.statusCode).toBe(200);
      expect(again.json().outcome).toBe('duplicate');
    }
    expect(await balanceOf(buyer)).toBe(before + 23);
    const history = (await call('GET', '/api/points/history?direction=income', buyer)).json();
    expect(history.items.filter((item: { code: string }) => item.code === 'I13')).toEqual([
      expect.objectContaining({ amount: 23, label: 'Connect 23', walletLabel: 'connect_23' }),
    ]);
  });

  it('a failed checkout credits nothing, and paying it afterwards is refused', async () => {
    const buyer = await registerUser(t.app);
    const before = await balanceOf(buyer);
    const { sessionId } = await checkout(buyer, { kind: 'pack', productCode: 'P11' });
    expect(await pay(buyer, sessionId, 'fail')).toMatchObject({
      outcome: 'failed',
      payment: { status: 'failed' },
    });
    expectError(
      await call('POST', `/api/payments/sandbox/${sessionId}/complete`, buyer, { outcome: 'pay' }),
      409,
      'CONFLICT',
    );
    expect(await balanceOf(buyer)).toBe(before);
  });

  it('refuses bad signatures, other secrets and deliveries older than 5 minutes', async () => {
    const buyer = await registerUser(t.app);
    const before = await balanceOf(buyer);
    const { paymentId, sessionId } = await checkout(buyer, { kind: 'pack', productCode: 'P12' });
    const body = {
      id: 'evt_forged',
      type: 'payment.succeeded',
      created: 0,
      data: { sessionId, paymentId, amountCents: 990, currency: 'USD' },
    };
    const old = signed(body, Math.floor(Date.now() / 1000) - 301);
    expect(expectError(await deliver(old), 400, 'WEBHOOK_REJECTED').message).toContain(
      'older than 5 minutes',
    );
    expectError(await deliver(signed(body, undefined, 'another-secret-entirely')), 400, 'WEBHOOK_REJECTED');
    const tampered = signed(body);
    expectError(
      await deliver({ ...tampered, body: tampered.body.replace('990', '1') }),
      400,
      'WEBHOOK_REJECTED',
    );
    expectError(
      await deliver({ ...tampered, headers: { 'content-type': 'application/json' } }),
      400,
      'WEBHOOK_REJECTED',
    );
    expect(await balanceOf(buyer)).toBe(before);
    // A correctly signed delivery with the wrong amount is logged and credits nothing.
    const wrongAmount = await deliver(signed({ ...body, data: { ...body.data, amountCents: 1 } }));
    expect(wrongAmount.json().outcome).toBe('amount_mismatch');
    expect(await balanceOf(buyer)).toBe(before);
    expect((await deliver(signed(body))).json().outcome).toBe('credited');
    expect(await balanceOf(buyer)).toBe(before + 11);
  });

  it('a refund takes the pack back with its deduction code, once', async () => {
    const buyer = await registerUser(t.app);
    const before = await balanceOf(buyer);
    const { paymentId, sessionId } = await checkout(buyer, { kind: 'pack', productCode: 'P14' });
    await pay(buyer, sessionId);
    expect(await balanceOf(buyer)).toBe(before + 60);
    const refund = signed({
      id: 'evt_refund',
      type: 'payment.refunded',
      created: 0,
      data: { sessionId, paymentId, amountCents: 4990, currency: 'USD' },
    });
    expect((await deliver(refund)).json().outcome).toBe('refunded');
    expect((await deliver(refund)).json().outcome).toBe('duplicate');
    expect(await balanceOf(buyer)).toBe(before);
    const deductions = (await call('GET', '/api/points/history?direction=deduction', buyer)).json();
    // The label names the points moved (60), not the code's spec amount (33).
    expect(deductions.items).toEqual([
      expect.objectContaining({ code: 'D04', amount: -60, label: 'Payment cancellation (60 points)' }),
    ]);
    expect((await call('GET', `/api/payments/${paymentId}`, buyer)).json().status).toBe('refunded');
  });
});

describe('plans', () => {
  it('sells Light only (Free is the default, Pro is coming soon): paid once, it starts its 20 credits and export', async () => {
    const buyer = await registerUser(t.app);
    const free = (await call('GET', '/api/plans/me', buyer)).json();
    expect(free).toMatchObject({ planType: 'Free', creditsTotal: 5, creditsLeft: 5, exportFeature: false });
    const before = await balanceOf(buyer);
    for (const productCode of ['Free', 'Pro']) {
      const refused = await call('POST', '/api/payments/checkout', buyer, { kind: 'plan', productCode });
      expectError(refused, 409, 'NOT_PURCHASABLE');
    }
    expect(await balanceOf(buyer)).toBe(before);

    const { sessionId } = await checkout(buyer, { kind: 'plan', productCode: 'Light' });
    const paid = await pay(buyer, sessionId);
    expect(paid).toMatchObject({ webhookStatus: 200, payment: { status: 'paid' } });
    expect((await deliver(paid.delivery)).json().outcome).toBe('duplicate');
    expect((await call('GET', '/api/plans/me', buyer)).json()).toMatchObject({
      planType: 'Light',
      creditsTotal: 20,
      creditsLeft: 20,
      exportFeature: true,
    });
    // The plan's bonus coin, once.
    expect(await balanceOf(buyer)).toBe(before + 5);
  });
});

describe('who may not', () => {
  it('refuses logged-out callers, other people and bad input', async () => {
    const buyer = await registerUser(t.app);
    const stranger = await registerUser(t.app);
    expectError(
      await call('POST', '/api/payments/checkout', undefined, { kind: 'pack', productCode: 'P11' }),
      401,
      'UNAUTHENTICATED',
    );
    const { paymentId, sessionId } = await checkout(buyer, { kind: 'pack', productCode: 'P11' });
    expectError(await call('GET', `/api/payments/${paymentId}`, stranger), 404, 'NOT_FOUND');
    expectError(await call('GET', `/api/payments/sandbox/${sessionId}`, stranger), 404, 'NOT_FOUND');
    expectError(
      await call('POST', `/api/payments/sandbox/${sessionId}/complete`, stranger, { outcome: 'pay' }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await call('POST', `/api/payments/sandbox/${sessionId}/complete`, undefined, { outcome: 'pay' }),
      401,
      'UNAUTHENTICATED',
    );
    const bad = expectError(
      await call('POST', '/api/payments/checkout', buyer, { kind: 'pack', productCode: 'P99' }),
      400,
      'VALIDATION_FAILED',
    );
    expect(bad.message).toContain('productCode');
    expectError(
      await call('POST', `/api/payments/sandbox/${sessionId}/complete`, buyer, { outcome: 'maybe' }),
      400,
      'VALIDATION_FAILED',
    );
    expectError(await call('GET', '/api/points/summary'), 401, 'UNAUTHENTICATED');
    expectError(await call('GET', '/api/points/history'), 401, 'UNAUTHENTICATED');
    expectError(await call('POST', '/api/quests/Q1/claim'), 401, 'UNAUTHENTICATED');
    expectError(await call('GET', '/api/payments/webhook/stripe'), 404, 'ROUTE_NOT_FOUND');
    // Stripe is not the configured provider here.
    expectError(
      await t.app.inject({
        method: 'POST',
        url: '/api/payments/webhook/stripe',
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      }),
      404,
      'NOT_FOUND',
    );
  });
});
