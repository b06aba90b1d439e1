import { and, eq, isNull, type SQLWrapper, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { notBannedSql, users } from '../auth';
import { profiles } from './profiles.tables';

/**
 * The sitemap's rows of profiles (`id` is the person's number, `lastmod` the profile's update
 * time when it has one): only what `assertVisible` shows to a visitor who is not logged in, a
 * public profile (no profile row is public, the default) not hidden by an admin, of a person who
 * has not withdrawn and is not banned. Members-only and private profiles stay out.
 */
export function listedProfileRows(q: Queryable): SQLWrapper {
  return q
    .select({
      id: sql<number>`${users.no}`.as('id'),
      lastmod: sql<Date | null>`${profiles.updatedAt}`.as('lastmod'),
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userNo, users.no))
    .where(
      and(
        isNull(users.withdrawnAt),
        notBannedSql(),
        sql`coalesce(${profiles.visibility}, 'public') = 'public'`,
        isNull(profiles.hiddenAt),
      ),
    );
}
