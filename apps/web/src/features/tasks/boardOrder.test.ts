import type { TTask } from '@sidecamp/domain';
import { describe, expect, it } from 'vitest';
import { columnOf, filterTasks, NO_FILTERS, neighbourStages, sortBoard } from './boardOrder';

const person = (no: number) => ({ no, nickname: `p${no}`, img: null, mainJob: null, mainJobDetail: null });

function buildTask(overrides: Partial<TTask> = {}): TTask {
  return {
    id: 1,
    projectNo: 1,
    goalId: null,
    title: 'Task',
    description: '',
    assignee: null,
    dueDate: null,
    stage: '01',
    position: 0,
    version: 1,
    createdBy: person(1),
    completedBy: null,
    completedAt: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const ids = (tasks: TTask[]) => tasks.map((task) => task.id);

describe('sortBoard', () => {
  it('orders by stage, then position in the column, then age', () => {
    const tasks = [
      buildTask({ id: 1, stage: '02', position: 0 }),
      buildTask({ id: 2, stage: '01', position: 1 }),
      buildTask({ id: 3, stage: '01', position: 0 }),
      buildTask({ id: 5, stage: '04', position: 0 }),
      buildTask({ id: 4, stage: '01', position: 1 }),
    ];
    expect(ids(sortBoard(tasks))).toEqual([3, 2, 4, 1, 5]);
    expect(ids(tasks)).toEqual([1, 2, 3, 5, 4]);
  });
});

describe('columnOf', () => {
  it("keeps one stage's tasks in board order", () => {
    const tasks = [
      buildTask({ id: 1, stage: '03', position: 2 }),
      buildTask({ id: 2, stage: '02' }),
      buildTask({ id: 3, stage: '03', position: 1 }),
    ];
    expect(ids(columnOf(tasks, '03'))).toEqual([3, 1]);
    expect(columnOf(tasks, '04')).toEqual([]);
  });
});

describe('neighbourStages', () => {
  it('allows one step either way, none past the ends', () => {
    expect(neighbourStages('01')).toEqual(['02']);
    expect(neighbourStages('02')).toEqual(['01', '03']);
    expect(neighbourStages('04')).toEqual(['03']);
  });
});

describe('filterTasks', () => {
  const TODAY = '2026-06-10';
  const tasks = [
    buildTask({ id: 1, assignee: person(7), goalId: 3, dueDate: '2026-06-01', stage: '02' }),
    buildTask({ id: 2, assignee: null, goalId: null, dueDate: '2026-06-01', stage: '04' }),
    buildTask({ id: 3, assignee: person(8), goalId: 3, dueDate: '2026-06-20', stage: '01' }),
  ];
  const filtered = (filters: Partial<typeof NO_FILTERS>) =>
    ids(filterTasks(tasks, { ...NO_FILTERS, ...filters }, TODAY));

  it('keeps everything without filters', () => {
    expect(filtered({})).toEqual([1, 2, 3]);
  });

  it('filters by assignee, with none meaning unassigned', () => {
    expect(filtered({ assigneeNo: '7' })).toEqual([1]);
    expect(filtered({ assigneeNo: 'none' })).toEqual([2]);
  });

  it('filters by goal, with none meaning no goal', () => {
    expect(filtered({ goalId: '3' })).toEqual([1, 3]);
    expect(filtered({ goalId: 'none' })).toEqual([2]);
  });

  it('filters by stage and by overdue (a done task is never overdue)', () => {
    expect(filtered({ stage: '01' })).toEqual([3]);
    expect(filtered({ overdue: true })).toEqual([1]);
  });

  it('combines filters', () => {
    expect(filtered({ goalId: '3', overdue: true })).toEqual([1]);
    expect(filtered({ assigneeNo: '8', stage: '02' })).toEqual([]);
  });
});
