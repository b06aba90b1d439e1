import { type SQL, sql } from 'drizzle-orm';
import { follows } from '../profiles/profiles.tables';
import { projectFollows } from '../projects/projects.tables';
import { feedItems } from './feed.tables';

/** Most people and projects a following timeline merges; beyond this the oldest follows are left out. */
export const FOLLOWING_FAN_IN_MAX = 1000;

/**
 * The ids of a following timeline page: the newest `take` items below `before` by the people and
 * about the projects `viewerNo` follows. Each follow contributes at most `take` ids read from its
 * own index (`feed_items_actor_idx`, `feed_items_project_idx`, both ending in `id desc nulls
 * last`, which the order by spells out so no sort is needed), so the
 * work grows with the number of follows, never with the size of the feed. Exported for the
 * benchmark, which prints its plan.
 */
export function followingIdsQuery(viewerNo: number, before: number, take: number): SQL {
  return sql`
    with people as (
      select followee_no as no from ${follows} where follower_no = ${viewerNo}
      order by created_at desc limit ${FOLLOWING_FAN_IN_MAX}
    ), followed_projects as (
      select project_no as no from ${projectFollows} where user_no = ${viewerNo}
      order by created_at desc limit ${FOLLOWING_FAN_IN_MAX}
    ), candidates as (
      select f.id from people cross join lateral (
        select id from ${feedItems}
         where actor_no = people.no and hidden_at is null and group_id is null and id < ${before}
         order by id desc nulls last limit ${take}) f
      union
      select f.id from followed_projects cross join lateral (
        select id from ${feedItems}
         where project_no = followed_projects.no and hidden_at is null and group_id is null and id < ${before}
         order by id desc nulls last limit ${take}) f
    )
    select id from candidates order by id desc nulls last limit ${take}`;
}
