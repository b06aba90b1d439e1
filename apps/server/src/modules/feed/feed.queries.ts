import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import { feedInbox, feedItems } from './feed.tables';

/**
 * The ids of a following timeline page: the newest `take` items below `before` in the reader's
 * inbox (written ahead, see `feed_inbox`), hidden ones left out. One backward range of the inbox's
 * primary key (user_no, item_id), so the cost is the page's, not the number of follows or the
 * size of the feed. Exported for the benchmark, which prints its plan. Each value may be a
 * placeholder, so the timeline can be a prepared statement.
 */
export function followingIdsQuery(
  viewerNo: number | Placeholder,
  before: number | Placeholder,
  take: number | Placeholder,
): SQL {
  return sql`
    select i.item_id as id from ${feedInbox} i join ${feedItems} f on f.id = i.item_id
     where i.user_no = ${viewerNo} and i.item_id < ${before} and f.hidden_at is null
     order by i.item_id desc limit ${take}`;
}
