import { DRAFT_STAGE, PROJECT_BOOST, type TBoostResult } from '@sidecamp/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { AppError } from '../../http/errors';
import type { AuthUser } from '../auth';
import { assertIdempotencyKey, withIdempotency, writeEntry } from '../points';
import { managedProject } from './projects.access';
import { projectBoosts } from './projects.tables';

export type BoostService = ReturnType<typeof createBoostService>;

/** Buying a project's boost (priority exposure, F4.7) with points; the hub reads who is boosted. */
export function createBoostService(deps: { db: Database }) {
  const { db } = deps;

  return {
    /**
     * Boost (priority exposure for one week), paid in points (PROJECT_BOOST). The Idempotency-Key
     * makes a retried request replay its first answer instead of charging twice; a boost bought
     * while one runs extends it by a week. Refused with INSUFFICIENT_POINTS when the balance is short.
     */
    async boost(user: AuthUser, no: number, idempotencyKey: string | undefined): Promise<TBoostResult> {
      const { project } = await managedProject(db, no, user);
      if (project.stage === DRAFT_STAGE)
        throw new AppError('CONFLICT', { message: 'Publish the project before boosting it.' });
      if (project.stage === '00')
        throw new AppError('CONFLICT', { message: 'A closed project cannot be boosted.' });
      assertIdempotencyKey(idempotencyKey);
      const { result } = await withIdempotency(
        db,
        { userNo: user.no, key: idempotencyKey, scope: 'project.boost', request: { projectNo: no } },
        async (tx) => {
          const spent = await writeEntry(tx, {
            userNo: user.no,
            code: PROJECT_BOOST.code,
            label: PROJECT_BOOST.label,
            points: PROJECT_BOOST.points,
            cause: { type: 'boost', id: `${no}:${idempotencyKey}` },
            idempotencyKey,
          });
          const [current] = await tx
            .select({ endsAt: sql<Date | string | null>`max(${projectBoosts.endsAt})` })
            .from(projectBoosts)
            .where(eq(projectBoosts.projectNo, no));
          const now = new Date();
          const runningUntil = current?.endsAt ? new Date(current.endsAt) : null;
          const startsAt = runningUntil && runningUntil > now ? runningUntil : now;
          const endsAt = new Date(startsAt.getTime() + PROJECT_BOOST.days * 86_400_000);
          await tx
            .insert(projectBoosts)
            .values({ projectNo: no, userNo: user.no, points: PROJECT_BOOST.points, startsAt, endsAt });
          return {
            projectNo: no,
            boostedUntil: endsAt.toISOString(),
            pointsSpent: PROJECT_BOOST.points,
            balance: spent.balance,
          };
        },
      );
      return result;
    },
  };
}
