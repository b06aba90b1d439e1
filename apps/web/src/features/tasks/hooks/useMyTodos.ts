import type { TMyTask, TMyTodoList, TTodo } from '@sidecamp/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../app/api/ApiError';
import { errorMessage } from '../../../app/api/errorMessage';
import { useUserStore } from '../../../app/store/userStore';
import { toast } from '../../../ui/toast';
import { workspaceApi } from '../api/workspaceApi';
import { workspaceKeys } from '../api/workspaceKeys';

/**
 * My to-do list: my own to-dos and the tasks assigned to me across projects. The list also goes
 * into the client state's `todoList` (spec point 3), so the shell could show a count anywhere.
 */
export function useMyTodos(enabled = true) {
  const loggedIn = useUserStore((state) => state.loggedIn);
  const setTodoList = useUserStore((state) => state.setTodoList);
  return useQuery({
    queryKey: workspaceKeys.todos(),
    queryFn: async ({ signal }) => {
      const list = await workspaceApi.myTodos(signal);
      setTodoList([...list.todos, ...list.tasks]);
      return list;
    },
    enabled: enabled && loggedIn,
  });
}

/** Every change to my list shares this key, so the list is refetched once the last one settles. */
const TODO_CHANGE = ['workspace', 'me', 'change'] as const;

/**
 * Changes to my list, shown at once and corrected by the server's answer. Each optimistic change
 * first cancels a refetch in flight (an older answer would otherwise paint over it: a reorder
 * right after an add came back in the old order), and the list is refetched only when no other
 * change is still on its way, so one change's refetch never undoes the next one's optimism.
 */
export function useTodoActions() {
  const queryClient = useQueryClient();
  const { t: tCommon } = useTranslation('common');
  const key = workspaceKeys.todos();
  const refresh = () => queryClient.invalidateQueries({ queryKey: workspaceKeys.me() });
  const settled = () => {
    if (queryClient.isMutating({ mutationKey: TODO_CHANGE }) === 1) void refresh();
  };
  const onError = (error: Error) => {
    if (error instanceof ApiError) toast.error(errorMessage(error, tCommon));
  };
  const patchTodos = async (change: (todos: TTodo[]) => TTodo[]) => {
    await queryClient.cancelQueries({ queryKey: workspaceKeys.me() });
    queryClient.setQueryData<TMyTodoList>(key, (current) =>
      current ? { ...current, todos: change(current.todos) } : current,
    );
  };
  const shared = { mutationKey: TODO_CHANGE, onError, onSettled: settled };

  const add = useMutation({
    ...shared,
    mutationFn: workspaceApi.createTodo,
    onSuccess: (todo) => patchTodos((todos) => [...todos, todo]),
  });
  const toggle = useMutation({
    ...shared,
    mutationFn: (todo: TTodo) => workspaceApi.updateTodo(todo.id, { done: !todo.done }),
    onMutate: (todo) =>
      patchTodos((todos) =>
        todos.map((item) => (item.id === todo.id ? { ...item, done: !todo.done } : item)),
      ),
  });
  const remove = useMutation({
    ...shared,
    mutationFn: (todo: TTodo) => workspaceApi.deleteTodo(todo.id),
    onMutate: (todo) => patchTodos((todos) => todos.filter((item) => item.id !== todo.id)),
  });
  const reorder = useMutation({
    ...shared,
    mutationFn: (ids: number[]) => workspaceApi.reorderTodos(ids),
    onMutate: (ids) =>
      patchTodos((todos) => {
        const byId = new Map(todos.map((todo) => [todo.id, todo]));
        return ids.flatMap((id) => byId.get(id) ?? []);
      }),
  });
  /** Checking an assigned task completes it; unchecking sends it back to review. */
  const toggleTask = useMutation({
    ...shared,
    mutationFn: (task: TMyTask) =>
      task.stage === '04'
        ? workspaceApi.moveTask(task.projectNo, task.id, { version: task.version, stage: '03' })
        : workspaceApi.completeTask(task.projectNo, task.id, task.version),
    onSuccess: (_task, variables) =>
      void queryClient.invalidateQueries({ queryKey: workspaceKeys.project(variables.projectNo) }),
  });
  return { add, toggle, remove, reorder, toggleTask };
}
