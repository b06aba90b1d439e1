import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { getRealtimeSocket, type RealtimeSocket } from '../../../app/realtime/realtimeSocket';
import { useUserStore } from '../../../app/store/userStore';
import { toast } from '../../../ui/toast';
import { pointsKeys } from '../api/pointsKeys';

/** Tells the person when the server says they reached a new level, and refreshes their points. */
export function useLevelUpNotice() {
  const { t } = useTranslation('common');
  const queryClient = useQueryClient();
  const loggedIn = useUserStore((state) => state.loggedIn);
  useEffect(() => {
    if (!loggedIn) return;
    let socket: RealtimeSocket | null = null;
    const onLevelUp = ({ level }: { level: number }) => {
      toast.success(t('points.levelUp', { level }));
      void queryClient.invalidateQueries({ queryKey: pointsKeys.all });
    };
    // The session opens the socket on its own schedule (and a new login replaces it): follow it.
    const follow = () => {
      const current = getRealtimeSocket();
      if (current === socket) return;
      socket?.off('levelUp', onLevelUp);
      socket = current;
      socket?.on('levelUp', onLevelUp);
    };
    follow();
    const timer = window.setInterval(follow, 1000);
    return () => {
      window.clearInterval(timer);
      socket?.off('levelUp', onLevelUp);
    };
  }, [loggedIn, queryClient, t]);
}
