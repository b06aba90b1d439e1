import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type TestUser } from '../../test/factories';
import { createTestApp, RELAXED_RATE_LIMITS, type TestApp } from '../../test/testApp';
import { follows, userReviews } from './profiles.tables';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(RELAXED_RATE_LIMITS);
});
afterAll(() => t.close());

// Two instants in one millisecond: a cursor cut to milliseconds falls before both and skips them.
const EARLIER = '2026-03-04 05:06:07.123456+00';
const LATER = '2026-03-04 05:06:07.123789+00';

const people = async (count: number): Promise<TestUser[]> => {
  const made: TestUser[] = [];
  for (let index = 0; index < count; index += 1) made.push(await registerUser(t.app));
  return made;
};

/** Every item of a list, following `nextCursor` with `limit`; fails on a page that repeats itself. */
async function pageThrough<Item>(url: string, limit: number): Promise<Item[]> {
  const items: Item[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 20; pages += 1) {
    const res = await t.app.inject({
      method: 'GET',
      url: `${url}?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as { items: Item[]; nextCursor: string | null };
    expect(page.items.length).toBeLessThanOrEqual(limit);
    items.push(...page.items);
    cursor = page.nextCursor;
    if (cursor === null) return items;
  }
  throw new Error(`${url} did not end`);
}

/** Newest first, then the larger user number first: the lists' order. */
const expectedOrder = (rows: Array<{ no: number; at: string }>) =>
  [...rows].sort((a, b) => (a.at === b.at ? b.no - a.no : a.at < b.at ? 1 : -1)).map((row) => row.no);

describe('profile list cursors keep microseconds', () => {
  it('pages through followers and following written in the same instant, none skipped or repeated', async () => {
    const [star, ...fans] = await people(6);
    if (!star) throw new Error('no star');
    for (const fan of fans) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/profiles/${star.no}/follow`,
        headers: { cookie: fan.cookie },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    // Three follows in one instant, two in another of the same millisecond.
    const times = fans.map((fan, index) => ({ no: fan.no, at: index < 3 ? EARLIER : LATER }));
    for (const { no, at } of times)
      await t.database.db
        .update(follows)
        .set({ createdAt: sql`${at}::timestamptz` })
        .where(and(eq(follows.followerNo, no), eq(follows.followeeNo, star.no)));

    const seen = await pageThrough<{ no: number }>(`/api/profiles/${star.no}/followers`, 2);
    expect(seen.map((person) => person.no)).toEqual(expectedOrder(times));

    // The other direction: one fan follows several people in the same instant.
    const [fan] = fans;
    if (!fan) throw new Error('no fan');
    const idols = await people(4);
    for (const idol of idols) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/profiles/${idol.no}/follow`,
        headers: { cookie: fan.cookie },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    await t.database.db
      .update(follows)
      .set({ createdAt: sql`${EARLIER}::timestamptz` })
      .where(eq(follows.followerNo, fan.no));
    const followed = await pageThrough<{ no: number }>(`/api/profiles/${fan.no}/following`, 2);
    expect(followed.map((person) => person.no)).toEqual(
      [star, ...idols].map((person) => person.no).sort((a, b) => b - a),
    );
  });

  it('pages through reviews updated in the same instant, none skipped or repeated', async () => {
    const [person, ...reviewers] = await people(6);
    if (!person) throw new Error('no person');
    const times = reviewers.map((reviewer, index) => ({
      no: reviewer.no,
      at: index % 2 === 0 ? EARLIER : LATER,
    }));
    // Written straight to the table: who may review whom is the reviews tests' business.
    await t.database.db.insert(userReviews).values(
      times.map(({ no, at }) => ({
        reviewerNo: no,
        revieweeNo: person.no,
        rating: 4,
        body: `Reliable teammate ${no}.`,
        createdAt: sql`${at}::timestamptz`,
        updatedAt: sql`${at}::timestamptz`,
      })),
    );
    const [stored] = await t.database.db
      .select({ n: sql<number>`count(distinct ${userReviews.updatedAt})::int` })
      .from(userReviews)
      .where(inArray(userReviews.revieweeNo, [person.no]));
    expect(stored?.n).toBe(2);

    const seen = await pageThrough<{ reviewer: { no: number } }>(`/api/profiles/${person.no}/reviews`, 2);
    expect(seen.map((review) => review.reviewer.no)).toEqual(expectedOrder(times));
  });
});
