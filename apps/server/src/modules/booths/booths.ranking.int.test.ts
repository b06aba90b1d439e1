import { boothWeekStart, type TBooth, type TBoothRanking } from '@sidecamp/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type TestUser } from '../../test/factories';
import { caller, expectError, fieldsOf } from '../../test/http';
import { createTestApp, RELAXED_RATE_LIMITS, type TestApp } from '../../test/testApp';
import { writeEntry } from '../points';
import { closeBoothWeeks, createBoothRankingService, recomputeBoothWeek } from './booths.ranking';

let t: TestApp;
let call: ReturnType<typeof caller>;
let makers: TestUser[];
let fans: TestUser[];
let booths: TBooth[];

const WEEK_MS = 7 * 86_400_000;

beforeAll(async () => {
  t = await createTestApp(RELAXED_RATE_LIMITS);
  call = caller(t);
  makers = [await registerUser(t.app), await registerUser(t.app), await registerUser(t.app)];
  fans = [await registerUser(t.app), await registerUser(t.app), await registerUser(t.app)];
  booths = [];
  for (const [index, maker] of makers.entries()) {
    const created = await call('POST', '/api/booths', maker, {
      name: `Ranked booth ${index}`,
      intro: 'A booth that wants to rank.',
      serviceCategory: '02',
      industry: '01',
    });
    expect(created.statusCode, created.body).toBe(201);
    const published = await call('POST', `/api/booths/${created.json().id}/publish`, maker);
    booths.push(published.json());
  }
  for (const fan of fans)
    await writeEntry(t.database.db, {
      userNo: fan.no,
      code: 'I99',
      points: 50,
      cause: { type: 'test', id: `rank-${fan.no}` },
    });
});
afterAll(async () => t.close());

const live = async (): Promise<TBoothRanking> => (await call('GET', '/api/booths/rankings/live')).json();
/**
 * The listener has recounted and every process has heard: the ranking's answers are cached until
 * the database notifies a change (migration 0029), which arrives just after the commit.
 */
const settled = async () => {
  await t.events.drain();
  await t.database.settleNotifications();
};

