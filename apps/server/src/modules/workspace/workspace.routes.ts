import {
  PROJECT_RESET,
  ZGoal,
  ZGoalCreate,
  ZGoalList,
  ZGoalParams,
  ZGoalUpdate,
  ZMyTodoList,
  ZProjectResetResult,
  ZSchedule,
  ZScheduleQuery,
  ZTask,
  ZTaskCreate,
  ZTaskList,
  ZTaskListQuery,
  ZTaskMove,
  ZTaskParams,
  ZTaskUpdate,
  ZTaskVersion,
  ZTodo,
  ZTodoCreate,
  ZTodoParams,
  ZTodoReorder,
  ZTodoUpdate,
  ZWorkspaceParams,
} from '@sidecamp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendJson } from '../../http/sendJson';
import { userOf } from '../auth';
import type { MyWorkspaceService } from './workspace.me';
import type { BoardResetService } from './workspace.reset';
import type { WorkspaceService } from './workspace.service';

const MEMBERS =
  'Project members (leader and members) only: 401 when logged out, 403 NOT_PROJECT_MEMBER for anyone else, 404 for an unknown project.';
const VERSIONED = `${MEMBERS} \`version\` is the one last read: an older one answers 409 TASK_VERSION_CONFLICT with the current task in \`error.details.current\`.`;

