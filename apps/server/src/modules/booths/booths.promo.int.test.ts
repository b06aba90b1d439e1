import type { TBooth, TBoothPromo } from '@sidecamp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type TestUser } from '../../test/factories';
import { caller, expectError, fieldsOf } from '../../test/http';
import { createTestApp, RELAXED_RATE_LIMITS, type TestApp } from '../../test/testApp';

let t: TestApp;
let call: ReturnType<typeof caller>;
let owner: TestUser;
let first: TestUser;
let second: TestUser;
let booth: TBooth;

beforeAll(async () => {
  t = await createTestApp(RELAXED_RATE_LIMITS);
  call = caller(t);
  owner = await registerUser(t.app);
  first = await registerUser(t.app);
  second = await registerUser(t.app);
  booth = (
    await call('POST', '/api/booths', owner, {
      name: 'Invoice Otter',
      intro: 'Invoices in a minute.',
      serviceCategory: '06',
      industry: '02',
    })
  ).json();
  await call('POST', `/api/booths/${booth.id}/publish`, owner);
});
afterAll(async () => t.close());

describe('promotion codes', () => {
  it('shows offers to everyone, reveals the code to logged-in people once each, and stops at the limit', async () => {
    const offer = { offer: 'Three months free', code: 'OTTER-3M', expiresAt: null, usageLimit: 1 };
    expectError(
      await call('POST', `/api/booths/${booth.id}/promotion-codes`, first, offer),
      403,
      'FORBIDDEN',
    );
    expect(
      fieldsOf(
        await call('POST', `/api/booths/${booth.id}/promotion-codes`, owner, {
          ...offer,
          code: 'no spaces',
          usageLimit: 0,
        }),
      ),
    ).toEqual(['code', 'usageLimit']);
    const created = await call('POST', `/api/booths/${booth.id}/promotion-codes`, owner, offer);
    expect(created.statusCode, created.body).toBe(201);
    const promo: TBoothPromo = created.json();
    expect(promo).toMatchObject({ code: 'OTTER-3M', revealed: 0, status: 'open' });

    // Hidden until revealed by a logged-in person.
    expect((await call('GET', `/api/booths/${booth.id}/promotion-codes`)).json().items[0]).toMatchObject({
      offer: 'Three months free',
      code: null,
    });
    expectError(await call('POST', `/api/booths/promotion-codes/${promo.id}/reveal`), 401, 'UNAUTHENTICATED');
    const revealed = await call('POST', `/api/booths/promotion-codes/${promo.id}/reveal`, first);
    expect(revealed.json()).toMatchObject({ code: 'OTTER-3M', revealed: 1, status: 'usedUp' });
    // Revealing again shows it again without counting; the limit stops the next person.
    expect(
      (await call('POST', `/api/booths/promotion-codes/${promo.id}/reveal`, first)).json(),
    ).toMatchObject({ revealed: 1 });
    expectError(
      await call('POST', `/api/booths/promotion-codes/${promo.id}/reveal`, second),
      409,
      'CONFLICT',
    );
    expect((await call('GET', `/api/booths/${booth.id}/promotion-codes`, first)).json().items[0].code).toBe(
      'OTTER-3M',
    );
    expect(
      (await call('GET', `/api/booths/${booth.id}/promotion-codes`, second)).json().items[0].code,
    ).toBeNull();

    // The team changes it; an expired code reveals nothing.
    expectError(
      await call('PATCH', `/api/booths/promotion-codes/${promo.id}`, first, { usageLimit: 5 }),
      403,
      'FORBIDDEN',
    );
    const expired = await call('PATCH', `/api/booths/promotion-codes/${promo.id}`, owner, {
      usageLimit: 5,
      expiresAt: '2020-01-01T00:00:00Z',
    });
    expect(expired.json()).toMatchObject({ status: 'expired', usageLimit: 5 });
    expectError(
      await call('POST', `/api/booths/promotion-codes/${promo.id}/reveal`, second),
      409,
      'CONFLICT',
    );
    expectError(await call('DELETE', `/api/booths/promotion-codes/${promo.id}`, second), 403, 'FORBIDDEN');
    expect((await call('DELETE', `/api/booths/promotion-codes/${promo.id}`, owner)).statusCode).toBe(204);
    expectError(
      await call('POST', `/api/booths/promotion-codes/${promo.id}/reveal`, second),
      404,
      'NOT_FOUND',
    );
  });
});

describe('marks', () => {
  it('bookmarks a booth privately, once', async () => {
    expectError(await call('PUT', `/api/booths/${booth.id}/mark`), 401, 'UNAUTHENTICATED');
    expect((await call('PUT', `/api/booths/${booth.id}/mark`, first)).json()).toEqual({ marked: true });
    expect((await call('PUT', `/api/booths/${booth.id}/mark`, first)).json()).toEqual({ marked: true });
    expect(
      (await call('GET', '/api/me/booth-marks', first)).json().items.map((item: { id: number }) => item.id),
    ).toEqual([booth.id]);
    expect((await call('GET', '/api/me/booth-marks', second)).json().items).toEqual([]);
    const draft = (
      await call('POST', '/api/booths', owner, {
        name: 'Hidden',
        intro: 'A draft.',
        serviceCategory: '06',
        industry: '02',
      })
    ).json();
    expectError(await call('PUT', `/api/booths/${draft.id}/mark`, first), 404, 'NOT_FOUND');
    expectError(await call('GET', `/api/booths/${draft.id}/progress`, first), 404, 'NOT_FOUND');
    expect((await call('GET', `/api/booths/${booth.id}/progress`)).json()).toEqual({
      project: null,
      goals: [],
      recentTasks: [],
    });
    expect((await call('DELETE', `/api/booths/${booth.id}/mark`, first)).json()).toEqual({ marked: false });
    expect((await call('GET', '/api/me/booth-marks', first)).json().items).toEqual([]);
  });
});
