import {
  DONE_STAGE,
  type TaskStageCode,
  type TMyTodoList,
  TODOS_MAX,
  type TSchedule,
  type TScheduleItem,
  type TScheduleQuery,
  type TTodo,
  type TTodoCreate,
  type TTodoUpdate,
  ZMyTodoList,
} from '@sidecamp/domain';
import { and, asc, between, count, eq, gt, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { AppError, fieldError } from '../../http/errors';
import type { AuthUser } from '../auth';
import { projectMembers, projects } from '../projects';
import { presentTodo, selectTasks } from './workspace.presenter';
import { cachedJson, todoPanelKey, type WorkspaceReadCache } from './workspace.readCache';
import { personalTodos, projectGoals, projectTasks } from './workspace.tables';

const todoNotFound = () => new AppError('NOT_FOUND', { message: 'There is no such to-do.' });

/** A finished task stays in the to-do panel for a day, so ticking it off does not make it vanish at once. */
const RECENTLY_DONE = sql`now() - interval '1 day'`;

/** Projects the user is on the team of (tasks of projects they left are not theirs any more). */
const myProjectNos = (userNo: number) =>
  sql`(select ${projectMembers.projectNo} from ${projectMembers} where ${projectMembers.userNo} = ${userNo})`;

/** The personal side of the workspace (F7.3): my to-dos, my assigned tasks across projects, my schedule. */
export function createMyWorkspaceService(deps: { db: Database; readCache?: WorkspaceReadCache }) {
  const { db } = deps;
  /** My own change: my panel goes before the answer does (other processes hear the database). */
  const forgetMine = (userNo: number) => deps.readCache?.forget(todoPanelKey(userNo));

  async function ownTodo(userNo: number, todoId: number) {
    const [todo] = await db
      .select()
      .from(personalTodos)
      .where(and(eq(personalTodos.id, todoId), eq(personalTodos.userNo, userNo)))
      .limit(1);
    if (!todo) throw todoNotFound();
    return todo;
  }

  async function todosOf(userNo: number): Promise<TTodo[]> {
    const rows = await db
      .select()
      .from(personalTodos)
      .where(eq(personalTodos.userNo, userNo))
      .orderBy(asc(personalTodos.position), asc(personalTodos.id));
    return rows.map(presentTodo);
  }

  async function panelOf(user: AuthUser): Promise<TMyTodoList> {
    const [todos, tasks] = await Promise.all([
      todosOf(user.no),
      selectTasks(
        db,
        and(
          eq(projectTasks.assigneeNo, user.no),
          sql`${projectTasks.projectNo} in ${myProjectNos(user.no)}`,
          or(ne(projectTasks.stage, DONE_STAGE), gt(projectTasks.completedAt, RECENTLY_DONE)),
        ),
        500,
      ),
    ]);
    // Open tasks first, then by due date (undated last), so the most pressing one leads.
    tasks.sort(
      (a, b) =>
        Number(a.stage === DONE_STAGE) - Number(b.stage === DONE_STAGE) ||
        (a.dueDate ?? '9999').localeCompare(b.dueDate ?? '9999') ||
        a.id - b.id,
    );
    return { todos, tasks };
  }

  return {
    /** The panel as the JSON it is sent as (checked against ZMyTodoList), cached until it changes. */
    todoListJson(user: AuthUser): Promise<string> {
      return cachedJson(deps.readCache, todoPanelKey(user.no), ZMyTodoList, () => panelOf(user));
    },

    async createTodo(user: AuthUser, input: TTodoCreate): Promise<TTodo> {
      const created = await db.transaction(async (tx) => {
        // The user's row lock keeps two quick adds from taking the same position or passing the cap.
        await tx.execute(sql`select no from users where no = ${user.no} for update`);
        const [stats] = await tx
          .select({
            n: count(),
            next: sql<number>`coalesce(max(${personalTodos.position}) + 1, 0)`.mapWith(Number),
          })
          .from(personalTodos)
          .where(eq(personalTodos.userNo, user.no));
        if ((stats?.n ?? 0) >= TODOS_MAX)
          throw new AppError('CONFLICT', {
            message: `You have ${TODOS_MAX} to-dos; remove some before adding more.`,
          });
        const [row] = await tx
          .insert(personalTodos)
          .values({ userNo: user.no, title: input.title, dueDate: input.dueDate, position: stats?.next ?? 0 })
          .returning();
        if (!row) throw new Error('to-do insert returned no row');
        return presentTodo(row);
      });
      forgetMine(user.no);
      return created;
    },

    async updateTodo(user: AuthUser, todoId: number, input: TTodoUpdate): Promise<TTodo> {
      const todo = await ownTodo(user.no, todoId);
      const doneChange =
        input.done === undefined || input.done === todo.done
          ? {}
          : { done: input.done, doneAt: input.done ? sql`now()` : null };
      const changes = {
        ...(input.title === undefined ? {} : { title: input.title }),
        ...(input.dueDate === undefined ? {} : { dueDate: input.dueDate }),
        ...doneChange,
      };
      // Nothing to change (`{}`, or `done` as it already is): an UPDATE without columns is an error.
      if (Object.keys(changes).length === 0) return presentTodo(todo);
      const [row] = await db
        .update(personalTodos)
        .set(changes)
        .where(eq(personalTodos.id, todoId))
        .returning();
      if (!row) throw todoNotFound();
      forgetMine(user.no);
      return presentTodo(row);
    },

    async deleteTodo(user: AuthUser, todoId: number): Promise<void> {
      await ownTodo(user.no, todoId);
      await db.delete(personalTodos).where(eq(personalTodos.id, todoId));
      forgetMine(user.no);
    },

    /** Puts my to-dos in the given order; the list must name every one of them exactly once. */
    async reorderTodos(user: AuthUser, ids: number[]): Promise<TTodo[]> {
      await db.transaction(async (tx) => {
        await tx.execute(sql`select no from users where no = ${user.no} for update`);
        const mine = await tx
          .select({ id: personalTodos.id, position: personalTodos.position })
          .from(personalTodos)
          .where(eq(personalTodos.userNo, user.no));
        const known = new Set(mine.map((row) => row.id));
        if (ids.length !== known.size || ids.some((id) => !known.has(id)))
          throw fieldError('ids', 'must list each of your to-dos exactly once.');
        const positionOf = new Map(mine.map((row) => [row.id, row.position]));
        for (const [position, id] of ids.entries()) {
          if (positionOf.get(id) === position) continue;
          await tx.update(personalTodos).set({ position }).where(eq(personalTodos.id, id));
        }
      });
      forgetMine(user.no);
      return todosOf(user.no);
    },

    /** Due tasks assigned to me, goal start and due dates of my projects, and my dated to-dos, by day. */
    async schedule(user: AuthUser, query: TScheduleQuery): Promise<TSchedule> {
      const { from, to } = query;
      const [tasks, goals, todos] = await Promise.all([
        selectTasks(
          db,
          and(
            eq(projectTasks.assigneeNo, user.no),
            sql`${projectTasks.projectNo} in ${myProjectNos(user.no)}`,
            isNotNull(projectTasks.dueDate),
            between(projectTasks.dueDate, from, to),
          ),
          500,
        ),
        db
          .select({ goal: projectGoals, projectName: projects.name })
          .from(projectGoals)
          .innerJoin(projects, eq(projects.no, projectGoals.projectNo))
          .where(
            and(
              sql`${projectGoals.projectNo} in ${myProjectNos(user.no)}`,
              or(between(projectGoals.startDate, from, to), between(projectGoals.dueDate, from, to)),
            ),
          )
          .limit(500),
        db
          .select()
          .from(personalTodos)
          .where(and(eq(personalTodos.userNo, user.no), between(personalTodos.dueDate, from, to))),
      ]);
      const items: TScheduleItem[] = [
        ...tasks.map((task) => ({
          kind: 'task' as const,
          date: task.dueDate ?? from,
          id: task.id,
          title: task.title,
          projectNo: task.projectNo,
          projectName: task.projectName,
          stage: task.stage,
          done: task.stage === DONE_STAGE,
        })),
        ...goals.flatMap(({ goal, projectName }) => {
          const base = {
            id: goal.id,
            title: goal.title,
            projectNo: goal.projectNo,
            projectName,
            stage: null,
            done: goal.status === 'completed',
          };
          const inRange = (date: string | null): date is string =>
            date !== null && date >= from && date <= to;
          return [
            ...(inRange(goal.startDate)
              ? [{ ...base, kind: 'goalStart' as const, date: goal.startDate }]
              : []),
            ...(inRange(goal.dueDate) ? [{ ...base, kind: 'goalDue' as const, date: goal.dueDate }] : []),
          ];
        }),
        ...todos.map((todo) => ({
          kind: 'todo' as const,
          date: todo.dueDate ?? from,
          id: todo.id,
          title: todo.title,
          projectNo: null,
          projectName: null,
          stage: null as TaskStageCode | null,
          done: todo.done,
        })),
      ];
      items.sort((a, b) => a.date.localeCompare(b.date) || Number(a.done) - Number(b.done) || a.id - b.id);
      return { from, to, items };
    },
  };
}

export type MyWorkspaceService = ReturnType<typeof createMyWorkspaceService>;
