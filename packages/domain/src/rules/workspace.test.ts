import { describe, expect, it } from 'vitest';
import { ZGoalCreate, ZScheduleQuery, ZTaskMove, ZTodoReorder } from '../api/workspace';
import {
  addDaysIso,
  canChangeGoalStatus,
  canWorkInProject,
  goalProgress,
  isTaskOverdue,
  weekStartIso,
} from './workspace';

describe('workspace rules', () => {
  it('lets only the leader and members work in a project', () => {
    expect(canWorkInProject('01')).toBe(true);
    expect(canWorkInProject('02')).toBe(true);
    expect(canWorkInProject(null)).toBe(false);
  });

  it('derives goal progress from done tasks over all tasks', () => {
    expect(goalProgress(0, 0)).toEqual({ total: 0, done: 0, percent: 0 });
    expect(goalProgress(3, 1)).toEqual({ total: 3, done: 1, percent: 33 });
    expect(goalProgress(4, 4).percent).toBe(100);
  });

  it('calls a task overdue only when its due day has passed and it is not done', () => {
    expect(isTaskOverdue({ dueDate: '2026-01-01', stage: '02' }, '2026-01-02')).toBe(true);
    expect(isTaskOverdue({ dueDate: '2026-01-02', stage: '02' }, '2026-01-02')).toBe(false);
    expect(isTaskOverdue({ dueDate: '2026-01-01', stage: '04' }, '2026-01-02')).toBe(false);
    expect(isTaskOverdue({ dueDate: null, stage: '01' }, '2026-01-02')).toBe(false);
  });

  it('starts, completes and reopens goals but never "changes" to the same status', () => {
    expect(canChangeGoalStatus('planned', 'started')).toBe(true);
    expect(canChangeGoalStatus('started', 'completed')).toBe(true);
    expect(canChangeGoalStatus('completed', 'started')).toBe(true);
    expect(canChangeGoalStatus('started', 'started')).toBe(false);
    expect(canChangeGoalStatus('started', 'planned')).toBe(false);
  });

  it('counts days and finds the Monday of a week', () => {
    expect(addDaysIso('2026-02-27', 2)).toBe('2026-03-01');
    expect(weekStartIso('2026-11-22')).toBe('2026-11-16');
    expect(weekStartIso('2026-11-16')).toBe('2026-11-16');
  });
});

describe('workspace schemas', () => {
  it('refuses a goal due before it starts, naming dueDate', () => {
    const parsed = ZGoalCreate.safeParse({ title: 'Beta', startDate: '2026-05-02', dueDate: '2026-05-01' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['dueDate']);
  });

  it('needs the version for a move and a known stage', () => {
    expect(ZTaskMove.safeParse({ stage: '02' }).success).toBe(false);
    expect(ZTaskMove.safeParse({ version: 1, stage: '05' }).success).toBe(false);
    expect(ZTaskMove.safeParse({ version: 1, stage: '02', index: 0 }).success).toBe(true);
  });

  it('limits the schedule to a month and refuses an end before the start', () => {
    expect(ZScheduleQuery.safeParse({ from: '2026-01-01', to: '2026-01-07' }).success).toBe(true);
    expect(ZScheduleQuery.safeParse({ from: '2026-01-07', to: '2026-01-01' }).success).toBe(false);
    expect(ZScheduleQuery.safeParse({ from: '2026-01-01', to: '2026-03-01' }).success).toBe(false);
  });

  it('refuses a reorder naming a to-do twice', () => {
    expect(ZTodoReorder.safeParse({ ids: [1, 2, 1] }).success).toBe(false);
  });
});
