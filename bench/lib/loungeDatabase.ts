import { sql } from 'drizzle-orm';
import { type DatabaseHandle, rowsOf } from '../../apps/server/src/db/client';
import { followingPagePlan } from '../../apps/server/src/modules/feed/feed.queries';
import { type BenchDatabase, type FilledServer, startFilledSidecamp } from './databases';

/** The size. */
export const FEED_ITEMS_POSTGRES = Number(process.env.BENCH_FEED_ITEMS ?? 1_000_000);
/** Authors of the synthetic feed; the reader follows FOLLOWED_PEOPLE of them. */
export const FEED_AUTHORS = 10_000;
export const FOLLOWED_PEOPLE = 200;

/**
 * Fills the feed with generate_series in SQL (a million rows in seconds, not row by row): items by
 * FEED_AUTHORS people, each a plain post preview, newest last, so every person has about
 * count / FEED_AUTHORS items spread over the whole history.
 */
async function fill(database: DatabaseHandle, count: number): Promise<string> {
  await database.db.execute(sql`
    insert into users (email, nickname, main_job, main_job_d)
    select 'feed' || g || '@bench.example', 'author' || g, '04', '0403'
      from generate_series(1, ${FEED_AUTHORS}) g`);
  // A fresh database numbers its users from 1, so the authors are 1..FEED_AUTHORS.
  await database.db.execute(sql`
    insert into feed_items (write_type, actor_no, category, feed_title, feed_detail, user_nickname, source_key, created_at)
    select case when g % 3 = 0 then '03' else '01' end,
           1 + g % ${FEED_AUTHORS},
           (array['01','02','03','04','05','06','07','08','09','21','22','23','24'])[1 + g % 13],
           case when g % 3 = 0 then 'Log entry ' || g end,
           'Day ' || g || ': what we shipped, what broke and what we learned while building in public.',
           'author' || (1 + g % ${FEED_AUTHORS}),
           'bench:' || g,
           now() - ((${count} - g) * interval '1 second')
      from generate_series(1, ${count}) g`);
  // Vacuum sets the visibility map (what autovacuum does in production), so index-only scans skip the heap.
  await database.db.execute(sql`vacuum analyze feed_items`);
  await database.db.execute(sql`analyze`);
  return `${count.toLocaleString('en')} feed items`;
}

/**
 * The reader: registered through the API (a real session), following FOLLOWED_PEOPLE authors
 * through the API too (each follow brings the person's latest items into the reader's inbox). On
 * PostgreSQL the plan of the timeline query is printed, to show it reads one range of the inbox.
 */
export async function followingReader({
  baseUrl,
  server,
}: {
  baseUrl: string;
  server?: FilledServer;
}): Promise<Record<string, string>> {
  const suffix = Date.now() % 1_000_000;
  const registered = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `reader${suffix}@example.com`,
      password: 'bench password 123',
      nickname: `reader${suffix}`,
      mainJobDetail: '0403',
      occupationStatus: '01',
      visitPurpose: '05',
    }),
  });
  if (registered.status !== 201) throw new Error(`reader registration failed: ${registered.status}`);
  const cookie = registered.headers.getSetCookie()[0]?.split(';')[0];
  if (!cookie) throw new Error('reader registration set no cookie');
  const readerNo = ((await registered.json()) as { user: { no: number } }).user.no;
  // Every 50th author, so the followed people's items are spread through the whole feed.
  for (let index = 0; index < FOLLOWED_PEOPLE; index += 1) {
    const followed = await fetch(`${baseUrl}/api/profiles/${1 + index * 50}/follow`, {
      method: 'POST',
      headers: { cookie },
    });
    if (followed.status !== 200)
      throw new Error(`follow failed: ${followed.status} ${await followed.text()}`);
  }
  if (server) {
    const database = await server.openBeside();
    try {
      // The follows bring each person's latest items into the reader's inbox through the event
      // dispatcher; measure once it has delivered them all.
      for (let waited = 0; ; waited += 250) {
        const [pending] = rowsOf<{ n: number }>(
          await database.db.execute(sql`select count(*)::int as n from domain_events where done_at is null`),
        );
        if ((pending?.n ?? 0) === 0) break;
        if (waited > 120_000) throw new Error('the follows were not delivered within two minutes');
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      const [inbox] = rowsOf<{ n: number }>(
        await database.db.execute(sql`select count(*)::int as n from feed_inbox where user_no = ${readerNo}`),
      );
      console.log(`  (the reader's timeline holds ${inbox?.n ?? 0} items)`);
      // Fresh statistics and visibility map, as autovacuum would leave them after such a burst of writes.
      await database.db.execute(sql`vacuum analyze feed_inbox`);
      const plan = await followingPagePlan(database.db, readerNo, { analyze: true });
      console.log(`  plan of the following timeline (${FOLLOWED_PEOPLE} follows, feed_following_page):`);
      for (const line of plan) console.log(`    ${line}`);
      if (!plan.some((line) => line.includes('feed_inbox_user_no_item_id_pk')))
        throw new Error("the following timeline does not read the inbox's primary key");
    } finally {
      await database.close();
    }
  } else {
    // No handle on the server's database (a server started elsewhere): wait for the timeline through the API.
    for (let waited = 0; ; waited += 500) {
      const page = await fetch(`${baseUrl}/api/lounge/feed/following?limit=50`, { headers: { cookie } });
      if (page.status === 200 && ((await page.json()) as { items: unknown[] }).items.length === 50) break;
      if (waited > 120_000) throw new Error('the reader timeline did not fill within two minutes');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  const first = await fetch(`${baseUrl}/api/lounge/feed/following?limit=20`, { headers: { cookie } });
  const page = (await first.json()) as { items: unknown[] };
  if (first.status !== 200 || page.items.length !== 20)
    throw new Error(`timeline check failed: ${first.status}`);
  return { cookie };
}

/** A Sidecamp of its own for the lounge timeline scenario, on a fresh store of `database`. */
export function startLoungeSidecamp(port: number, database: BenchDatabase): Promise<FilledServer> {
  return startFilledSidecamp({
    database,
    tag: 'feed',
    port,
    fill: (handle) => fill(handle, FEED_ITEMS_POSTGRES),
  });
}
