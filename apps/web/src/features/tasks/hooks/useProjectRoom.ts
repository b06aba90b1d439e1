import type { TTask } from '@sidecamp/domain';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { followRoom, type RoomState } from '../../../app/realtime/followRoom';
import { useUserStore } from '../../../app/store/userStore';
import { workspaceKeys } from '../api/workspaceKeys';
import { sortBoard } from '../boardOrder';

type TaskList = { items: TTask[] };

function upsert(queryClient: QueryClient, no: number, task: TTask) {
  queryClient.setQueryData<TaskList>(workspaceKeys.tasks(no), (current) => {
    if (!current) return current;
    const others = current.items.filter((item) => item.id !== task.id);
    // An older copy arriving late (events can cross) never replaces a newer one.
    const existing = current.items.find((item) => item.id === task.id);
    if (existing && existing.version > task.version) return current;
    return { items: sortBoard([...others, task]) };
  });
}

/**
 * Keeps a project's board live: joins the project's socket.io room (members only; the server
 * checks) and folds every task change into the cached list at once, then refreshes the list for
 * the neighbours' new positions. Once a join is acknowledged (the first, and each after a
 * reconnect) the board is read again, so a change made before the socket was in the room shows.
 */
export function useProjectRoom(no: number | null): RoomState {
  const queryClient = useQueryClient();
  const loggedIn = useUserStore((state) => state.loggedIn);
  const [state, setState] = useState<RoomState>('connecting');

  useEffect(() => {
    if (no === null || !loggedIn) return;
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: workspaceKeys.project(no) });
      void queryClient.invalidateQueries({ queryKey: workspaceKeys.me() });
    };
    const onTask = (payload: { projectNo: number; task: TTask }) => {
      if (payload.projectNo !== no) return;
      upsert(queryClient, no, payload.task);
      refresh();
    };
    const onDeleted = (payload: { projectNo: number; taskId: number }) => {
      if (payload.projectNo !== no) return;
      queryClient.setQueryData<TaskList>(workspaceKeys.tasks(no), (current) =>
        current ? { items: current.items.filter((item) => item.id !== payload.taskId) } : current,
      );
      refresh();
    };
    const onGoals = (payload: { projectNo: number }) => {
      if (payload.projectNo === no) void queryClient.invalidateQueries({ queryKey: workspaceKeys.goals(no) });
    };
    return followRoom({
      join: (socket, joined) => socket.emit('joinProject', { projectNo: no }, (result) => joined(result.ok)),
      leave: (socket) => socket.emit('leaveProject', { projectNo: no }),
      listen: (socket) => {
        socket.on('taskCreated', onTask);
        socket.on('taskUpdated', onTask);
        socket.on('taskMoved', onTask);
        socket.on('taskDeleted', onDeleted);
        socket.on('goalsChanged', onGoals);
        return () => {
          socket.off('taskCreated', onTask);
          socket.off('taskUpdated', onTask);
          socket.off('taskMoved', onTask);
          socket.off('taskDeleted', onDeleted);
          socket.off('goalsChanged', onGoals);
        };
      },
      read: refresh,
      onState: setState,
    });
  }, [no, loggedIn, queryClient]);

  return no === null || !loggedIn ? 'offline' : state;
}
