import type {
  TGoalCreate,
  TGoalUpdate,
  TTaskCreate,
  TTaskListQuery,
  TTaskMove,
  TTaskUpdate,
  TTodoCreate,
  TTodoUpdate,
} from '@sidecamp/domain';
import { apiRequest } from '../../../app/api/apiClient';

const query = (params: Record<string, string | number | boolean | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
};

/** Every workspace endpoint the web app calls (F7), typed by the domain's response schemas. */
export const workspaceApi = {
  /** Project reset (leader only, paid in points): every task and goal removed. One key per press. */
  resetBoard: (no: number, idempotencyKey: string) =>
    apiRequest(`/projects/${no}/board/reset`, {
      method: 'POST',
      schema: 'ZProjectResetResult',
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
  tasks: (no: number, filters: TTaskListQuery = {}, signal?: AbortSignal) =>
    apiRequest(`/projects/${no}/tasks${query(filters)}`, { schema: 'ZTaskList', signal }),
  task: (no: number, taskId: number) => apiRequest(`/projects/${no}/tasks/${taskId}`, { schema: 'ZTask' }),
  createTask: (no: number, input: TTaskCreate) =>
    apiRequest(`/projects/${no}/tasks`, { method: 'POST', body: input, schema: 'ZTask' }),
  updateTask: (no: number, taskId: number, input: TTaskUpdate) =>
    apiRequest(`/projects/${no}/tasks/${taskId}`, { method: 'PATCH', body: input, schema: 'ZTask' }),
  moveTask: (no: number, taskId: number, input: TTaskMove) =>
    apiRequest(`/projects/${no}/tasks/${taskId}/move`, { method: 'POST', body: input, schema: 'ZTask' }),
  completeTask: (no: number, taskId: number, version: number) =>
    apiRequest(`/projects/${no}/tasks/${taskId}/complete`, {
      method: 'POST',
      body: { version },
      schema: 'ZTask',
    }),
  deleteTask: (no: number, taskId: number) =>
    apiRequest(`/projects/${no}/tasks/${taskId}`, { method: 'DELETE', schema: 'ZNoContent' }),

  goals: (no: number, signal?: AbortSignal) =>
    apiRequest(`/projects/${no}/goals`, { schema: 'ZGoalList', signal }),
  createGoal: (no: number, input: TGoalCreate) =>
    apiRequest(`/projects/${no}/goals`, { method: 'POST', body: input, schema: 'ZGoal' }),
  updateGoal: (no: number, goalId: number, input: TGoalUpdate) =>
    apiRequest(`/projects/${no}/goals/${goalId}`, { method: 'PATCH', body: input, schema: 'ZGoal' }),
  startGoal: (no: number, goalId: number) =>
    apiRequest(`/projects/${no}/goals/${goalId}/start`, { method: 'POST', schema: 'ZGoal' }),
  completeGoal: (no: number, goalId: number) =>
    apiRequest(`/projects/${no}/goals/${goalId}/complete`, { method: 'POST', schema: 'ZGoal' }),
  deleteGoal: (no: number, goalId: number) =>
    apiRequest(`/projects/${no}/goals/${goalId}`, { method: 'DELETE', schema: 'ZNoContent' }),

  myTodos: (signal?: AbortSignal) => apiRequest('/me/todos', { schema: 'ZMyTodoList', signal }),
  createTodo: (input: TTodoCreate) =>
    apiRequest('/me/todos', { method: 'POST', body: input, schema: 'ZTodo' }),
  updateTodo: (todoId: number, input: TTodoUpdate) =>
    apiRequest(`/me/todos/${todoId}`, { method: 'PATCH', body: input, schema: 'ZTodo' }),
  deleteTodo: (todoId: number) =>
    apiRequest(`/me/todos/${todoId}`, { method: 'DELETE', schema: 'ZNoContent' }),
  reorderTodos: (ids: number[]) =>
    apiRequest('/me/todos/order', {
      method: 'PUT',
      body: { ids },
      schema: 'ZTodoItems',
    }),
  schedule: (from: string, to: string, signal?: AbortSignal) =>
    apiRequest(`/me/schedule${query({ from, to })}`, { schema: 'ZSchedule', signal }),
};
