import {
  analyseIdeaOffline,
  IDEA_ANALYSIS_AXES,
  type IdeaAnalysisAxis,
  PLAN_TYPES,
  type TIdeaAnalysis,
  type TIdeaAnalysisInput,
  type TIdeaReport,
} from '@sidecamp/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { AppError } from '../../http/errors';
import type { AuthUser } from '../auth';
import {
  assertIdempotencyKey,
  consumeAiCredit,
  idempotentReplay,
  planStatus,
  withIdempotency,
} from '../points';
import type { IdeaModelProvider } from './blueprint.openai';
import { ideaNeighbours } from './blueprint.retrieval';
import { ideaAnalyses } from './blueprint.tables';

export type BlueprintService = ReturnType<typeof createBlueprintService>;

/** The latest analyses whose axis scores the percentiles compare with. */
const PERCENTILE_SAMPLE = 500;

/**
 * Idea analysis (F13): run, keep and read back reports; each run spends one AI credit. With a
 * `model` (AI_PROVIDER=openai-compatible) the model writes the report over the offline one.
 */
export function createBlueprintService(deps: {
  db: Database;
  now: () => Date;
  model?: IdeaModelProvider | undefined;
}) {
  const { db, now, model } = deps;

  /** Each axis's scores in the platform's latest other analyses (not this person's own). */
  async function otherScores(userNo: number): Promise<Partial<Record<IdeaAnalysisAxis, number[]>>> {
    const rows = await db
      .select({ axes: sql<TIdeaReport['axes']>`${ideaAnalyses.report} -> 'axes'` })
      .from(ideaAnalyses)
      .where(sql`${ideaAnalyses.userNo} <> ${userNo}`)
      .orderBy(desc(ideaAnalyses.id))
      .limit(PERCENTILE_SAMPLE);
    const scores: Partial<Record<IdeaAnalysisAxis, number[]>> = {};
    for (const axis of IDEA_ANALYSIS_AXES.codes) {
      scores[axis] = rows.flatMap((row) =>
        row.axes.filter((entry) => entry.axis === axis).map((entry) => entry.score),
      );
    }
    return scores;
  }

  return {
    /**
     * Analyses an idea and keeps the report. The credit is spent in the same transaction that
     * stores the report, so a failed analysis costs nothing; the Idempotency-Key makes a retry (or
     * a second tab sending the same request) replay the first answer instead of spending again.
     * Refused before any work when the plan's credits for the period are used up.
     *
     * With a model configured, a model that fails (time-out, HTTP error, unusable answer) gives the
     * offline report with meta.failure saying why; that report is kept but costs no credit, since
     * the AI the credit pays for was not used.
     */
    async analyse(
      user: AuthUser,
      input: TIdeaAnalysisInput,
      idempotencyKey: string | undefined,
    ): Promise<TIdeaAnalysis> {
      assertIdempotencyKey(idempotencyKey);
      const idempotency = {
        userNo: user.no,
        key: idempotencyKey,
        scope: 'blueprint.analysis',
        request: input,
      };
      // A retry of a finished request replays its answer without running the analysis (or the model) again.
      const earlier = await idempotentReplay<TIdeaAnalysis>(db, idempotency);
      if (earlier) return earlier.result;
      const plan = await planStatus(db, user.no, now());
      if (plan.creditsLeft === 0) {
        throw new AppError('AI_CREDITS_EXHAUSTED', {
          message: `You have used all ${plan.creditsTotal} AI credits of your ${PLAN_TYPES.label(plan.planType)} plan; they renew on ${plan.periodEnd.slice(0, 10)}.`,
        });
      }
      const whole = `${input.title}. ${input.text}`;
      const neighbours = await ideaNeighbours(db, whole);
      const offline = analyseIdeaOffline({ ...input, neighbours, otherScores: await otherScores(user.no) });
      const report = model ? await model.write(input, offline, neighbours) : offline;
      const charged = report.meta.failure === null;
      const { result } = await withIdempotency(db, idempotency, async (tx) => {
        const [row] = await tx
          .insert(ideaAnalyses)
          .values({ userNo: user.no, title: report.idea.title, provider: report.meta.provider, report })
          .returning({ id: ideaAnalyses.id, createdAt: ideaAnalyses.createdAt });
        if (!row) throw new Error('the analysis was not stored');
        const spent = charged
          ? await consumeAiCredit(tx, {
              userNo: user.no,
              purpose: 'analysis',
              reference: String(row.id),
              now: now(),
            })
          : await planStatus(tx, user.no, now());
        return {
          id: row.id,
          createdAt: row.createdAt.toISOString(),
          report,
          premium: null,
          creditsLeft: spent.creditsLeft,
        };
      });
      return result;
    },

    async list(user: AuthUser) {
      const rows = await db
        .select({
          id: ideaAnalyses.id,
          title: ideaAnalyses.title,
          provider: ideaAnalyses.provider,
          createdAt: ideaAnalyses.createdAt,
        })
        .from(ideaAnalyses)
        .where(eq(ideaAnalyses.userNo, user.no))
        .orderBy(desc(ideaAnalyses.id))
        .limit(100);
      return {
        items: rows.map((row) => ({
          ...row,
          provider: row.provider as TIdeaReport['meta']['provider'],
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },

    /** One analysis, for its owner only (another person's is a 404, as if it did not exist). */
    async get(user: AuthUser, id: number): Promise<TIdeaAnalysis> {
      const [row] = await db
        .select()
        .from(ideaAnalyses)
        .where(and(eq(ideaAnalyses.id, id), eq(ideaAnalyses.userNo, user.no)));
      if (!row) throw new AppError('NOT_FOUND', { message: 'No analysis of yours has this number.' });
      const plan = await planStatus(db, user.no, now());
      return {
        id: row.id,
        createdAt: row.createdAt.toISOString(),
        report: row.report,
        premium: row.premium,
        creditsLeft: plan.creditsLeft,
      };
    },
  };
}
