import type { PostCategoryCode } from '@sidecamp/domain';
import { and, desc, eq, isNull, type SQLWrapper, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { notBannedSql, users } from '../auth';
import { posts } from './lounge.tables';

/** What is published outside groups and shown to all (the lounge's own lists and search use it). */
export const publicPost = and(eq(posts.isDraft, false), isNull(posts.hiddenAt), isNull(posts.groupId));

/**
 * Posts offered to search engines and feed readers: public posts whose author is still here, not
 * withdrawn and not banned. Stricter than the post page (which still shows such a post, its author
 * anonymised), so nothing of a person who left or was banned is syndicated.
 */
const syndicatedPost = and(publicPost, isNull(users.withdrawnAt), notBannedSql());

/** The sitemap's rows of posts: `id` and `lastmod` (the post's update time), one per listed post. */
export function listedPostRows(q: Queryable): SQLWrapper {
  return q
    .select({ id: sql<number>`${posts.id}`.as('id'), lastmod: sql<Date>`${posts.updatedAt}`.as('lastmod') })
    .from(posts)
    .innerJoin(users, eq(users.no, posts.authorNo))
    .where(syndicatedPost);
}

export type SyndicatedPost = {
  id: number;
  category: string;
  title: string;
  bodyText: string;
  authorNickname: string;
  publishedAt: Date;
  updatedAt: Date;
};

/** The newest syndicated posts, all or of one category, for the lounge's feeds. */
export async function latestSyndicatedPosts(
  q: Queryable,
  options: { category?: PostCategoryCode | undefined; limit: number },
): Promise<SyndicatedPost[]> {
  const rows = await q
    .select({
      id: posts.id,
      category: posts.category,
      title: posts.title,
      bodyText: posts.bodyText,
      authorNickname: users.nickname,
      publishedAt: posts.publishedAt,
      updatedAt: posts.updatedAt,
    })
    .from(posts)
    .innerJoin(users, eq(users.no, posts.authorNo))
    .where(
      and(syndicatedPost, options.category === undefined ? undefined : eq(posts.category, options.category)),
    )
    .orderBy(desc(posts.publishedAt), desc(posts.id))
    .limit(options.limit);
  return rows.map((row) => ({ ...row, publishedAt: row.publishedAt ?? row.updatedAt }));
}
