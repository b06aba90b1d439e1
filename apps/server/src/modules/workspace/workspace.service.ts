import {
  canChangeGoalStatus,
  canMoveTask,
  canWorkInProject,
  DONE_STAGE,
  type GoalStatus,
  type ServerToClientEvents,
  type TaskStageCode,
  type TGoal,
  type TGoalCreate,
  type TGoalUpdate,
  type TTask,
  type TTaskCreate,
  type TTaskListQuery,
  type TTaskMove,
  type TTaskUpdate,
  todayIso,
  ZTaskList,
} from '@sidecamp/domain';
import { and, asc, eq, lt, ne, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { recordEvent } from '../../events/outbox';
import { AppError, fieldError } from '../../http/errors';
import { rooms } from '../../realtime/rooms';
import type { AuthUser } from '../auth';
import { assertNotClosed, prepareRoleInVisibleProject, projectFor, roleOf } from '../projects';
import { projectTasks as tasksTable } from './workspace.tables';
import './workspace.events';
import { prepareProjectGoals, presentTask, selectGoals, selectTasks } from './workspace.presenter';
import { boardKey, cachedJson, forgetProjectTasks, type WorkspaceReadCache } from './workspace.readCache';
import { projectGoals, projectTasks } from './workspace.tables';

/** What the service sends to a project's room once a change has committed. */
export type ProjectBroadcast = <E extends keyof ServerToClientEvents>(
  room: string,
  event: E,
  ...args: Parameters<ServerToClientEvents[E]>
) => void;

export type WorkspaceDeps = {
  db: Database;
  broadcast: ProjectBroadcast;
  /** Boards and to-do panels as sent (optional: without it every read goes to the database). */
  readCache?: WorkspaceReadCache;
};

const taskNotFound = () => new AppError('NOT_FOUND', { message: 'There is no such task in this project.' });
const goalNotFound = () => new AppError('NOT_FOUND', { message: 'There is no such goal in this project.' });

/**
 * The project for a workspace change or read: 404 for an unknown project (or a draft the user may
 * not see), 403 NOT_PROJECT_MEMBER for anyone outside its team. `lock` serialises changes to one
 * project's board (positions within a column are renumbered under it).
 */
export async function workspaceProject(
  tx: Queryable,
  no: number,
  user: AuthUser,
  options: { lock?: boolean } = {},
) {
  const access = await projectFor(tx, no, user, options);
  if (!canWorkInProject(access.role)) throw new AppError('NOT_PROJECT_MEMBER');
  return access;
}

/** As workspaceProject for reads, which need only the viewer's role (one statement). */
async function assertMember(tx: Queryable, projectNo: number, userNo: number, field: string) {
  if (!canWorkInProject(await roleOf(tx, projectNo, userNo)))
    throw fieldError(field, 'is not a member of this project.');
}

async function assertGoalOf(tx: Queryable, projectNo: number, goalId: number, field = 'goalId') {
  const [goal] = await tx
    .select({ id: projectGoals.id })
    .from(projectGoals)
    .where(and(eq(projectGoals.id, goalId), eq(projectGoals.projectNo, projectNo)))
    .limit(1);
  if (!goal) throw fieldError(field, 'is not a goal of this project.');
}

/**
 * Goals and tasks of a project (F7.1, F7.2). Every change is one transaction that also records its
 * domain event; the board's room hears about it only after the commit, so nobody sees a change
 * that was rolled back.
 */
export function createWorkspaceService(deps: WorkspaceDeps) {
  const { db } = deps;
  const visibleRole = prepareRoleInVisibleProject(db);
  const projectGoalsOf = prepareProjectGoals(db);
  /** The team may read the board and goals (a prepared statement: the hot reads' only one). */
  const assertReader = async (no: number, user: AuthUser) => {
    if (!canWorkInProject(await visibleRole(no, user.no))) throw new AppError('NOT_PROJECT_MEMBER');
  };

  const broadcastTask = (event: 'taskCreated' | 'taskUpdated' | 'taskMoved', task: TTask) => {
    forgetProjectTasks(deps.readCache, task.projectNo);
    deps.broadcast(rooms.project(task.projectNo), event, { projectNo: task.projectNo, task });
  };

  /** A project's tasks in board order, with the list's optional filters. */
  async function tasksOf(no: number, query: TTaskListQuery): Promise<TTask[]> {
    const rows = await selectTasks(
      db,
      and(
        eq(projectTasks.projectNo, no),
        query.assigneeNo ? eq(projectTasks.assigneeNo, query.assigneeNo) : undefined,
        query.goalId ? eq(projectTasks.goalId, query.goalId) : undefined,
        query.stage ? eq(projectTasks.stage, query.stage) : undefined,
        query.overdue
          ? and(lt(projectTasks.dueDate, todayIso()), ne(projectTasks.stage, DONE_STAGE))
          : undefined,
      ),
    );
    return rows.map(({ projectName: _projectName, ...task }) => task);
  }

  async function lockedTask(tx: Queryable, projectNo: number, taskId: number) {
    const [task] = await tx
      .select()
      .from(projectTasks)
      .where(and(eq(projectTasks.id, taskId), eq(projectTasks.projectNo, projectNo)))
      .for('update');
    if (!task) throw taskNotFound();
    return task;
  }

  /** Refuses a change made on an older copy of the task, handing back the task as it is now. */
  async function assertVersion(tx: Queryable, task: { id: number; version: number }, seen: number) {
    if (task.version === seen) return;
    const current = await presentTask(tx, task.id);
    throw new AppError('TASK_VERSION_CONFLICT', { details: { current } });
  }

  async function nextPosition(tx: Queryable, projectNo: number, stage: string): Promise<number> {
    const [row] = await tx
      .select({ next: sql<number>`coalesce(max(${projectTasks.position}) + 1, 0)`.mapWith(Number) })
      .from(projectTasks)
      .where(and(eq(projectTasks.projectNo, projectNo), eq(projectTasks.stage, stage)));
    return row?.next ?? 0;
  }

  /** Places a task at `index` of its column and renumbers the column 0..n-1 (only rows that change are written). */
  async function placeInColumn(
    tx: Queryable,
    projectNo: number,
    stage: string,
    taskId: number,
    index: number,
  ) {
    const column = await tx
      .select({ id: projectTasks.id, position: projectTasks.position })
      .from(projectTasks)
      .where(
        and(
          eq(projectTasks.projectNo, projectNo),
          eq(projectTasks.stage, stage),
          ne(projectTasks.id, taskId),
        ),
      )
      .orderBy(asc(projectTasks.position), asc(projectTasks.id));
    const ordered = column.map((row) => row.id);
    ordered.splice(Math.min(index, ordered.length), 0, taskId);
    const positionOf = new Map(column.map((row) => [row.id, row.position]));
    for (const [position, id] of ordered.entries()) {
      if (positionOf.get(id) === position) continue;
      await tx.update(projectTasks).set({ position }).where(eq(projectTasks.id, id));
    }
  }

  async function oneTask(taskId: number): Promise<TTask> {
    const task = await presentTask(db, taskId);
    if (!task) throw taskNotFound();
    return task;
  }

  async function oneGoal(tx: Queryable, projectNo: number, goalId: number): Promise<TGoal> {
    const [goal] = await selectGoals(
      tx,
      and(eq(projectGoals.id, goalId), eq(projectGoals.projectNo, projectNo)),
    );
    if (!goal) throw goalNotFound();
    return goal;
  }

  /** Stage change bookkeeping: entering done records who and when (and the event); leaving it clears them. */
  async function stageChange(
    tx: Queryable,
    user: AuthUser,
    task: typeof projectTasks.$inferSelect,
    to: TaskStageCode,
  ) {
    if (to === task.stage) return {};
    if (to === DONE_STAGE) {
      await recordEvent(
        tx,
        'task.completed',
        { projectNo: task.projectNo, taskId: task.id, completedByNo: user.no, assigneeNo: task.assigneeNo },
        { actorNo: user.no },
      );
      return { completedByNo: user.no, completedAt: sql`now()` };
    }
    return task.stage === DONE_STAGE ? { completedByNo: null, completedAt: null } : {};
  }

  return {
    /**
     * The board as the JSON it is sent as (`{ items }`, checked against ZTaskList), from the cache
     * while nothing on the board has changed. Who may read it is checked on every request.
     */
    async boardJson(user: AuthUser, no: number, query: TTaskListQuery): Promise<string> {
      await assertReader(no, user);
      // "Overdue" depends on the day as well as on the tasks.
      const variant = `${query.overdue ? todayIso() : ''}${JSON.stringify(query)}`;
      return cachedJson(deps.readCache, boardKey(no, variant), ZTaskList, async () => ({
        items: await tasksOf(no, query),
      }));
    },

    async getTask(user: AuthUser, no: number, taskId: number): Promise<TTask> {
      await assertReader(no, user);
      const task = await presentTask(db, taskId);
      if (!task || task.projectNo !== no) throw taskNotFound();
      return task;
    },

    async createTask(user: AuthUser, no: number, input: TTaskCreate): Promise<TTask> {
      const taskId = await db.transaction(async (tx) => {
        const { project } = await workspaceProject(tx, no, user, { lock: true });
        assertNotClosed(project);
        if (input.assigneeNo !== null) await assertMember(tx, no, input.assigneeNo, 'assigneeNo');
        if (input.goalId !== null) await assertGoalOf(tx, no, input.goalId);
        const done = input.stage === DONE_STAGE;
        const [row] = await tx
          .insert(projectTasks)
          .values({
            projectNo: no,
            goalId: input.goalId,
            title: input.title,
            description: input.description,
            assigneeNo: input.assigneeNo,
            dueDate: input.dueDate,
            stage: input.stage,
            position: await nextPosition(tx, no, input.stage),
            createdByNo: user.no,
            completedByNo: done ? user.no : null,
            completedAt: done ? sql`now()` : null,
          })
          .returning({ id: projectTasks.id });
        if (!row) throw new Error('task insert returned no row');
        await recordEvent(
          tx,
          'task.created',
          { projectNo: no, taskId: row.id, creatorNo: user.no, assigneeNo: input.assigneeNo },
          { actorNo: user.no },
        );
        if (done)
          await recordEvent(
            tx,
            'task.completed',
            { projectNo: no, taskId: row.id, completedByNo: user.no, assigneeNo: input.assigneeNo },
            { actorNo: user.no },
          );
        return row.id;
      });
      const task = await oneTask(taskId);
      broadcastTask('taskCreated', task);
      return task;
    },

    async updateTask(user: AuthUser, no: number, taskId: number, input: TTaskUpdate): Promise<TTask> {
      const { version, ...changes } = input;
      await db.transaction(async (tx) => {
        const { project } = await workspaceProject(tx, no, user);
        assertNotClosed(project);
        const task = await lockedTask(tx, no, taskId);
        await assertVersion(tx, task, version);
        if (changes.assigneeNo) await assertMember(tx, no, changes.assigneeNo, 'assigneeNo');
        if (changes.goalId) await assertGoalOf(tx, no, changes.goalId);
        await tx
          .update(projectTasks)
          .set({ ...changes, version: task.version + 1, updatedAt: sql`now()` })
          .where(eq(projectTasks.id, taskId));
        if (changes.assigneeNo && changes.assigneeNo !== task.assigneeNo)
          await recordEvent(
            tx,
            'task.assigned',
            { projectNo: no, taskId, assigneeNo: changes.assigneeNo, byNo: user.no },
            { actorNo: user.no },
          );
      });
      const task = await oneTask(taskId);
      broadcastTask('taskUpdated', task);
      return task;
    },

    /** Drag and drop, the keyboard "Move to", and reordering within a column all come here. */
    async moveTask(user: AuthUser, no: number, taskId: number, input: TTaskMove): Promise<TTask> {
      await db.transaction(async (tx) => {
        const { project } = await workspaceProject(tx, no, user, { lock: true });
        assertNotClosed(project);
        const task = await lockedTask(tx, no, taskId);
        await assertVersion(tx, task, input.version);
        const from = task.stage as TaskStageCode;
        if (!canMoveTask(from, input.stage)) throw new AppError('TASK_STAGE_SKIPPED');
        const bookkeeping = await stageChange(tx, user, task, input.stage);
        await tx
          .update(projectTasks)
          .set({ stage: input.stage, ...bookkeeping, version: task.version + 1, updatedAt: sql`now()` })
          .where(eq(projectTasks.id, taskId));
        await placeInColumn(tx, no, input.stage, taskId, input.index ?? Number.MAX_SAFE_INTEGER);
      });
      const task = await oneTask(taskId);
      broadcastTask('taskMoved', task);
      return task;
    },

    /** The spec's complete_task: straight to done from any stage (a move only goes one stage). */
    async completeTask(user: AuthUser, no: number, taskId: number, version: number): Promise<TTask> {
      await db.transaction(async (tx) => {
        const { project } = await workspaceProject(tx, no, user, { lock: true });
        assertNotClosed(project);
        const task = await lockedTask(tx, no, taskId);
        await assertVersion(tx, task, version);
        if (task.stage === DONE_STAGE)
          throw new AppError('CONFLICT', { message: 'This task is already done.' });
        const bookkeeping = await stageChange(tx, user, task, DONE_STAGE);
        await tx
          .update(projectTasks)
          .set({
            stage: DONE_STAGE,
            ...bookkeeping,
            position: await nextPosition(tx, no, DONE_STAGE),
            version: task.version + 1,
            updatedAt: sql`now()`,
          })
          .where(eq(projectTasks.id, taskId));
      });
      const task = await oneTask(taskId);
      broadcastTask('taskMoved', task);
      return task;
    },

    async deleteTask(user: AuthUser, no: number, taskId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const { project } = await workspaceProject(tx, no, user);
        assertNotClosed(project);
        await lockedTask(tx, no, taskId);
        await tx.delete(tasksTable).where(eq(tasksTable.id, taskId));
      });
      forgetProjectTasks(deps.readCache, no);
      deps.broadcast(rooms.project(no), 'taskDeleted', { projectNo: no, taskId });
    },

    async listGoals(user: AuthUser, no: number): Promise<TGoal[]> {
      await assertReader(no, user);
      return projectGoalsOf(no);
    },

    async createGoal(user: AuthUser, no: number, input: TGoalCreate): Promise<TGoal> {
      const goal = await db.transaction(async (tx) => {
        const { project } = await workspaceProject(tx, no, user);
        assertNotClosed(project);
        const ownerNo = input.ownerNo ?? user.no;
        if (ownerNo !== user.no) await assertMember(tx, no, ownerNo, 'ownerNo');
        const [row] = await tx
          .insert(projectGoals)
          .values({
            projectNo: no,
            title: input.title,
            description: input.description,
            startDate: input.startDate,
            dueDate: input.dueDate,
            ownerNo,
          })
          .returning({ id: projectGoals.id });
        if (!row) throw new Error('goal insert returned no row');
        await recordEvent(
          tx,
          'goal.created',
          { projectNo: no, goalId: row.id, ownerNo },
          { actorNo: user.no },
        );
        return oneGoal(tx, no, row.id);
      });
      // A goal change can reach its tasks (removing a goal takes it off them).
      forgetProjectTasks(deps.readCache, no);
      deps.broadcast(rooms.project(no), 'goalsChanged', { projectNo: no });
      return goal;
    },

    async updateGoal(user: AuthUser, no: number, goalId: number, input: TGoalUpdate): Promise<TGoal> {
      const goal = await db.transaction(async (tx) => {
        const { project } = await workspaceProject(tx, no, user);
        assertNotClosed(project);
        const [current] = await tx
          .select()
          .from(projectGoals)
          .where(and(eq(projectGoals.id, goalId), eq(projectGoals.projectNo, no)))
          .for('update');
        if (!current) throw goalNotFound();
        if (input.ownerNo !== undefined) await assertMember(tx, no, input.ownerNo, 'ownerNo');
        const startDate = input.startDate === undefined ? current.startDate : input.startDate;
        const dueDate = input.dueDate === undefined ? current.dueDate : input.dueDate;
        if (startDate && dueDate && dueDate < startDate)
          throw fieldError('dueDate', 'The due date is before the start date.');
        await tx
          .update(projectGoals)
          .set({ ...input, updatedAt: sql`now()` })
          .where(eq(projectGoals.id, goalId));
        return oneGoal(tx, no, goalId);
      });
      // A goal change can reach its tasks (removing a goal takes it off them).
      forgetProjectTasks(deps.readCache, no);
      deps.broadcast(rooms.project(no), 'goalsChanged', { projectNo: no });
      return goal;
    },

    /** Start (P004 the first time) or complete a goal; starting a completed goal reopens it. */
    async changeGoalStatus(user: AuthUser, no: number, goalId: number, to: GoalStatus): Promise<TGoal> {
      const goal = await db.transaction(async (tx) => {
        const { project } = await workspaceProject(tx, no, user);
        assertNotClosed(project);
        const [current] = await tx
          .select()
          .from(projectGoals)
          .where(and(eq(projectGoals.id, goalId), eq(projectGoals.projectNo, no)))
          .for('update');
        if (!current) throw goalNotFound();
        const from = current.status as GoalStatus;
        if (!canChangeGoalStatus(from, to)) throw new AppError('GOAL_STATUS_CONFLICT');
        const ownerNo = current.ownerNo ?? user.no;
        if (to === 'started') {
          await tx
            .update(projectGoals)
            .set({
              status: 'started',
              startedAt: current.startedAt ?? sql`now()`,
              completedAt: null,
              completedByNo: null,
              updatedAt: sql`now()`,
            })
            .where(eq(projectGoals.id, goalId));
          // Reopening a completed goal is not a new start: the feed announces a goal once.
          if (current.startedAt === null)
            await recordEvent(tx, 'goal.started', { projectNo: no, goalId, ownerNo }, { actorNo: user.no });
        } else {
          await tx
            .update(projectGoals)
            .set({
              status: 'completed',
              startedAt: current.startedAt ?? sql`now()`,
              completedAt: sql`now()`,
              completedByNo: user.no,
              updatedAt: sql`now()`,
            })
            .where(eq(projectGoals.id, goalId));
          await recordEvent(
            tx,
            'goal.completed',
            { projectNo: no, goalId, ownerNo, completedByNo: user.no },
            { actorNo: user.no },
          );
        }
        return oneGoal(tx, no, goalId);
      });
      // A goal change can reach its tasks (removing a goal takes it off them).
      forgetProjectTasks(deps.readCache, no);
      deps.broadcast(rooms.project(no), 'goalsChanged', { projectNo: no });
      return goal;
    },

    /** Removes a goal; its tasks stay, without a goal. */
    async deleteGoal(user: AuthUser, no: number, goalId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const { project } = await workspaceProject(tx, no, user);
        assertNotClosed(project);
        const deleted = await tx
          .delete(projectGoals)
          .where(and(eq(projectGoals.id, goalId), eq(projectGoals.projectNo, no)))
          .returning({ id: projectGoals.id });
        if (deleted.length === 0) throw goalNotFound();
      });
      // A goal change can reach its tasks (removing a goal takes it off them).
      forgetProjectTasks(deps.readCache, no);
      deps.broadcast(rooms.project(no), 'goalsChanged', { projectNo: no });
    },
  };
}

export type WorkspaceService = ReturnType<typeof createWorkspaceService>;
