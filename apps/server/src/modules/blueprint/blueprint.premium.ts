import {
  PREMIUM_ANALYSIS,
  type PremiumCompetitorText,
  premiumComparison,
  type TCompetitor,
  type TIdeaPremium,
} from '@sidecamp/domain';
import { and, eq, sql } from 'drizzle-orm';
import { type Database, type Queryable, rowsOf } from '../../db/client';
import { AppError } from '../../http/errors';
import type { AuthUser } from '../auth';
import { assertIdempotencyKey, withIdempotency, writeEntry } from '../points';
import { ideaAnalyses } from './blueprint.tables';

/**
 * The competitors' current text on the platform, in the report's order. A project or booth that
 * has since been deleted or unpublished is left out rather than scored from a stale copy.
 */
async function competitorTexts(db: Queryable, competitors: readonly TCompetitor[]) {
  const ids = (kind: 'project' | 'booth') => competitors.filter((c) => c.kind === kind).map((c) => c.id);
  const projectIds = ids('project');
  const boothIds = ids('booth');
  const found = new Map<string, string>();
  if (projectIds.length > 0) {
    const result = await db.execute(sql`
      select no as id, concat_ws(' ', name, summary, description) as body from projects
       where no in ${sql.raw(`(${projectIds.map(Number).join(',')})`)}
         and stage <> '99' and published_at is not null`);
    for (const row of rowsOf<{ id: number | string; body: string }>(result))
      found.set(`project:${Number(row.id)}`, row.body);
  }
  if (boothIds.length > 0) {
    const result = await db.execute(sql`
      select id, concat_ws(' ', name, tagline, intro, description) as body from booths
       where id in ${sql.raw(`(${boothIds.map(Number).join(',')})`)} and state = 'published'`);
    for (const row of rowsOf<{ id: number | string; body: string }>(result))
      found.set(`booth:${Number(row.id)}`, row.body);
  }
  return competitors.flatMap((competitor): PremiumCompetitorText[] => {
    const text = found.get(`${competitor.kind}:${competitor.id}`);
    return text === undefined
      ? []
      : [{ kind: competitor.kind, id: competitor.id, name: competitor.name, path: competitor.path, text }];
  });
}

export type PremiumService = ReturnType<typeof createPremiumService>;

/**
 * Premium analysis (F13.4, the wallet's "premium analysis"): the owner unlocks an analysis's
 * premium sections once for PREMIUM_ANALYSIS.points points (D24). Unlocking twice, or two tabs at
 * once, charges once: the analysis row is locked while it is charged and filled.
 */
export function createPremiumService(deps: { db: Database; now: () => Date }) {
  const { db, now } = deps;
  return {
    async unlock(user: AuthUser, id: number, idempotencyKey: string | undefined): Promise<TIdeaPremium> {
      assertIdempotencyKey(idempotencyKey);
      const [row] = await db
        .select({ report: ideaAnalyses.report, premium: ideaAnalyses.premium })
        .from(ideaAnalyses)
        .where(and(eq(ideaAnalyses.id, id), eq(ideaAnalyses.userNo, user.no)));
      if (!row) throw new AppError('NOT_FOUND', { message: 'No analysis of yours has this number.' });
      if (row.premium) return row.premium;
      const competitors = await competitorTexts(db, row.report.competitors);
      if (competitors.length === 0)
        throw new AppError('CONFLICT', {
          message:
            'This analysis found no similar project or booth to compare with, so there is nothing to unlock. Nothing was charged.',
        });
      const premium = premiumComparison(row.report, competitors, {
        at: now(),
        pointsSpent: PREMIUM_ANALYSIS.points,
      });
      const { result } = await withIdempotency(
        db,
        { userNo: user.no, key: idempotencyKey, scope: 'blueprint.premium', request: { analysisId: id } },
        async (tx) => {
          const [locked] = await tx
            .select({ premium: ideaAnalyses.premium })
            .from(ideaAnalyses)
            .where(eq(ideaAnalyses.id, id))
            .for('update');
          if (locked?.premium) return locked.premium;
          await writeEntry(tx, {
            userNo: user.no,
            code: PREMIUM_ANALYSIS.code,
            label: PREMIUM_ANALYSIS.label,
            points: PREMIUM_ANALYSIS.points,
            cause: { type: 'premium_analysis', id },
            idempotencyKey,
          });
          await tx.update(ideaAnalyses).set({ premium }).where(eq(ideaAnalyses.id, id));
          return premium;
        },
      );
      return result;
    },
  };
}
