import type { TaskStageCode, TTask } from '@sidecamp/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../app/api/ApiError';
import { errorMessage } from '../../../app/api/errorMessage';
import { toast } from '../../../ui/toast';
import { workspaceApi } from '../api/workspaceApi';
import { workspaceKeys } from '../api/workspaceKeys';
import { sortBoard } from '../boardOrder';

const noRetryOn = (error: unknown) => error instanceof ApiError && [401, 403, 404].includes(error.status);

export function useProjectTasks(no: number | null) {
  return useQuery({
    queryKey: workspaceKeys.tasks(no ?? 0),
    queryFn: ({ signal }) => workspaceApi.tasks(no ?? 0, {}, signal),
    enabled: no !== null,
    retry: (count, error) => !noRetryOn(error) && count < 2,
  });
}

export function useProjectGoals(no: number | null) {
  return useQuery({
    queryKey: workspaceKeys.goals(no ?? 0),
    queryFn: ({ signal }) => workspaceApi.goals(no ?? 0, signal),
    enabled: no !== null,
    retry: (count, error) => !noRetryOn(error) && count < 2,
  });
}

type TaskList = { items: TTask[] };

/**
 * Board actions with the version check: a move shows at once (optimistic), and when the server says
 * someone else changed the task first, the card is replaced by the current task and the person is
 * told so in plain words; nothing is silently overwritten.
 */
export function useTaskActions(no: number) {
  const queryClient = useQueryClient();
  const { t: tCommon } = useTranslation('common');
  const key = workspaceKeys.tasks(no);

  const put = (task: TTask) =>
    queryClient.setQueryData<TaskList>(key, (current) =>
      current
        ? { items: sortBoard([...current.items.filter((item) => item.id !== task.id), task]) }
        : current,
    );
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: workspaceKeys.project(no) }),
      queryClient.invalidateQueries({ queryKey: workspaceKeys.me() }),
    ]);

  /** After a refusal: the current task replaces ours, and the server's message is shown. */
  const recover = async (error: unknown, taskId?: number) => {
    if (error instanceof ApiError) toast.error(errorMessage(error, tCommon));
    if (taskId !== undefined && error instanceof ApiError && error.code === 'TASK_VERSION_CONFLICT') {
      const current = await workspaceApi.task(no, taskId).catch(() => null);
      if (current) put(current);
    }
    await refresh();
  };

  const move = useMutation<
    TTask,
    Error,
    { task: TTask; stage: TaskStageCode; index?: number },
    TaskList | undefined
  >({
    mutationFn: ({ task, stage, index }) =>
      workspaceApi.moveTask(no, task.id, {
        version: task.version,
        stage,
        ...(index === undefined ? {} : { index }),
      }),
    onMutate: async ({ task, stage, index }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<TaskList>(key);
      if (before) {
        // Renumber the target column locally so the card lands where it was dropped.
        const column = sortBoard(before.items.filter((item) => item.stage === stage && item.id !== task.id));
        column.splice(Math.min(index ?? column.length, column.length), 0, { ...task, stage });
        const placed = new Map(column.map((item, position) => [item.id, { ...item, position }]));
        queryClient.setQueryData<TaskList>(key, {
          items: sortBoard(before.items.filter((item) => !placed.has(item.id)).concat([...placed.values()])),
        });
      }
      return before;
    },
    onSuccess: (task) => {
      put(task);
      void refresh();
    },
    onError: (error, { task }, before) => {
      if (before) queryClient.setQueryData(key, before);
      void recover(error, task.id);
    },
  });

  const complete = useMutation<TTask, Error, TTask>({
    mutationFn: (task) => workspaceApi.completeTask(no, task.id, task.version),
    onSuccess: (task) => {
      put(task);
      void refresh();
    },
    onError: (error, task) => void recover(error, task.id),
  });

  const remove = useMutation<unknown, Error, TTask>({
    mutationFn: (task) => workspaceApi.deleteTask(no, task.id),
    onSuccess: (_result, task) => {
      queryClient.setQueryData<TaskList>(key, (current) =>
        current ? { items: current.items.filter((item) => item.id !== task.id) } : current,
      );
      void refresh();
    },
    onError: (error) => void recover(error),
  });

  return { move, complete, remove, put, refresh };
}