describe('the weekly ranking', () => {
  it('ranks this week live from likes, follows and support, and says why', async () => {
    const [first, second, third] = booths as [TBooth, TBooth, TBooth];
    // Booth 2: three likes. Booth 1: one like and a follow. Booth 0: nothing yet, then 25 points.
    for (const fan of fans) await call('PUT', `/api/booths/${third.id}/like`, fan);
    await call('PUT', `/api/booths/${second.id}/like`, fans[0]);
    await call('PUT', `/api/booths/${second.id}/follow`, fans[1]);
    const gift = await t.app.inject({
      method: 'POST',
      url: `/api/booths/${first.id}/supports`,
      headers: { cookie: fans[2]!.cookie, 'idempotency-key': 'rank-support-0001' },
      payload: { points: 25 },
    });
    expect(gift.statusCode, gift.body).toBe(200);
    await settled();

    const ranking = await live();
    expect(ranking).toMatchObject({ weekStart: boothWeekStart(new Date()), closed: false });
    expect(ranking.items.map((item) => item.booth.id)).toEqual([first.id, third.id, second.id]);
    // 25 points: 4 x sqrt(25) = 20, one supporter 2, and half again as a new booth.
    expect(ranking.items[0]).toMatchObject({
      rank: 1,
      score: 33,
      change: { kind: 'new' },
      parts: [
        { key: 'support', count: 25, points: 20 },
        { key: 'newBooth', count: 0, points: 11 },
        { key: 'supporters', count: 1, points: 2 },
      ],
    });
    // Taking a like back lowers the score at once.
    for (const fan of fans) await call('DELETE', `/api/booths/${third.id}/like`, fan);
    await settled();
    expect((await live()).items.map((item) => item.booth.id)).toEqual([first.id, second.id]);
  });

  it('closes the week once even when two processes try at the same time, with badges for the top three', async () => {
    expectError(await call('GET', '/api/booths/rankings/last-week'), 404, 'NOT_FOUND');
    const nextWeek = new Date(Date.now() + WEEK_MS);
    const [a, b] = await Promise.all([
      closeBoothWeeks(t.database.db, nextWeek),
      closeBoothWeeks(t.database.db, nextWeek),
    ]);
    expect([...a.closed, ...b.closed]).toEqual([boothWeekStart(new Date())]);
    expect((await closeBoothWeeks(t.database.db, nextWeek)).closed).toEqual([]);
    await settled();

    const last: TBoothRanking = (await call('GET', '/api/booths/rankings/last-week')).json();
    expect(last.closed).toBe(true);
    expect(last.items.map((item) => [item.rank, item.booth.id])).toEqual([
      [1, booths[0]!.id],
      [2, booths[1]!.id],
    ]);
    expect(
      (await call('GET', `/api/booths/rankings/weeks/${last.weekStart}?limit=1`)).json().items,
    ).toHaveLength(1);
    expect((await call('GET', '/api/booths/rankings/weeks')).json().items).toEqual([
      { weekStart: last.weekStart, closedAt: expect.any(String), booths: 2 },
    ]);
    expect((await call('GET', `/api/booths/${booths[0]!.id}/rankings`)).json()).toEqual({
      items: [{ weekStart: last.weekStart, rank: 1, score: expect.any(Number) }],
      best: 1,
    });
    expect(fieldsOf(await call('GET', '/api/booths/rankings/weeks/last-monday'))).toEqual(['week']);
    expectError(await call('GET', '/api/booths/rankings/weeks/2020-01-06'), 404, 'NOT_FOUND');

    const badge = await call('GET', `/api/booths/${booths[0]!.id}/badge.svg`);
    expect(badge.statusCode).toBe(200);
    expect(badge.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(badge.headers['cache-control']).toBe('public, max-age=3600');
    expect(badge.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(badge.body).toContain('#1 of the week');
    expect(badge.body).not.toContain('<script');
    // A draft has no badge and no places for anyone outside its team.
    const draft = (
      await call('POST', '/api/booths', makers[0], {
        name: 'Draft booth',
        intro: 'Not yet.',
        serviceCategory: '02',
        industry: '01',
      })
    ).json();
    expectError(await call('GET', `/api/booths/${draft.id}/badge.svg`), 404, 'NOT_FOUND');
    expectError(await call('GET', `/api/booths/${draft.id}/rankings`, fans[0]), 404, 'NOT_FOUND');
    expectError(await call('GET', '/api/booths/999999/badge.svg'), 404, 'NOT_FOUND');
    const plain = await call('GET', `/api/booths/${booths[2]!.id}/badge.svg`);
    expect(plain.body).toContain('Launched on');
  });

  it("shows next week's places against the week just closed (up, down, new)", async () => {
    // Next week, as the service will see it then: booth 1 (2nd last week) and booth 2 (unranked)
    // get likes, booth 0 (1st) one fewer; the likes are dated in that week.
    const nextWeek = new Date(Date.now() + WEEK_MS);
    const likes: Array<[TBooth, TestUser[]]> = [
      [booths[1]!, fans],
      [booths[2]!, fans.slice(0, 2)],
      [booths[0]!, fans.slice(0, 1)],
    ];
    for (const [booth, likers] of likes) {
      for (const fan of likers)
        await t.database.db.execute(
          sql`insert into booth_likes (booth_id, user_no, created_at) values (${booth.id}, ${fan.no}, ${nextWeek.toISOString()})
              on conflict (booth_id, user_no) do update set created_at = excluded.created_at`,
        );
      await recomputeBoothWeek(t.database.db, booth.id, nextWeek);
    }
    const ranking = await createBoothRankingService({ db: t.database.db, now: () => nextWeek }).live(10);
    expect(ranking.weekStart).toBe(boothWeekStart(nextWeek));
    expect(ranking.items.map((item) => [item.booth.id, item.rank, item.change])).toEqual([
      [booths[1]!.id, 1, { kind: 'up', by: 1 }],
      [booths[2]!.id, 2, { kind: 'new', by: 0 }],
      [booths[0]!.id, 3, { kind: 'down', by: 2 }],
    ]);
  });

  it('serves the ranking from memory until the database reports a change, made by any process', async () => {
    const before = await live();
    const [top] = before.items;
    expect(top).toBeDefined();
    // Both answers are in memory now (the list's first page too).
    expect((await call('GET', '/api/booths?sort=best')).statusCode).toBe(200);
    // Renamed past the app (as another process would): the notification empties the cache.
    await t.database.db.execute(
      sql`update booths set name = 'Renamed elsewhere' where id = ${top!.booth.id}`,
    );
    await t.database.settleNotifications();
    expect((await live()).items[0]?.booth.name).toBe('Renamed elsewhere');
    const last: TBoothRanking = (await call('GET', '/api/booths/rankings/last-week')).json();
    expect(last.items.find((item) => item.booth.id === top!.booth.id)?.booth.name).toBe('Renamed elsewhere');
    const best = (await call('GET', '/api/booths?sort=best')).json();
    expect(best.items.find((item: { id: number }) => item.id === top!.booth.id)?.name).toBe(
      'Renamed elsewhere',
    );
    // The owner's new nickname too.
    await t.database.db.execute(
      sql`update users set nickname = 'renamedowner' where no = ${top!.booth.owner.no}`,
    );
    await t.database.settleNotifications();
    expect((await live()).items[0]?.booth.owner.nickname).toBe('renamedowner');
    const listed = (await call('GET', '/api/booths?sort=best')).json();
    expect(listed.items.find((item: { id: number }) => item.id === top!.booth.id)?.owner.nickname).toBe(
      'renamedowner',
    );
  });
});
