import type { TBooth } from '@sidecamp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type TestUser } from '../../test/factories';
import { caller, expectError, fieldsOf } from '../../test/http';
import { createTestApp, RELAXED_RATE_LIMITS, type TestApp } from '../../test/testApp';

let t: TestApp;
let call: ReturnType<typeof caller>;
let owner: TestUser;
let critic: TestUser;
let fan: TestUser;
let booth: TBooth;
let draft: TBooth;

const POINTS = { usefulness: 5, design: 4, ease: 4, originality: 3, completeness: 4 };

beforeAll(async () => {
  t = await createTestApp(RELAXED_RATE_LIMITS);
  call = caller(t);
  owner = await registerUser(t.app);
  critic = await registerUser(t.app);
  fan = await registerUser(t.app);
  const body = {
    name: 'Tide Board',
    intro: 'Tides for small harbours.',
    serviceCategory: '16',
    industry: '11',
  };
  booth = (await call('POST', '/api/booths', owner, body)).json();
  await call('POST', `/api/booths/${booth.id}/publish`, owner);
  draft = (await call('POST', '/api/booths', owner, body)).json();
});
afterAll(async () => t.close());

describe('reviews', () => {
  it('takes one review per person, editable, never from the team, and keeps the means', async () => {
    const review = { rating: 4, viewPoints: POINTS, body: 'Clear and quick.' };
    expectError(
      await call('PUT', `/api/booths/${booth.id}/review`, undefined, review),
      401,
      'UNAUTHENTICATED',
    );
    expectError(await call('PUT', `/api/booths/${booth.id}/review`, owner, review), 403, 'FORBIDDEN');
    expectError(await call('PUT', `/api/booths/${draft.id}/review`, critic, review), 404, 'NOT_FOUND');
    expect(
      fieldsOf(
        await call('PUT', `/api/booths/${booth.id}/review`, critic, {
          rating: 6,
          viewPoints: { ...POINTS, design: 0 },
          body: '',
        }),
      ),
    ).toEqual(['rating', 'viewPoints.design', 'body']);

    const first = await call('PUT', `/api/booths/${booth.id}/review`, critic, review);
    expect(first.statusCode, first.body).toBe(200);
    const again = await call('PUT', `/api/booths/${booth.id}/review`, critic, {
      ...review,
      rating: 2,
      body: 'Slower on a phone.',
    });
    expect(again.json()).toMatchObject({ id: first.json().id, rating: 2, body: 'Slower on a phone.' });
    await call('PUT', `/api/booths/${booth.id}/review`, fan, {
      rating: 5,
      viewPoints: { ...POINTS, design: 2 },
      body: 'Love it.',
    });

    const page = (await call('GET', `/api/booths/${booth.id}/reviews`, critic)).json();
    expect(page.items.map((item: { author: { no: number } }) => item.author.no)).toEqual([fan.no, critic.no]);
    expect(page.mine).toMatchObject({ rating: 2 });
    expect((await call('GET', `/api/booths/${booth.id}`)).json().counts).toMatchObject({
      reviews: 2,
      meanRating: 3.5,
    });
    const means = (await call('GET', `/api/booths/${booth.id}/view-points`)).json();
    expect(means.rating).toBe(3.5);
    expect(means.viewPoints).toContainEqual({ code: 'design', mean: 3 });

    // Replies: anyone logged in; only the author edits theirs.
    const reviewId = first.json().id;
    const reply = await call('POST', `/api/booths/${booth.id}/reviews/${reviewId}/replies`, owner, {
      body: 'Thanks, a phone fix is coming.',
    });
    expect(reply.statusCode, reply.body).toBe(201);
    expectError(
      await call('PATCH', `/api/booths/review-replies/${reply.json().id}`, critic, { body: 'Mine' }),
      403,
      'FORBIDDEN',
    );
    expect(
      (
        await call('PATCH', `/api/booths/review-replies/${reply.json().id}`, owner, { body: 'Fixed today.' })
      ).json().body,
    ).toBe('Fixed today.');
    expectError(
      await call('POST', `/api/booths/${booth.id}/reviews/999999/replies`, owner, { body: 'x' }),
      404,
      'NOT_FOUND',
    );
    const replies = (await call('GET', `/api/booths/${booth.id}/reviews/${reviewId}/replies`)).json();
    expect(replies.items.map((item: { body: string }) => item.body)).toEqual(['Fixed today.']);

    expect((await call('DELETE', `/api/booths/${booth.id}/review`, critic)).statusCode).toBe(204);
    expectError(await call('DELETE', `/api/booths/${booth.id}/review`, critic), 404, 'NOT_FOUND');
    expect((await call('GET', `/api/booths/${booth.id}`)).json().counts).toMatchObject({
      reviews: 1,
      meanRating: 5,
    });
  });
});

describe('the forum', () => {
  it('opens threads on a published booth, takes replies and puts the latest activity first', async () => {
    expectError(
      await call('POST', `/api/booths/${booth.id}/forum`, undefined, { title: 'Hi', body: 'x' }),
      401,
      'UNAUTHENTICATED',
    );
    expectError(
      await call('POST', `/api/booths/${draft.id}/forum`, owner, { title: 'Roadmap', body: 'x' }),
      409,
      'CONFLICT',
    );
    expect(
      fieldsOf(await call('POST', `/api/booths/${booth.id}/forum`, fan, { title: 'x', body: '' })),
    ).toEqual(['title', 'body']);
    const older = (
      await call('POST', `/api/booths/${booth.id}/forum`, fan, {
        title: 'Export to calendar?',
        body: 'Would love an .ics feed.',
      })
    ).json();
    const newer = (
      await call('POST', `/api/booths/${booth.id}/forum`, critic, {
        title: 'Offline mode',
        body: 'Harbours have bad signal.',
      })
    ).json();
    const reply = await call('POST', `/api/booths/forum/${older.id}/replies`, owner, {
      body: 'On the list for next month.',
    });
    expect(reply.statusCode, reply.body).toBe(201);
    const threads = (await call('GET', `/api/booths/${booth.id}/forum?limit=1`)).json();
    expect(threads.items.map((item: { id: number }) => item.id)).toEqual([older.id]);
    const rest = (
      await call('GET', `/api/booths/${booth.id}/forum?limit=1&cursor=${threads.nextCursor}`)
    ).json();
    expect(rest.items.map((item: { id: number }) => item.id)).toEqual([newer.id]);
    expect((await call('GET', `/api/booths/forum/${older.id}`)).json()).toMatchObject({
      replyCount: 1,
      title: 'Export to calendar?',
    });
    expect((await call('GET', `/api/booths/forum/${older.id}/replies`)).json().items).toHaveLength(1);
    expectError(
      await call('PATCH', `/api/booths/forum-replies/${reply.json().id}`, fan, { body: 'no' }),
      403,
      'FORBIDDEN',
    );
    expectError(await call('GET', '/api/booths/forum/999999'), 404, 'NOT_FOUND');
  });
});
