import {
  type GoalStatus,
  goalProgress,
  type TaskStageCode,
  type TGoal,
  type TPersonSummary,
  type TTask,
  type TTodo,
} from '@sidecamp/domain';
import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client';
import { users } from '../auth';
import { projects } from '../projects';
import { type personalTodos, projectGoals, projectTasks } from './workspace.tables';

const owners = alias(users, 'owner');

type UserAlias = typeof users | typeof owners;
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
 * Task rows in board order (stage, position, id) as DTOs with their project's name. The people
 * (assignee, creator, completer) and project names are few and repeat on every row, so they are
 * read once each by key instead of joined per row: on a 200-task list that is two small lookups
 * instead of 800 index probes.
 */
export async function selectTasks(tx: Queryable, where: SQL | undefined, limit = 1000) {
  const rows = await tx
    .select()
    .from(projectTasks)
    .where(where)
    .orderBy(asc(projectTasks.stage), asc(projectTasks.position), asc(projectTasks.id))
    .limit(limit);
  if (rows.length === 0) return [];
  const personNos = [
    ...new Set(rows.flatMap((row) => [row.assigneeNo, row.createdByNo, row.completedByNo])),
  ].filter((no): no is number => no !== null);
  const projectNos = [...new Set(rows.map((row) => row.projectNo))];
  const [people, names] = await Promise.all([
    personNos.length === 0
      ? Promise.resolve([])
      : tx.select(personOf(users)).from(users).where(inArray(users.no, personNos)),
    tx
      .select({ no: projects.no, name: projects.name })
      .from(projects)
      .where(inArray(projects.no, projectNos)),
  ]);
  const personByNo = new Map(people.map((person) => [person.no, person]));
  const nameByNo = new Map(names.map((project) => [project.no, project.name]));
  const personAt = (no: number | null) => (no === null ? null : (personByNo.get(no) ?? null));
  return rows.map((task) => ({
    ...presentTaskRow(
      task,
      personAt(task.assigneeNo),
      personAt(task.createdByNo),
      personAt(task.completedByNo),
    ),
    projectName: nameByNo.get(task.projectNo) ?? '',
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

/** Goals with progress derived from their tasks (done over all). */
export async function selectGoals(tx: Queryable, where: SQL | undefined): Promise<TGoal[]> {
  const rows = await tx
    .select({ goal: projectGoals, owner: personOf(owners) })
    .from(projectGoals)
    .leftJoin(owners, eq(owners.no, projectGoals.ownerNo))
    .where(where)
    .orderBy(sql`${projectGoals.dueDate} asc nulls last`, asc(projectGoals.id));
  if (rows.length === 0) return [];
  const counts = await tx
    .select({
      goalId: projectTasks.goalId,
      total: count(),
      done: sql<number>`count(*) filter (where ${projectTasks.stage} = '04')`.mapWith(Number),
    })
    .from(projectTasks)
    .where(
      and(
        inArray(
          projectTasks.goalId,
          rows.map((row) => row.goal.id),
        ),
      ),
    )
    .groupBy(projectTasks.goalId);
  const countOf = new Map(counts.map((row) => [row.goalId, row]));
  return rows.map(({ goal, owner }) => {
    const tally = countOf.get(goal.id);
    return {
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
      progress: goalProgress(Number(tally?.total ?? 0), Number(tally?.done ?? 0)),
      createdAt: goal.createdAt.toISOString(),
      updatedAt: goal.updatedAt.toISOString(),
    };
  });
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
