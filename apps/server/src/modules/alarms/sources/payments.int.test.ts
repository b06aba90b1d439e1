/* sources/payments.ts through the app: a completed checkout reaches the payer. */

import type { AlarmTypeCode } from '@sidecamp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationsOfType } from '../../../test/alarms';
import { registerUser, type TestUser } from '../../../test/factories';
import { caller } from '../../../test/http';
import { createTestApp, RELAXED_RATE_LIMITS, type TestApp } from '../../../test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(RELAXED_RATE_LIMITS);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, user: TestUser, payload?: unknown) =>
  caller(t)(method, url, user, payload);

const kindsOf = (user: TestUser, ...types: AlarmTypeCode[]) => notificationsOfType(t, user, ...types);

describe('payment notifications', () => {
  it('a completed checkout tells the payer what went through', async () => {
    const buyer = await registerUser(t.app);
    const res = await call('POST', '/api/payments/checkout', buyer, { kind: 'pack', productCode: 'P11' });
    expect(res.statusCode, res.body).toBe(201);
    const sessionId = (res.json() as { checkoutUrl: string }).checkoutUrl.split('/').at(-1);
    const paid = await call('POST', `/api/payments/sandbox/${sessionId}/complete`, buyer, { outcome: 'pay' });
    expect(paid.statusCode, paid.body).toBe(200);
    const [notice] = await kindsOf(buyer, 'payment_completed');
    expect(notice).toMatchObject({ actor: null, link: '/points/history' });
    expect(notice?.text).toMatch(/^Your payment of \$\d+\.\d\d for \d+ points went through\.$/);
  });
});
