import { getRealtimeSocket, type RealtimeSocket } from '../../../app/realtime/realtimeSocket';
import { useUserStore } from '../../../app/store/userStore';

/** The realtime socket as chat sees it (re-read whenever the connection opens or closes), or null. */
export function useChatSocket(): { socket: RealtimeSocket | null; connected: boolean } {
  const loggedIn = useUserStore((state) => state.loggedIn);
  const chatOpen = useUserStore((state) => state.chatOpen);
  const socket = loggedIn ? getRealtimeSocket() : null;
  return { socket, connected: Boolean(socket?.connected && chatOpen) };
}
