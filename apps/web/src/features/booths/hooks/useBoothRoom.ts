import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getRealtimeSocket, type RealtimeSocket } from '../../../app/realtime/realtimeSocket';
import { useUserStore } from '../../../app/store/userStore';
import { boothKeys } from '../api/boothKeys';

/**
 * Follows a booth's build progress live: joins the booth's room (watchBooth) and refetches the
 * progress on every boothProgress. Logged-out visitors have no socket and see the data as loaded.
 * Re-joins after a reconnect (with a fresh read for what was missed) and follows a socket replaced
 * by a new login.
 */
export function useBoothRoom(boothId: number, enabled: boolean): void {
  const queryClient = useQueryClient();
  const loggedIn = useUserStore((state) => state.loggedIn);

  useEffect(() => {
    if (!enabled || !loggedIn) return;
    let socket: RealtimeSocket | null = null;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: boothKeys.progress(boothId) });
    const onProgress = (payload: { boothId: number }) => {
      if (payload.boothId === boothId) refresh();
    };
    const join = () => socket?.emit('watchBooth', { boothId }, () => undefined);
    const onConnect = () => {
      join();
      refresh();
    };
    const attach = (next: RealtimeSocket) => {
      socket = next;
      next.on('boothProgress', onProgress);
      next.on('connect', onConnect);
      if (next.connected) join();
    };
    const detach = () => {
      if (!socket) return;
      socket.off('boothProgress', onProgress);
      socket.off('connect', onConnect);
      if (socket.connected) socket.emit('unwatchBooth', { boothId });
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
  }, [boothId, enabled, loggedIn, queryClient]);
}
