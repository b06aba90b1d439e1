import type { TaskStageCode, TTask } from '@sidecamp/domain';
import { isTaskOverdue, TASK_STAGES } from '@sidecamp/domain/core';

/** Board order, the server's too: stage, then position in the column, then age. */
export function sortBoard<T extends TTask>(tasks: readonly T[]): T[] {
  return [...tasks].sort(
    (a, b) =>
      TASK_STAGES.codes.indexOf(a.stage) - TASK_STAGES.codes.indexOf(b.stage) ||
      a.position - b.position ||
      a.id - b.id,
  );
}

export function columnOf<T extends TTask>(tasks: readonly T[], stage: TaskStageCode): T[] {
  return sortBoard(tasks.filter((task) => task.stage === stage));
}

/** The stages a task may move to from the board (one step either way), in board order. */
export function neighbourStages(stage: TaskStageCode): TaskStageCode[] {
  const index = TASK_STAGES.codes.indexOf(stage);
  return [TASK_STAGES.codes[index - 1], TASK_STAGES.codes[index + 1]].filter(
    (code): code is TaskStageCode => code !== undefined,
  );
}

export type TaskFilters = { assigneeNo: string; goalId: string; stage: string; overdue: boolean };
export const NO_FILTERS: TaskFilters = { assigneeNo: '', goalId: '', stage: '', overdue: false };

/** The list view's filters, applied to the board's already loaded tasks ('none' = unassigned / no goal). */
export function filterTasks<T extends TTask>(tasks: readonly T[], filters: TaskFilters, today: string): T[] {
  return tasks.filter((task) => {
    if (
      filters.assigneeNo === 'none'
        ? task.assignee !== null
        : filters.assigneeNo && String(task.assignee?.no) !== filters.assigneeNo
    )
      return false;
    if (
      filters.goalId === 'none'
        ? task.goalId !== null
        : filters.goalId && String(task.goalId) !== filters.goalId
    )
      return false;
    if (filters.stage && task.stage !== filters.stage) return false;
    if (filters.overdue && !isTaskOverdue(task, today)) return false;
    return true;
  });
}
