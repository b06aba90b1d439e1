import type { TFeedItem } from '@sidecamp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type TestUser } from '../../test/factories';
import { caller, expectError } from '../../test/http';
import { createTestApp, RELAXED_RATE_LIMITS, type TestApp } from '../../test/testApp';

let t: TestApp;
let call: ReturnType<typeof caller>;
let owner: TestUser;
let reader: TestUser;

beforeAll(async () => {
  t = await createTestApp(RELAXED_RATE_LIMITS);
  call = caller(t);
  owner = await registerUser(t.app);
  reader = await registerUser(t.app);
});
afterAll(async () => t.close());

const lounge = async (): Promise<TFeedItem[]> =>
  (await call('GET', '/api/lounge/feed?limit=50', reader)).json().items;

describe('booths in the lounge feed', () => {
  it('introduces a booth when it is published (B001), and takes magazines from its team (S004)', async () => {
    const booth = (
      await call('POST', '/api/booths', owner, {
        name: 'Pocket Herbarium',
        tagline: 'Press a leaf, learn its name',
        intro: 'Photograph a leaf and the herbarium tells you the plant, then files it for you.',
        serviceCategory: '07',
        industry: '04',
      })
    ).json();
    const magazine = {
      scope: 'S004',
      boothId: booth.id,
      title: 'Why we built it',
      body: 'A story of leaves.',
    };
    // A draft is neither introduced nor written about yet.
    expectError(await call('POST', '/api/magazines', owner, magazine), 409, 'CONFLICT');
    await t.events.drain();
    expect((await lounge()).some((item) => item.AUTO_CODE === 'B001')).toBe(false);

    await call('POST', `/api/booths/${booth.id}/publish`, owner);
    await t.events.drain();
    const intro = (await lounge()).find((item) => item.AUTO_CODE === 'B001');
    expect(intro).toMatchObject({
      FEED_TITLE: 'Pocket Herbarium',
      FEED_DETAIL: 'Press a leaf, learn its name',
    });

    expectError(await call('POST', '/api/magazines', reader, magazine), 403, 'FORBIDDEN');
    const written = await call('POST', '/api/magazines', owner, magazine);
    expect(written.statusCode, written.body).toBe(201);
    await t.events.drain();
    expect((await lounge()).find((item) => item.AUTO_CODE === 'S004')).toMatchObject({
      FEED_TITLE: 'Why we built it',
    });
  });
});
