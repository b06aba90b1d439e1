import type { ServerToClientEvents } from '@sidecamp/domain';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { getRealtimeSocket, type RealtimeSocket } from '../../../app/realtime/realtimeSocket';
import { useUserStore } from '../../../app/store/userStore';

type AlarmPayload = Parameters<ServerToClientEvents['alarm']>[0];

/** Only links within this site are followed from a pop-up. */
function isSiteLink(link: string): boolean {
  return link.startsWith('/') && !link.startsWith('//');
}

/**
 * Desktop notifications while Sidecamp is open (F14 channels, the Notification API): when the
 * server's `alarm` event brings a new notification (`latest`; the server leaves it out during the
 * person's quiet hours), the browser has granted permission, and this tab is hidden, a pop-up shows
 * its text; clicking it brings the tab forward on the notification's page. Its tag is the one the
 * web push uses, so a push for the same notification replaces it instead of showing twice.
 * Permission is asked for in Settings, never here. Call it once, in the logged-in shell.
 */
export function useDesktopNotifications() {
  const loggedIn = useUserStore((state) => state.loggedIn);
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  useEffect(() => {
    if (!loggedIn || typeof window === 'undefined' || !('Notification' in window)) return;
    let socket: RealtimeSocket | null = null;
    const onAlarm = (payload: AlarmPayload) => {
      const latest = payload.latest;
      if (!latest || Notification.permission !== 'granted' || document.visibilityState !== 'hidden') return;
      try {
        const popup = new Notification('Sidecamp', {
          body: latest.text,
          tag: `sidecamp-${latest.id}`,
          icon: '/favicon.svg',
        });
        popup.onclick = () => {
          window.focus();
          if (isSiteLink(latest.link)) void navigateRef.current(latest.link);
          popup.close();
        };
      } catch {
        // Some browsers (Android Chrome) allow notifications only from a service worker: the
        // push, when on, covers them.
      }
    };
    // The session opens the socket on its own schedule (and a new login replaces it): follow it.
    const follow = () => {
      const current = getRealtimeSocket();
      if (current === socket) return;
      socket?.off('alarm', onAlarm);
      socket = current;
      socket?.on('alarm', onAlarm);
    };
    follow();
    const timer = window.setInterval(follow, 1000);
    return () => {
      window.clearInterval(timer);
      socket?.off('alarm', onAlarm);
    };
  }, [loggedIn]);
}
