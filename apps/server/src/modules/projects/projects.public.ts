import { DRAFT_STAGE } from '@sidecamp/domain';
import { and, desc, eq, isNotNull, ne, type SQLWrapper, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { projectFor } from './projects.access';
import { projectNews, projects } from './projects.tables';

/**
 * The sitemap's rows of projects (`id` is the project number, `lastmod` its update time): those
 * an anonymous visitor may open, the SQL of `canViewProject` for someone with no role: not a
 * draft, and published once (a draft closed unpublished stays out).
 */
export function listedProjectRows(q: Queryable): SQLWrapper {
  return q
    .select({
      id: sql<number>`${projects.no}`.as('id'),
      lastmod: sql<Date>`${projects.updatedAt}`.as('lastmod'),
    })
    .from(projects)
    .where(and(ne(projects.stage, DRAFT_STAGE), isNotNull(projects.publishedAt)));
}

export type PublicNews = { id: number; title: string; body: string; createdAt: Date };

/**
 * A project's news ("send news" to followers) as anyone may read it, newest first, with the
 * project's name; the project must be one an anonymous visitor may open (404 otherwise, as
 * projectFor answers).
 */
export async function publicProjectNews(
  q: Queryable,
  no: number,
  limit: number,
): Promise<{ project: { no: number; name: string; summary: string }; news: PublicNews[] }> {
  const { project } = await projectFor(q, no, undefined);
  const news = await q
    .select({
      id: projectNews.id,
      title: projectNews.title,
      body: projectNews.body,
      createdAt: projectNews.createdAt,
    })
    .from(projectNews)
    .where(eq(projectNews.projectNo, no))
    .orderBy(desc(projectNews.id))
    .limit(limit);
  return { project: { no: project.no, name: project.name, summary: project.summary }, news };
}
