/**
 * Query keys of the workspace. A project's tasks and goals sit under one key, so a realtime event
 * or a refusal refreshes the board, the list and the goals panel together.
 */
export const workspaceKeys = {
  project: (no: number) => ['workspace', 'project', no] as const,
  tasks: (no: number) => ['workspace', 'project', no, 'tasks'] as const,
  goals: (no: number) => ['workspace', 'project', no, 'goals'] as const,
  me: () => ['workspace', 'me'] as const,
  todos: () => ['workspace', 'me', 'todos'] as const,
  schedule: (from: string, to: string) => ['workspace', 'me', 'schedule', from, to] as const,
};
