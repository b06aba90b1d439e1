import { z } from 'zod';
import { TASK_STAGES } from '../codes/projects';
import {
  GOAL_DESCRIPTION_MAX,
  GOAL_TITLE_MAX,
  INT4_MAX,
  SCHEDULE_DAYS_MAX,
  SCHEDULE_ITEM_KINDS,
  TASK_DESCRIPTION_MAX,
  TASK_TITLE_MAX,
  TODO_TITLE_MAX,
  TODOS_MAX,
} from '../rules/limits';
import { GOAL_STATUSES } from '../rules/workspace';
import { codeSchema } from './codeSchema';
import { ZRowId, ZRowIdParam } from './input.schemas';
import { ZPersonSummary } from './profiles.schemas';
import { ZQueryFlag } from './projects.schemas';

const ZIsoDate = z.iso.date({ message: 'Use a date like 2026-05-31.' });
/** Row numbers are PostgreSQL integers: a larger number names nothing, and is refused as input. */
const ZRowNo = ZRowId;
const ZId = ZRowIdParam;

export const ZWorkspaceParams = z.object({ no: ZId });
export const ZGoalParams = ZWorkspaceParams.extend({ goalId: ZId });
export const ZTaskParams = ZWorkspaceParams.extend({ taskId: ZId });
export const ZTodoParams = z.object({ todoId: ZId });

/** The due date cannot come before the start date; reported on `dueDate`. */
const dueAfterStart = (
  input: { startDate?: string | null | undefined; dueDate?: string | null | undefined },
  context: z.RefinementCtx,
) => {
  const valid = (date: string | null | undefined): date is string =>
    !!date && !Number.isNaN(Date.parse(date));
  if (valid(input.startDate) && valid(input.dueDate) && input.dueDate < input.startDate)
    context.addIssue({
      code: 'custom',
      path: ['dueDate'],
      message: 'The due date is before the start date.',
    });
};

const goalFields = {
  title: z.string().trim().min(1, { message: 'Give the goal a title.' }).max(GOAL_TITLE_MAX),
  description: z.string().trim().max(GOAL_DESCRIPTION_MAX),
  startDate: ZIsoDate.nullable(),
  dueDate: ZIsoDate.nullable(),
  /** A project member; the creator when left out. */
  ownerNo: ZRowNo,
};

export const ZGoalCreate = z
  .object({
    ...goalFields,
    description: goalFields.description.default(''),
    startDate: goalFields.startDate.default(null),
    dueDate: goalFields.dueDate.default(null),
    ownerNo: goalFields.ownerNo.optional(),
  })
  .strict()
  .superRefine(dueAfterStart);
export type TGoalCreate = z.infer<typeof ZGoalCreate>;

export const ZGoalUpdate = z.object(goalFields).partial().strict().superRefine(dueAfterStart);
export type TGoalUpdate = z.infer<typeof ZGoalUpdate>;

export const ZGoalProgress = z.object({ total: z.number(), done: z.number(), percent: z.number() });
export type TGoalProgress = z.infer<typeof ZGoalProgress>;

