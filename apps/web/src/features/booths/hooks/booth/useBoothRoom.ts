import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { followRoom } from '../../../../app/realtime/followRoom';
import { useUserStore } from '../../../../app/store/userStore';
import { boothKeys } from '../../api/boothKeys';

/**
 * Follows a booth's build progress live: joins the booth's room (watchBooth), reads the progress
 * again once the join is acknowledged (a task completed between the page's first read and the join
 * would otherwise never show), and again on every boothProgress. Logged-out visitors have no socket
 * and see the data as loaded.
 */
export function useBoothRoom(boothId: number, enabled: boolean): void {
  const queryClient = useQueryClient();
  const loggedIn = useUserStore((state) => state.loggedIn);

  useEffect(() => {
    if (!enabled || !loggedIn) return;
    const read = () => void queryClient.invalidateQueries({ queryKey: boothKeys.progress(boothId) });
    return followRoom({
      join: (socket, joined) => socket.emit('watchBooth', { boothId }, (result) => joined(result.ok)),
      leave: (socket) => socket.emit('unwatchBooth', { boothId }),
      listen: (socket) => {
        const onProgress = (payload: { boothId: number }) => {
          if (payload.boothId === boothId) read();
        };
        socket.on('boothProgress', onProgress);
        return () => socket.off('boothProgress', onProgress);
      },
      read,
    });
  }, [boothId, enabled, loggedIn, queryClient]);
}
