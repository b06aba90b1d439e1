import type { TTask } from '@sidecamp/domain';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { getRealtimeSocket, type RealtimeSocket } from '../../../app/realtime/realtimeSocket';
import { useUserStore } from '../../../app/store/userStore';
import { workspaceKeys } from '../api/workspaceKeys';
import { sortBoard } from '../boardOrder';

export type RoomState = 'connecting' | 'live' | 'offline';

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
 * the neighbours' new positions. Re-joins after a reconnect, and follows a socket replaced by a
 * new login.
 */
export function useProjectRoom(no: number | null): RoomState {
  const queryClient = useQueryClient();
  const loggedIn = useUserStore((state) => state.loggedIn);
  const [state, setState] = useState<RoomState>('connecting');

  useEffect(() => {
    if (no === null || !loggedIn) return;
    let socket: RealtimeSocket | null = null;
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
    const join = () => {
      socket?.emit('joinProject', { projectNo: no }, (result) => setState(result.ok ? 'live' : 'offline'));
    };
    const onDisconnect = () => setState('connecting');
    const onConnect = () => {
      join();
      // Anything missed while disconnected comes back with a fresh read.
      refresh();
    };

    const attach = (next: RealtimeSocket) => {
      socket = next;
      next.on('taskCreated', onTask);
      next.on('taskUpdated', onTask);
      next.on('taskMoved', onTask);
      next.on('taskDeleted', onDeleted);
      next.on('goalsChanged', onGoals);
      next.on('connect', onConnect);
      next.on('disconnect', onDisconnect);
      if (next.connected) join();
    };
    const detach = () => {
      if (!socket) return;
      socket.off('taskCreated', onTask);
      socket.off('taskUpdated', onTask);
      socket.off('taskMoved', onTask);
      socket.off('taskDeleted', onDeleted);
      socket.off('goalsChanged', onGoals);
      socket.off('connect', onConnect);
      socket.off('disconnect', onDisconnect);
      if (socket.connected) socket.emit('leaveProject', { projectNo: no });
      socket = null;
    };
    // The session opens the socket on its own schedule (and a new login replaces it): follow it.
    const follow = () => {
      const current = getRealtimeSocket();
      if (current === socket) return;
      detach();
      if (current) attach(current);
    };
    follow();
    const timer = window.setInterval(follow, 1000);
    return () => {
      window.clearInterval(timer);
      detach();
    };
  }, [no, loggedIn, queryClient]);

  return no === null || !loggedIn ? 'offline' : state;
}
