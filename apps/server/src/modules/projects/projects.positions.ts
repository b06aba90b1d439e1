import {
  PROJECT_POSITIONS_MAX,
  type TPosition,
  type TPositionInput,
  type TPositionUpdate,
} from '@sidecamp/domain';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { recordEvent } from '../../events/outbox';
import { AppError, fieldError } from '../../http/errors';
import type { AuthUser } from '../auth';
import { addTimeline, assertNotClosed, managedProject, recount } from './projects.access';
import { presentPosition } from './projects.presenter';
import { projectApplications, projectPositions } from './projects.tables';

async function positionOf(tx: Queryable, projectNo: number, positionId: number, lock = false) {
  const query = tx
    .select()
    .from(projectPositions)
    .where(and(eq(projectPositions.id, positionId), eq(projectPositions.projectNo, projectNo)))
    .limit(1);
  const [position] = lock ? await query.for('update') : await query;
  if (!position) throw new AppError('NOT_FOUND', { message: 'There is no such position in this project.' });
  return position;
}

/** Opens a position inside the caller's transaction: the row, its timeline entry and its event. */
export async function insertPosition(
  tx: Queryable,
  user: AuthUser,
  projectNo: number,
  input: TPositionInput,
) {
  const [position] = await tx
    .insert(projectPositions)
    .values({ projectNo, ...input })
    .returning();
  if (!position) throw new Error('position insert returned no row');
  await addTimeline(tx, projectNo, 'positionAdded', {
    actorNo: user.no,
    data: { positionId: position.id, jobCode: position.jobCode, headcount: position.headcount },
  });
  await recordEvent(
    tx,
    'project.positionAdded',
    { projectNo, positionId: position.id, jobCode: position.jobCode, headcount: position.headcount },
    { actorNo: user.no },
  );
  return position;
}

export type PositionService = ReturnType<typeof createPositionService>;

/** A project's positions as its leader opens, changes and closes them. */
export function createPositionService(deps: { db: Database }) {
  const { db } = deps;

  return {
    async addPosition(user: AuthUser, no: number, input: TPositionInput): Promise<TPosition> {
      const position = await db.transaction(async (tx) => {
        const { project } = await managedProject(tx, no, user, { lock: true });
        assertNotClosed(project);
        const [open] = await tx
          .select({ n: count() })
          .from(projectPositions)
          .where(and(eq(projectPositions.projectNo, no), isNull(projectPositions.closedAt)));
        if ((open?.n ?? 0) >= PROJECT_POSITIONS_MAX) {
          throw new AppError('CONFLICT', {
            message: `A project can have at most ${PROJECT_POSITIONS_MAX} open positions.`,
          });
        }
        const inserted = await insertPosition(tx, user, no, input);
        await recount(tx, no);
        return positionOf(tx, no, inserted.id);
      });
      return presentPosition(position);
    },

    async updatePosition(
      user: AuthUser,
      no: number,
      positionId: number,
      input: TPositionUpdate,
    ): Promise<TPosition> {
      const position = await db.transaction(async (tx) => {
        const { project } = await managedProject(tx, no, user, { lock: true });
        assertNotClosed(project);
        const current = await positionOf(tx, no, positionId, true);
        if (current.closedAt) throw new AppError('POSITION_CLOSED');
        if (input.headcount !== undefined && input.headcount < current.filled) {
          throw fieldError(
            'headcount',
            `${current.filled} member(s) already hold this position; the headcount cannot be lower.`,
          );
        }
        await tx.update(projectPositions).set(input).where(eq(projectPositions.id, positionId));
        await recount(tx, no);
        const updated = await positionOf(tx, no, positionId);
        await addTimeline(tx, no, 'positionChanged', {
          actorNo: user.no,
          data: {
            positionId,
            jobCode: updated.jobCode,
            headcount: updated.headcount,
            skillLevel: updated.skillLevel,
          },
        });
        return updated;
      });
      return presentPosition(position);
    },

    /** Closing a position also answers its applications in review (rejected), so nobody waits on it. */
    async closePosition(user: AuthUser, no: number, positionId: number): Promise<TPosition> {
      const position = await db.transaction(async (tx) => {
        await managedProject(tx, no, user, { lock: true });
        const current = await positionOf(tx, no, positionId, true);
        if (current.closedAt)
          throw new AppError('POSITION_CLOSED', { message: 'This position is already closed.' });
        await tx
          .update(projectPositions)
          .set({ closedAt: sql`now()` })
          .where(eq(projectPositions.id, positionId));
        const rejected = await tx
          .update(projectApplications)
          .set({ state: '03', decidedAt: sql`now()`, decidedBy: user.no, updatedAt: sql`now()` })
          .where(and(eq(projectApplications.positionId, positionId), eq(projectApplications.state, '01')))
          .returning({ id: projectApplications.id, applicantNo: projectApplications.applicantNo });
        for (const application of rejected) {
          await recordEvent(
            tx,
            'project.applicationDecided',
            {
              projectNo: no,
              applicationId: application.id,
              applicantNo: application.applicantNo,
              state: '03',
            },
            { actorNo: user.no },
          );
        }
        await recount(tx, no);
        await addTimeline(tx, no, 'positionClosed', {
          actorNo: user.no,
          data: { positionId, jobCode: current.jobCode },
        });
        await recordEvent(
          tx,
          'project.positionClosed',
          { projectNo: no, positionId, jobCode: current.jobCode },
          { actorNo: user.no },
        );
        return positionOf(tx, no, positionId);
      });
      return presentPosition(position);
    },
  };
}
