import { sql } from 'drizzle-orm';
import { type DatabaseHandle, rowsOf } from '../../apps/server/src/db/client';
import { type BenchDatabase, type FilledServer, startFilledSidecamp } from './databases';

/**
 * Issue 17's size on PostgreSQL: 100,000 published booths with 10,000,000 like, support and review
 * rows (7M likes, 2M gifts, 1M reviews), this week's live ranking kept for every booth and last
 * week closed.
 */
export const BOOTHS_POSTGRES = Number(process.env.BENCH_BOOTHS ?? 100_000);
export const BOOTH_ROWS_POSTGRES = Number(process.env.BENCH_BOOTH_ROWS ?? 10_000_000);
const SHARE = { likes: 0.7, supports: 0.2, reviews: 0.1 };

async function fill(database: DatabaseHandle, booths: number, rows: number): Promise<string> {
  const db = database.db;
  const likes = Math.floor(rows * SHARE.likes);
  const supports = Math.floor(rows * SHARE.supports);
  const reviews = Math.floor(rows * SHARE.reviews);
  // Likes and reviews are unique per person and booth: each of these people likes (or reviews) every booth.
  const likers = Math.ceil(likes / booths);
  const reviewers = Math.ceil(reviews / booths);
  const people = Math.max(1000, likers + reviewers);
  await db.execute(sql`
    insert into users (email, nickname, main_job, main_job_d)
    select 'booth' || g || '@bench.example', 'boothmaker' || g, '04', '0403' from generate_series(1, ${people}) g`);
  const [first] = rowsOf<{ no: number }>(await db.execute(sql`select min(no)::int as no from users`));
  const base = first?.no ?? 1;
  await db.execute(sql`
    insert into booths (owner_no, name, tagline, intro, service_category, industry, state, published_at, created_at)
    select ${base} + (g % ${people}), 'Booth ' || g, 'A synthetic booth', 'Synthetic booth number ' || g || ' for the ranking benchmark.',
      lpad(((g % 23) + 1)::text, 2, '0'), lpad(((g % 19) + 1)::text, 2, '0'), 'published',
      now() - (g % 60) * interval '1 day', now() - (g % 60) * interval '1 day'
    from generate_series(1, ${booths}) g`);
  const [firstBooth] = rowsOf<{ id: number }>(await db.execute(sql`select min(id)::int as id from booths`));
  const b0 = firstBooth?.id ?? 1;
  await db.execute(sql`
    insert into booth_members (booth_id, user_no, role) select id, owner_no, 'owner' from booths`);
  await db.execute(sql`
    insert into booth_likes (booth_id, user_no, created_at)
    select ${b0} + (g % ${booths}), ${base} + (g / ${booths}), now() - (g % 168) * interval '1 hour'
    from generate_series(0, ${likes - 1}) g`);
  await db.execute(sql`
    insert into booth_supports (booth_id, user_no, points, created_at)
    select ${b0} + (g % ${booths}), ${base} + ((g * 7) % ${people}), 1 + (g % 5), now() - (g % 168) * interval '1 hour'
    from generate_series(0, ${supports - 1}) g`);
  await db.execute(sql`
    insert into booth_reviews (booth_id, user_no, rating, view_points, body, created_at)
    select ${b0} + (g % ${booths}), ${base + likers} + (g / ${booths}), 1 + (g % 5),
      '{"usefulness":4,"design":4,"ease":3,"originality":5,"completeness":4}'::jsonb, 'Review ' || g,
      now() - (g % 168) * interval '1 hour'
    from generate_series(0, ${reviews - 1}) g`);
  await db.execute(sql`
    update booths set like_count = ${likers}, review_count = ${reviewers}, rating_sum = ${reviewers * 3},
      support_points = ${Math.round((supports / booths) * 3)}, supporter_count = ${Math.round(supports / booths)}`);
  // This week's live ranking, as the listener keeps it: one row per booth with its score. The
  // scores are spread by a fixed permutation of the ids so the order is not the insertion order.
  await db.execute(sql`
    insert into booth_week_activity (week_start, booth_id, likes, support_points, supporters, reviews, rating_sum, follows, score, parts)
    select date_trunc('week', now() at time zone 'utc')::date, id, ${likers}, 30, 10, ${reviewers}, ${reviewers * 3}, 0,
      ((id::bigint * 7919) % ${booths}) / 10.0, '[{"key":"likes","count":70,"points":210}]'::jsonb
    from booths`);
  // Last week, closed: every booth ranked.
  await db.execute(sql`
    insert into booth_ranking_weeks (week_start, booths)
    values ((date_trunc('week', now() at time zone 'utc') - interval '7 days')::date, ${booths})`);
  await db.execute(sql`
    insert into booth_rankings (week_start, booth_id, rank, score, parts)
    select (date_trunc('week', now() at time zone 'utc') - interval '7 days')::date, id,
      row_number() over (order by (id::bigint * 104729) % ${booths}), ((id::bigint * 104729) % ${booths}) / 10.0, '[]'::jsonb
    from booths`);
  await db.execute(sql`vacuum analyze`);
  return `${booths.toLocaleString('en')} booths, ${(likes + supports + reviews).toLocaleString('en')} like, support and review rows`;
}

/**
 * On PostgreSQL, prints the plan of the live ranking's query (an index range over this week's
 * rows, never a scan of the booths) and fails if it is not that.
 */
export async function boothRankingPlan({
  server,
}: {
  server?: FilledServer;
}): Promise<Record<string, string>> {
  if (!server) return {};
  const database = await server.openBeside();
  try {
    const plan = rowsOf<{ 'QUERY PLAN': string }>(
      await database.db.execute(sql`
        explain (analyze, buffers)
        select booth_id, score, parts from booth_week_activity
        where week_start = date_trunc('week', now() at time zone 'utc')::date and score > 0
        order by score desc nulls last, booth_id asc limit 20`),
    ).map((row) => row['QUERY PLAN']);
    console.log('  plan of the live ranking (top 20 of this week):');
    for (const line of plan) console.log(`    ${line}`);
    if (!plan.some((line) => line.includes('booth_week_activity_rank_idx')))
      throw new Error("the live ranking does not read the week's ranking index");
  } finally {
    await database.close();
  }
  return {};
}

/** A Sidecamp of its own for the booth ranking scenarios, on a fresh store of `database`. */
export function startBoothSidecamp(
  port: number,
  database: BenchDatabase,
  env: Record<string, string> = {},
): Promise<FilledServer> {
  const booths = BOOTHS_POSTGRES;
  const rows = BOOTH_ROWS_POSTGRES;
  return startFilledSidecamp({
    database,
    tag: 'booths',
    port,
    env,
    fill: (handle) => fill(handle, booths, rows),
  });
}

/** The same, with the ranking's cache off: every request reads PostgreSQL (what a change costs). */
export const startBoothSidecampUncached = (port: number, database: BenchDatabase) =>
  startBoothSidecamp(port, database, { HUB_CACHE_SECONDS: '0' });
