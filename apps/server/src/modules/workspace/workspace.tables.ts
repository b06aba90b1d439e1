import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../auth';
import { projects } from '../projects';

/**
 * Goals (milestones) of a project (F7.1). Status moves planned -> started -> completed; progress is
 * never stored, it is derived from the goal's tasks when read.
 */
export const projectGoals = pgTable(
  'project_goals',
  {
    id: serial('id').primaryKey(),
    projectNo: integer('project_no')
      .notNull()
      .references(() => projects.no, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    startDate: date('start_date'),
    dueDate: date('due_date'),
    ownerNo: integer('owner_no').references(() => users.no, { onDelete: 'set null' }),
    status: text('status').notNull().default('planned'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    completedByNo: integer('completed_by_no').references(() => users.no, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('project_goals_project_idx').on(table.projectNo, table.dueDate),
    // The schedule looks goals up by their dates across the user's projects.
    index('project_goals_due_idx').on(table.dueDate),
    index('project_goals_start_idx').on(table.startDate),
    check('project_goals_status', sql`${table.status} in ('planned', 'started', 'completed')`),
    check(
      'project_goals_dates',
      sql`${table.startDate} is null or ${table.dueDate} is null or ${table.dueDate} >= ${table.startDate}`,
    ),
  ],
);

/**
 * Tasks (F7.2). `position` orders a task within its stage column; `version` grows with every change
 * so an edit made on an older copy is refused instead of silently overwriting a newer one.
 */
export const projectTasks = pgTable(
  'project_tasks',
  {
    id: serial('id').primaryKey(),
    projectNo: integer('project_no')
      .notNull()
      .references(() => projects.no, { onDelete: 'cascade' }),
    goalId: integer('goal_id').references(() => projectGoals.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    assigneeNo: integer('assignee_no').references(() => users.no, { onDelete: 'set null' }),
    dueDate: date('due_date'),
    /** TASK_STAGES code: 01 plan, 02 inProgress, 03 review, 04 done. */
    stage: text('stage').notNull().default('01'),
    position: integer('position').notNull().default(0),
    version: integer('version').notNull().default(1),
    createdByNo: integer('created_by_no').references(() => users.no, { onDelete: 'set null' }),
    completedByNo: integer('completed_by_no').references(() => users.no, { onDelete: 'set null' }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('project_tasks_board_idx').on(table.projectNo, table.stage, table.position),
    index('project_tasks_assignee_idx').on(table.assigneeNo, table.dueDate),
    index('project_tasks_goal_idx').on(table.goalId),
    index('project_tasks_due_idx').on(table.dueDate).where(sql`${table.dueDate} is not null`),
    check('project_tasks_stage', sql`${table.stage} in ('01', '02', '03', '04')`),
    check('project_tasks_version_positive', sql`${table.version} >= 1`),
  ],
);

/** A person's own to-dos (F7.3), in their own order. */
export const personalTodos = pgTable(
  'personal_todos',
  {
    id: serial('id').primaryKey(),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.no, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    done: boolean('done').notNull().default(false),
    doneAt: timestamp('done_at', { withTimezone: true }),
    position: integer('position').notNull().default(0),
    dueDate: date('due_date'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('personal_todos_user_idx').on(table.userNo, table.position),
    index('personal_todos_due_idx').on(table.userNo, table.dueDate).where(sql`${table.dueDate} is not null`),
  ],
);
