import {
  DONE_STAGE,
  type GoalStatus,
  goalProgress,
  type TaskStageCode,
  type TGoal,
  type TPersonSummary,
  type TTask,
  type TTodo,
} from '@sidecamp/domain';
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Queryable } from '../../db/client';
import { users } from '../auth';
import { projects } from '../projects';
import { type personalTodos, projectGoals, projectTasks } from './workspace.tables';

const owners = alias(users, 'owner');
const assignees = alias(users, 'assignee');
const creators = alias(users, 'creator');
const completers = alias(users, 'completer');

type UserAlias = typeof owners | typeof assignees | typeof creators | typeof completers;
const personOf = (table: UserAlias) => ({
  no: table.no,
  nickname: table.nickname,
  img: table.img,
  mainJob: table.mainJob,
  mainJobDetail: table.mainJobDetail,
});

type MaybePerson = {
  no: number | null;
  nickname: string | null;
  img: string | null;
  mainJob: string | null;
  mainJobDetail: string | null;
} | null;

/** A left-joined person, or null when the column points at nobody (unassigned, or a withdrawn account). */
function personOrNull(person: MaybePerson): TPersonSummary | null {
  if (!person || person.no === null || person.nickname === null) return null;
  return { ...person, no: person.no, nickname: person.nickname };
}

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

type TaskRow = typeof projectTasks.$inferSelect;

/**
 * Task rows in board order (stage, position, id) as DTOs with their project's name, in one
 * statement: the people (assignee, creator, completer) and the project joined by key. They were
 * three statements (tasks, then people and names by key); PostgreSQL hashes the few people and
 * projects once for the whole list, and the server's cost per statement (a socket write, a build
 * and a parse, bench/PLANS.md) is larger than the joins.
 */
export async function selectTasks(tx: Queryable, where: SQL | undefined, limit = 1000) {
  const rows = await tx
    .select({
      task: projectTasks,
      assignee: personOf(assignees),
      creator: personOf(creators),
      completer: personOf(completers),
      projectName: projects.name,
    })
    .from(projectTasks)
    .innerJoin(projects, eq(projects.no, projectTasks.projectNo))
    .leftJoin(assignees, eq(assignees.no, projectTasks.assigneeNo))
    .leftJoin(creators, eq(creators.no, projectTasks.createdByNo))
    .leftJoin(completers, eq(completers.no, projectTasks.completedByNo))
    .where(where)
    .orderBy(asc(projectTasks.stage), asc(projectTasks.position), asc(projectTasks.id))
    .limit(limit);
  return rows.map(({ task, assignee, creator, completer, projectName }) => ({
    ...presentTaskRow(task, assignee, creator, completer),
    projectName,
  }));
}

function presentTaskRow(
  task: TaskRow,
  assignee: MaybePerson,
  creator: MaybePerson,
  completer: MaybePerson,
): TTask {
  return {
    id: task.id,
    projectNo: task.projectNo,
    goalId: task.goalId,
    title: task.title,
    description: task.description,
    assignee: personOrNull(assignee),
    dueDate: task.dueDate,
    stage: task.stage as TaskStageCode,
    position: task.position,
    version: task.version,
    createdBy: personOrNull(creator),
    completedBy: personOrNull(completer),
    completedAt: iso(task.completedAt),
    createdAt: task.createdAt.toISOString(),
    updatedAt: task.updatedAt.toISOString(),
  };
}

/** One task as its DTO (without the project name), or null. */
export async function presentTask(tx: Queryable, taskId: number): Promise<TTask | null> {
  const [row] = await selectTasks(tx, eq(projectTasks.id, taskId), 1);
  if (!row) return null;
  const { projectName: _projectName, ...task } = row;
  return task;
}

const goalColumns = {
  goal: projectGoals,
  owner: personOf(owners),
  total: sql<number>`(select count(*)::int from ${projectTasks} where ${projectTasks.goalId} = ${projectGoals.id})`,
  done: sql<number>`(select count(*)::int from ${projectTasks} where ${projectTasks.goalId} = ${projectGoals.id} and ${projectTasks.stage} = ${DONE_STAGE})`,
};
const goalOrder = [sql`${projectGoals.dueDate} asc nulls last`, asc(projectGoals.id)] as const;

type GoalRow = {
  goal: typeof projectGoals.$inferSelect;
  owner: MaybePerson;
  total: number;
  done: number;
};

const presentGoal = ({ goal, owner, total, done }: GoalRow): TGoal => ({
  id: goal.id,
  projectNo: goal.projectNo,
  title: goal.title,
  description: goal.description,
  startDate: goal.startDate,
  dueDate: goal.dueDate,
  owner: personOrNull(owner),
  status: goal.status as GoalStatus,
  startedAt: iso(goal.startedAt),
  completedAt: iso(goal.completedAt),
  progress: goalProgress(total, done),
  createdAt: goal.createdAt.toISOString(),
  updatedAt: goal.updatedAt.toISOString(),
});

/** Goals with progress derived from their tasks (done over all), in one statement. */
export async function selectGoals(tx: Queryable, where: SQL | undefined): Promise<TGoal[]> {
  const rows = await tx
    .select(goalColumns)
    .from(projectGoals)
    .leftJoin(owners, eq(owners.no, projectGoals.ownerNo))
    .where(where)
    .orderBy(...goalOrder);
  return rows.map(presentGoal);
}

/** A project's goals as selectGoals reads them, prepared once per connection (the goals tab's read). */
export function prepareProjectGoals(db: Database): (projectNo: number) => Promise<TGoal[]> {
  const statement = db
    .select(goalColumns)
    .from(projectGoals)
    .leftJoin(owners, eq(owners.no, projectGoals.ownerNo))
    .where(eq(projectGoals.projectNo, sql.placeholder('projectNo')))
    .orderBy(...goalOrder)
    .prepare('workspace_project_goals');
  return async (projectNo) => (await statement.execute({ projectNo })).map(presentGoal);
}

export function presentTodo(row: typeof personalTodos.$inferSelect): TTodo {
  return {
    id: row.id,
    title: row.title,
    done: row.done,
    dueDate: row.dueDate,
    position: row.position,
    doneAt: iso(row.doneAt),
    createdAt: row.createdAt.toISOString(),
  };
}
