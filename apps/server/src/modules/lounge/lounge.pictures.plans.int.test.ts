import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, rowsOf } from '../../db/client';
import { createTestDatabase } from '../../test/testDatabase';
import { pictureShownQuery } from './lounge.pictures';

/**
 * Who may fetch a feed picture is asked on every picture a page shows, so each of its look-ups
 * goes through an index: EXPLAIN (the real planner, nothing disabled) over enough posts, magazines
 * and notes that a sequential scan would be the planner's choice if an index did not fit.
 */
const ROWS = 4000;

let database: DatabaseHandle;
let shownId: string;
beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  await db.execute(
    sql`insert into users (email, nickname) select 'pic' || g || '@example.com', 'pic' || g from generate_series(1, 20) g`,
  );
  await db.execute(sql`
    insert into posts (author_no, category, post_type, title, image_ids, published_at)
    select (select min(no) from users) + g % 20, '04', '01', 'post ' || g,
      array[gen_random_uuid(), gen_random_uuid()], now()
    from generate_series(1, ${ROWS}) g`);
  await db.execute(sql`
    insert into magazines (author_no, scope, title, body, body_text, cover_image_id)
    select (select min(no) from users) + g % 20, 'S001', 'magazine ' || g, 'body', 'body',
      case when g % 2 = 0 then gen_random_uuid() end
    from generate_series(1, ${ROWS}) g`);
  await db.execute(sql`
    insert into notes (author_no, body, image_id)
    select (select min(no) from users) + g % 20, 'note ' || g, case when g % 2 = 0 then gen_random_uuid() end
    from generate_series(1, ${ROWS}) g`);
  await db.execute(sql`analyze posts`);
  await db.execute(sql`analyze magazines`);
  await db.execute(sql`analyze notes`);
  const [row] = rowsOf<{ id: string }>(await db.execute(sql`select image_ids[1] as id from posts limit 1`));
  shownId = row!.id;
}, 120_000);
afterAll(() => database.close());

async function planFor(reader: Parameters<typeof pictureShownQuery>[2]): Promise<string> {
  const plan = rowsOf<{ 'QUERY PLAN': string }>(
    await database.db.execute(sql`explain ${pictureShownQuery(database.db, shownId, reader)}`),
  );
  return plan.map((row) => row['QUERY PLAN']).join('\n');
}

describe(`who may fetch a feed picture, over ${ROWS.toLocaleString('en')} posts, magazines and notes`, () => {
  it.each([
    ['a visitor', null],
    ['a member', { no: 1, admin: false }],
    ['an admin', { no: 1, admin: true }],
  ] as const)('asks the indexes, for %s', async (_who, reader) => {
    const plan = await planFor(reader);
    expect(plan).toContain('posts_image_ids_idx');
    expect(plan).toContain('magazines_cover_idx');
    expect(plan).toContain('notes_image_idx');
    expect(plan).not.toMatch(/Seq Scan on (posts|magazines|notes)\b/);
    const [answer] = rowsOf<{ shown: boolean }>(
      await database.db.execute(pictureShownQuery(database.db, shownId, reader)),
    );
    expect(answer?.shown).toBe(true);
  });
});
