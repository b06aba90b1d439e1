import { sql } from 'drizzle-orm';
import { type Queryable, rowsOf } from '../../db/client';

/**
 * A following timeline page: the newest `take` visible items below `before` in the reader's inbox
 * (written ahead, see `feed_inbox`), with their authors, their posts' counts and the reader's
 * likes. One backward range of the inbox's primary key (user_no, item_id), so the cost is the
 * page's, not the number of follows or the size of the feed. The query lives in the database
 * function `feed_following_page` (migration 0019), which keeps its plan per connection.
 */
export function followingPageQuery(viewerNo: number, before: number, take: number) {
  return sql`select * from feed_following_page(${viewerNo}, ${before}, ${take})`;
}

/** A row of feed_following_page, as the drivers return it (bigint ids as text on node-postgres). */
export type FollowingPageRow = {
  id: number | string;
  write_type: string;
  auto_code: string | null;
  actor_no: number | null;
  project_no: number | null;
  group_id: number | null;
  post_id: number | null;
  category: string | null;
  target_type: string | null;
  target_id: number | null;
  feed_title: string | null;
  feed_detail: string;
  user_nickname: string | null;
  reference_detail: string | null;
  project_name: string | null;
  service_name: string | null;
  service_introduction: string | null;
  created_at: Date | string;
  actor_nickname: string | null;
  actor_img: string | null;
  actor_main_job: string | null;
  actor_main_job_d: string | null;
  post_type: string | null;
  post_like_count: number | null;
  post_reply_count: number | null;
  post_vote_count: number | null;
  post_image_count: number | null;
  liked_by_me: boolean;
};

/**
 * The plan `feed_following_page` runs: its statement, read from the catalogue, prepared and
 * explained with the generic plan its SET clause asks for. For the benchmark and the plan test.
 */
export async function followingPagePlan(
  db: Queryable,
  viewerNo: number,
  options: { analyze?: boolean; disableSeqScan?: boolean } = {},
): Promise<string[]> {
  const [fn] = rowsOf<{ prosrc: string }>(
    await db.execute(sql`select prosrc from pg_proc where proname = 'feed_following_page'`),
  );
  const statement = /RETURN QUERY([\s\S]*?);\s*END/i.exec(fn?.prosrc ?? '')?.[1];
  if (!statement) throw new Error('feed_following_page is missing or has another shape');
  const body = statement
    .replaceAll(/\bviewer_no\b/g, '$1')
    .replaceAll(/\bbefore_id\b/g, '$2')
    .replaceAll(/\btake\b/g, '$3');
  const explain = options.analyze ? 'explain (analyze, buffers, costs off)' : 'explain (costs off)';
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
    if (options.disableSeqScan) await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql.raw(`prepare feed_following_plan(integer, bigint, integer) as ${body}`));
    const plan = rowsOf<{ 'QUERY PLAN': string }>(
      await tx.execute(
        sql.raw(
          `${explain} execute feed_following_plan(${Math.trunc(viewerNo)}, ${Number.MAX_SAFE_INTEGER}, 21)`,
        ),
      ),
    ).map((row) => row['QUERY PLAN']);
    await tx.execute(sql`deallocate feed_following_plan`);
    return plan;
  });
}