export const ZGoal = z.object({
  id: z.number(),
  projectNo: z.number(),
  title: z.string(),
  description: z.string(),
  startDate: z.string().nullable(),
  dueDate: z.string().nullable(),
  owner: ZPersonSummary.nullable(),
  status: z.enum(GOAL_STATUSES),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  progress: ZGoalProgress,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TGoal = z.infer<typeof ZGoal>;
export const ZGoalList = z.object({ items: z.array(ZGoal) });

const taskFields = {
  title: z.string().trim().min(1, { message: 'Give the task a title.' }).max(TASK_TITLE_MAX),
  description: z.string().trim().max(TASK_DESCRIPTION_MAX),
  /** A project member, or null for nobody yet. */
  assigneeNo: ZRowNo.nullable(),
  dueDate: ZIsoDate.nullable(),
  goalId: ZRowNo.nullable(),
};

/** The version the client last saw: a change made on an older one is refused (TASK_VERSION_CONFLICT). */
const ZVersion = ZRowNo;

export const ZTaskCreate = z
  .object({
    title: taskFields.title,
    description: taskFields.description.default(''),
    assigneeNo: taskFields.assigneeNo.default(null),
    dueDate: taskFields.dueDate.default(null),
    goalId: taskFields.goalId.default(null),
    stage: codeSchema(TASK_STAGES).default('01'),
  })
  .strict();
export type TTaskCreate = z.infer<typeof ZTaskCreate>;

export const ZTaskUpdate = z.object({ version: ZVersion, ...z.object(taskFields).partial().shape }).strict();
export type TTaskUpdate = z.infer<typeof ZTaskUpdate>;

/** Moves a task to a stage (the same one to reorder) at `index` in that column (0 = top; end when left out). */
export const ZTaskMove = z
  .object({
    version: ZVersion,
    stage: codeSchema(TASK_STAGES),
    index: z.number().int().min(0).max(INT4_MAX).optional(),
  })
  .strict();
export type TTaskMove = z.infer<typeof ZTaskMove>;

export const ZTaskVersion = z.object({ version: ZVersion }).strict();

export const ZTask = z.object({
  id: z.number(),
  projectNo: z.number(),
  goalId: z.number().nullable(),
  title: z.string(),
  description: z.string(),
  assignee: ZPersonSummary.nullable(),
  dueDate: z.string().nullable(),
  stage: codeSchema(TASK_STAGES),
  position: z.number(),
  version: z.number(),
  createdBy: ZPersonSummary.nullable(),
  completedBy: ZPersonSummary.nullable(),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TTask = z.infer<typeof ZTask>;

export const ZTaskListQuery = z
  .object({
    assigneeNo: ZId.optional(),
    goalId: ZId.optional(),
    stage: codeSchema(TASK_STAGES).optional(),
    overdue: ZQueryFlag.optional(),
  })
  .strict();
export type TTaskListQuery = z.infer<typeof ZTaskListQuery>;
export const ZTaskList = z.object({ items: z.array(ZTask) });

/** The error details of TASK_VERSION_CONFLICT: the task as it is now. */
export const ZTaskConflictDetails = z.object({ current: ZTask });

/** A task assigned to me, with its project's name, for the to-do panel and the schedule. */
export const ZMyTask = ZTask.extend({ projectName: z.string() });
export type TMyTask = z.infer<typeof ZMyTask>;

export const ZTodoCreate = z
  .object({
    title: z.string().trim().min(1, { message: 'Write what there is to do.' }).max(TODO_TITLE_MAX),
    dueDate: ZIsoDate.nullable().default(null),
  })
  .strict();
export type TTodoCreate = z.infer<typeof ZTodoCreate>;

export const ZTodoUpdate = z
  .object({
    title: z.string().trim().min(1, { message: 'Write what there is to do.' }).max(TODO_TITLE_MAX),
    done: z.boolean(),
    dueDate: ZIsoDate.nullable(),
  })
  .partial()
  .strict();
export type TTodoUpdate = z.infer<typeof ZTodoUpdate>;

/** My to-dos' ids in the new order; it must name each of them exactly once. */
export const ZTodoReorder = z
  .object({
    ids: z
      .array(ZRowNo)
      .max(TODOS_MAX)
      .refine((ids) => new Set(ids).size === ids.length, { message: 'Name each to-do once.' }),
  })
  .strict();

export const ZTodo = z.object({
  id: z.number(),
  title: z.string(),
  done: z.boolean(),
  dueDate: z.string().nullable(),
  position: z.number(),
  doneAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TTodo = z.infer<typeof ZTodo>;

/** The to-do panel: my own to-dos in my order, and open (or just finished) tasks assigned to me. */
export const ZMyTodoList = z.object({ todos: z.array(ZTodo), tasks: z.array(ZMyTask) });
export type TMyTodoList = z.infer<typeof ZMyTodoList>;

export const ZScheduleQuery = z
  .object({ from: ZIsoDate, to: ZIsoDate })
  .strict()
  .superRefine((query, context) => {
    // zod may run this even when a date itself failed; that date's own issue says enough.
    if (Number.isNaN(Date.parse(query.from)) || Number.isNaN(Date.parse(query.to))) return;
    if (query.to < query.from)
      context.addIssue({ code: 'custom', path: ['to'], message: 'The end is before the start.' });
    else if ((Date.parse(query.to) - Date.parse(query.from)) / 86_400_000 >= SCHEDULE_DAYS_MAX)
      context.addIssue({
        code: 'custom',
        path: ['to'],
        message: `Ask for at most ${SCHEDULE_DAYS_MAX} days at once.`,
      });
  });
export type TScheduleQuery = z.infer<typeof ZScheduleQuery>;

export type ScheduleItemKind = (typeof SCHEDULE_ITEM_KINDS)[number];

export const ZScheduleItem = z.object({
  kind: z.enum(SCHEDULE_ITEM_KINDS),
  date: z.string(),
  /** Task, goal or to-do id (by kind). */
  id: z.number(),
  title: z.string(),
  projectNo: z.number().nullable(),
  projectName: z.string().nullable(),
  /** Task stage, for tasks. */
  stage: codeSchema(TASK_STAGES).nullable(),
  done: z.boolean(),
});
export type TScheduleItem = z.infer<typeof ZScheduleItem>;
export const ZSchedule = z.object({ from: z.string(), to: z.string(), items: z.array(ZScheduleItem) });
export type TSchedule = z.infer<typeof ZSchedule>;

/** Realtime: joining a project's room answers with an acknowledgement. */
export const ZProjectRoomJoin = z.object({ projectNo: ZRowNo }).strict();

/** PUT /api/me/todos/order: the to-dos in their new order. */
export const ZTodoItems = z.object({ items: z.array(ZTodo) });
