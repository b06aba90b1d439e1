import { canManageProject, PROJECT_RESET, type TProjectResetResult } from '@sidecamp/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { recordEvent } from '../../events/outbox';
import { AppError } from '../../http/errors';
import { rooms } from '../../realtime/rooms';
import type { AuthUser } from '../auth';
import { assertIdempotencyKey, withIdempotency, writeEntry } from '../points';
import { assertNotClosed, projectFor } from '../projects';
import type { ProjectBroadcast } from './workspace.service';
import './workspace.events';
import { forgetProjectTasks, type WorkspaceReadCache } from './workspace.readCache';
import { projectGoals, projectTasks } from './workspace.tables';

export type BoardResetService = ReturnType<typeof createBoardResetService>;

/**
 * Project reset (D23, the wallet's "project reset"): the leader pays PROJECT_RESET.points to start
 * the project's board over. Every task and goal of the project goes; the project, its team,
 * positions, news, questions, timeline and chat stay, and so do the members' own to-dos.
 */
export function createBoardResetService(deps: {
  db: Database;
  broadcast: ProjectBroadcast;
  readCache?: WorkspaceReadCache;
}) {
  const { db } = deps;
  return {
    async reset(
      user: AuthUser,
      no: number,
      idempotencyKey: string | undefined,
    ): Promise<TProjectResetResult> {
      const { project, role } = await projectFor(db, no, user);
      if (!canManageProject(role))
        throw new AppError('FORBIDDEN', { message: 'Only the project leader can start the board over.' });
      assertNotClosed(project);
      assertIdempotencyKey(idempotencyKey);
      let removedTaskIds: number[] = [];
      const { result, replayed } = await withIdempotency(
        db,
        { userNo: user.no, key: idempotencyKey, scope: 'project.boardReset', request: { projectNo: no } },
        async (tx) => {
          // The project's row lock is the one every board change takes, so no task is added or moved
          // between the charge and the removal; the role is read again under it.
          const locked = await projectFor(tx, no, user, { lock: true });
          if (!canManageProject(locked.role))
            throw new AppError('FORBIDDEN', { message: 'Only the project leader can start the board over.' });
          assertNotClosed(locked.project);
          const spent = await writeEntry(tx, {
            userNo: user.no,
            code: PROJECT_RESET.code,
            label: PROJECT_RESET.label,
            points: PROJECT_RESET.points,
            cause: { type: 'project_reset', id: `${no}:${idempotencyKey}` },
            idempotencyKey,
          });
          const tasks = await tx
            .delete(projectTasks)
            .where(eq(projectTasks.projectNo, no))
            .returning({ id: projectTasks.id });
          const goals = await tx
            .delete(projectGoals)
            .where(eq(projectGoals.projectNo, no))
            .returning({ id: projectGoals.id });
          removedTaskIds = tasks.map((task) => task.id);
          await recordEvent(
            tx,
            'project.boardReset',
            { projectNo: no, leaderNo: user.no, tasksRemoved: tasks.length, goalsRemoved: goals.length },
            { actorNo: user.no },
          );
          return {
            projectNo: no,
            tasksRemoved: tasks.length,
            goalsRemoved: goals.length,
            pointsSpent: PROJECT_RESET.points,
            balance: spent.balance,
          };
        },
      );
      if (!replayed) {
        forgetProjectTasks(deps.readCache, no);
        // Open boards drop each task as they do for a single deletion, and reload the goals.
        for (const taskId of removedTaskIds)
          deps.broadcast(rooms.project(no), 'taskDeleted', { projectNo: no, taskId });
        deps.broadcast(rooms.project(no), 'goalsChanged', { projectNo: no });
      }
      return result;
    },
  };
}
