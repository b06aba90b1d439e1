import type { Database } from '../../db/client';
import { personalRowsOf } from '../../db/personalRows';
import { personalTodos, projectGoals, projectTasks } from './workspace.tables';

/** Tasks assigned to or made by a person, goals they own, and their own to-dos. */
export const workspaceDataOf = (db: Database, userNo: number) =>
  personalRowsOf(db, userNo, {
    tasksAssigned: { table: projectTasks, column: projectTasks.assigneeNo },
    tasksCreated: { table: projectTasks, column: projectTasks.createdByNo },
    goalsOwned: { table: projectGoals, column: projectGoals.ownerNo },
    todos: { table: personalTodos, column: personalTodos.userNo },
  });
