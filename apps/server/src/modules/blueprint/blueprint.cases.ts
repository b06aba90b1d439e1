import type { TIdeaReport } from '@sidecamp/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { AppError } from '../../http/errors';
import { ideaAnalyses } from './blueprint.tables';

/** The case library: example analyses from the demo community, readable by everyone. */
export async function listCases(db: Queryable) {
  const rows = await db
    .select({
      id: ideaAnalyses.id,
      title: ideaAnalyses.title,
      provider: ideaAnalyses.provider,
      report: ideaAnalyses.report,
      createdAt: ideaAnalyses.createdAt,
    })
    .from(ideaAnalyses)
    .where(eq(ideaAnalyses.isCase, true))
    .orderBy(desc(ideaAnalyses.id))
    .limit(100);
  return {
    items: rows.map((row) => ({
      id: row.id,
      title: row.title,
      category: row.report.idea.category,
      summary: row.report.profile?.text ?? row.report.idea.text.slice(0, 160),
      provider: row.provider as TIdeaReport['meta']['provider'],
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

export async function caseById(db: Queryable, id: number) {
  const [row] = await db
    .select()
    .from(ideaAnalyses)
    .where(and(eq(ideaAnalyses.id, id), eq(ideaAnalyses.isCase, true)));
  if (!row)
    throw new AppError('NOT_FOUND', { message: 'The case library has no analysis with this number.' });
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    report: row.report,
    premium: null,
    creditsLeft: null,
  };
}