/** Goals, tasks (board and list), the to-do panel and the schedule (F7). */
export function workspaceRoutes(deps: {
  workspace: WorkspaceService;
  me: MyWorkspaceService;
  reset: BoardResetService;
}): FastifyPluginAsyncZod {
  const { workspace, me, reset } = deps;
  return async (app) => {
    const guarded = { preHandler: app.requireUser };
    const tags = ['project workspace'];
    const personal = ['to-do and schedule'];

    app.get(
      '/projects/:no/tasks',
      {
        ...guarded,
        schema: {
          tags,
          summary: 'Tasks of a project in board order (stage, position), with optional filters',
          description: `\`overdue=true\`: past the due date and not done. ${MEMBERS}`,
          params: ZWorkspaceParams,
          querystring: ZTaskListQuery,
          response: { 200: ZTaskList },
        },
      },
      // Sent as cached JSON, checked against ZTaskList when it was built (see workspace.readCache.ts).
      async (request, reply) =>
        sendJson(reply, await workspace.boardJson(userOf(request), request.params.no, request.query)),
    );

    app.post(
      '/projects/:no/tasks',
      {
        ...guarded,
        schema: {
          tags,
          summary: 'Create a task (at the bottom of its stage column)',
          description: `The assignee must be a project member. Records task.created. ${MEMBERS}`,
          params: ZWorkspaceParams,
          body: ZTaskCreate,
          response: { 201: ZTask },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await workspace.createTask(userOf(request), request.params.no, request.body)),
    );

    app.get(
      '/projects/:no/tasks/:taskId',
      {
        ...guarded,
        schema: {
          tags,
          summary: 'One task',
          description: MEMBERS,
          params: ZTaskParams,
          response: { 200: ZTask },
        },
      },
      async (request) => workspace.getTask(userOf(request), request.params.no, request.params.taskId),
    );

    app.patch(
      '/projects/:no/tasks/:taskId',
      {
        ...guarded,
        schema: {
          tags,
          summary: 'Edit a task (title, description, assignee, due date, goal)',
          description: VERSIONED,
          params: ZTaskParams,
          body: ZTaskUpdate,
          response: { 200: ZTask },
        },
      },
      async (request) =>
        workspace.updateTask(userOf(request), request.params.no, request.params.taskId, request.body),
    );

    app.post(
      '/projects/:no/tasks/:taskId/move',
      {
        ...guarded,
        schema: {
          tags,
          summary: 'Move a task to a stage (one step forward or back) and/or a place in its column',
          description: `Entering 04 done records who and when (task.completed); leaving it clears them. Skipping a stage answers 409 TASK_STAGE_SKIPPED. ${VERSIONED}`,
          params: ZTaskParams,
          body: ZTaskMove,
          response: { 200: ZTask },
        },
      },
      async (request) =>
        workspace.moveTask(userOf(request), request.params.no, request.params.taskId, request.body),
    );

    app.post(
      '/projects/:no/tasks/:taskId/complete',
      {
        ...guarded,
        schema: {
          tags,
          summary: 'Complete a task from any stage',
          description: `Records who and when (task.completed); 409 when it is already done. ${VERSIONED}`,
          params: ZTaskParams,
          body: ZTaskVersion,
          response: { 200: ZTask },
        },
      },
      async (request) =>
        workspace.completeTask(
          userOf(request),
          request.params.no,
          request.params.taskId,
          request.body.version,
        ),
    );

    app.delete(
      '/projects/:no/tasks/:taskId',
      { ...guarded, schema: { tags, summary: 'Remove a task', description: MEMBERS, params: ZTaskParams } },
      async (request, reply) => {
        await workspace.deleteTask(userOf(request), request.params.no, request.params.taskId);
        return reply.code(204).send();
      },
    );

    app.post(
      '/projects/:no/board/reset',
      {
        ...guarded,
        schema: {
          tags,
          summary: "Start the project's board over (project reset, paid in points)",
          description: `The project leader only: 401 when logged out, 403 for members and anyone else, 404 for an unknown project, 409 for a closed one. Removes every task and goal of the project; the project, its team, news, questions, timeline and chat stay. Costs ${PROJECT_RESET.points} points (409 INSUFFICIENT_POINTS when short, nothing removed or charged). Records project.boardReset. Needs an Idempotency-Key header: the same key replays the first answer without a second charge.`,
          params: ZWorkspaceParams,
          headers: z.object({ 'idempotency-key': z.string().optional() }),
          response: { 200: ZProjectResetResult },
        },
      },
      async (request) => reset.reset(userOf(request), request.params.no, request.headers['idempotency-key']),
    );

    app.get(
      '/projects/:no/goals',
      {
        ...guarded,
        schema: {
          tags,
          summary: 'Goals with progress derived from their tasks',
          description: MEMBERS,
          params: ZWorkspaceParams,
          response: { 200: ZGoalList },
        },
      },
      async (request) => ({ items: await workspace.listGoals(userOf(request), request.params.no) }),
    );

    app.post(
      '/projects/:no/goals',
      {
        ...guarded,
        schema: {
          tags,
          summary: 'Create a goal (milestone)',
          description: `The owner (default: me) must be a project member. Records goal.created. ${MEMBERS}`,
          params: ZWorkspaceParams,
          body: ZGoalCreate,
          response: { 201: ZGoal },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await workspace.createGoal(userOf(request), request.params.no, request.body)),
    );

    app.patch(
      '/projects/:no/goals/:goalId',
      {
        ...guarded,
        schema: {
          tags,
          summary: 'Edit a goal',
          description: MEMBERS,
          params: ZGoalParams,
          body: ZGoalUpdate,
          response: { 200: ZGoal },
        },
      },
      async (request) =>
        workspace.updateGoal(userOf(request), request.params.no, request.params.goalId, request.body),
    );

    app.post(
      '/projects/:no/goals/:goalId/start',
      {
        ...guarded,
        schema: {
          tags,
          summary: 'Start a goal (or reopen a completed one)',
          description: `The first start records goal.started (feed P004); 409 GOAL_STATUS_CONFLICT when it is already started. ${MEMBERS}`,
          params: ZGoalParams,
          response: { 200: ZGoal },
        },
      },
      async (request) =>
        workspace.changeGoalStatus(userOf(request), request.params.no, request.params.goalId, 'started'),
    );

    app.post(
      '/projects/:no/goals/:goalId/complete',
      {
        ...guarded,
        schema: {
          tags,
          summary: 'Complete a goal',
          description: `Records goal.completed; 409 GOAL_STATUS_CONFLICT when it is already completed. ${MEMBERS}`,
          params: ZGoalParams,
          response: { 200: ZGoal },
        },
      },
      async (request) =>
        workspace.changeGoalStatus(userOf(request), request.params.no, request.params.goalId, 'completed'),
    );

    app.delete(
      '/projects/:no/goals/:goalId',
      {
        ...guarded,
        schema: {
          tags,
          summary: 'Remove a goal (its tasks stay, without a goal)',
          description: MEMBERS,
          params: ZGoalParams,
        },
      },
      async (request, reply) => {
        await workspace.deleteGoal(userOf(request), request.params.no, request.params.goalId);
        return reply.code(204).send();
      },
    );

    app.get(
      '/me/todos',
      {
        ...guarded,
        schema: {
          tags: personal,
          summary: 'My to-dos in my order, and the tasks assigned to me across my projects',
          description: 'Open tasks, and tasks finished within the last day. Logged-in users (401 otherwise).',
          response: { 200: ZMyTodoList },
        },
      },
      async (request, reply) => sendJson(reply, await me.todoListJson(userOf(request))),
    );

    app.post(
      '/me/todos',
      {
        ...guarded,
        schema: {
          tags: personal,
          summary: 'Add a to-do (at the end)',
          body: ZTodoCreate,
          response: { 201: ZTodo },
        },
      },
      async (request, reply) => reply.code(201).send(await me.createTodo(userOf(request), request.body)),
    );

    app.put(
      '/me/todos/order',
      {
        ...guarded,
        schema: {
          tags: personal,
          summary: 'Reorder my to-dos',
          description: '`ids` must name each of my to-dos exactly once (400 naming `ids` otherwise).',
          body: ZTodoReorder,
          response: { 200: z.object({ items: z.array(ZTodo) }) },
        },
      },
      async (request) => ({ items: await me.reorderTodos(userOf(request), request.body.ids) }),
    );

    app.patch(
      '/me/todos/:todoId',
      {
        ...guarded,
        schema: {
          tags: personal,
          summary: 'Edit, check or uncheck my to-do',
          description: "404 for someone else's to-do.",
          params: ZTodoParams,
          body: ZTodoUpdate,
          response: { 200: ZTodo },
        },
      },
      async (request) => me.updateTodo(userOf(request), request.params.todoId, request.body),
    );

    app.delete(
      '/me/todos/:todoId',
      {
        ...guarded,
        schema: {
          tags: personal,
          summary: 'Remove my to-do',
          description: "404 for someone else's to-do.",
          params: ZTodoParams,
        },
      },
      async (request, reply) => {
        await me.deleteTodo(userOf(request), request.params.todoId);
        return reply.code(204).send();
      },
    );

    app.get(
      '/me/schedule',
      {
        ...guarded,
        schema: {
          tags: personal,
          summary: 'My agenda from `from` to `to` (YYYY-MM-DD, at most 31 days)',
          description: 'Due tasks assigned to me, goal start and due dates of my projects, my dated to-dos.',
          querystring: ZScheduleQuery,
          response: { 200: ZSchedule },
        },
      },
      async (request) => me.schedule(userOf(request), request.query),
    );
  };
}
