import type { TaskStageCode } from '../codes/projects';
import type { ProjectRole } from './projects';

/** Goal status: planned until someone starts it (P004), then started, then completed. */
export const GOAL_STATUSES = ['planned', 'started', 'completed'] as const;
export type GoalStatus = (typeof GOAL_STATUSES)[number];

export const GOAL_STATUS_LABELS: Record<GoalStatus, string> = {
  planned: 'Planned',
  started: 'In progress',
  completed: 'Completed',
};

export const DONE_STAGE = '04' satisfies TaskStageCode;

/** Only the project's team (leader and members) creates, changes, moves and removes tasks and goals. */
export function canWorkInProject(role: ProjectRole): boolean {
  return role === '01' || role === '02';
}

/** Goal progress derived from its tasks: done ones over all, as a whole percentage. */
export function goalProgress(total: number, done: number): { total: number; done: number; percent: number } {
  return { total, done, percent: total === 0 ? 0 : Math.round((done / total) * 100) };
}

/** A task is overdue when its due day has passed and it is not done. `today` is YYYY-MM-DD. */
export function isTaskOverdue(task: { dueDate: string | null; stage: string }, today: string): boolean {
  return task.dueDate !== null && task.stage !== DONE_STAGE && task.dueDate < today;
}

/** Which goal status changes are allowed: start a planned goal, complete a started (or planned) one, reopen a completed one. */
export function canChangeGoalStatus(from: GoalStatus, to: GoalStatus): boolean {
  if (from === to) return false;
  if (to === 'started') return from === 'planned' || from === 'completed';
  if (to === 'completed') return true;
  return false;
}

/** Today's date (YYYY-MM-DD) in UTC, the calendar the server stores due dates in. */
export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** Adds days to a YYYY-MM-DD date. */
export function addDaysIso(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

/** Monday of the week a YYYY-MM-DD date falls in. */
export function weekStartIso(date: string): string {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDaysIso(date, -((day + 6) % 7));
}
