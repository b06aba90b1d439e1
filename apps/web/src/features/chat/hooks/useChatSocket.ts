import { type ChatSocket, getChatSocket } from '../../../app/session/chatSocket';
import { useUserStore } from '../../../app/store/userStore';

/** The chat socket of the logged-in user (re-read whenever the connection opens or closes), or null. */
export function useChatSocket(): { socket: ChatSocket | null; connected: boolean } {
  const loggedIn = useUserStore((state) => state.loggedIn);
  const chatOpen = useUserStore((state) => state.chatOpen);
  const socket = loggedIn ? getChatSocket() : null;
  return { socket, connected: Boolean(socket?.connected && chatOpen) };
}
