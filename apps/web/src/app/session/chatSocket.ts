import {
  type ClientToServerEvents,
  REALTIME_CLIENT_OPTIONS,
  type RealtimeAuth,
  type ServerToClientEvents,
  type TSessionUser,
} from '@sidecamp/domain';
import { io, type Socket } from 'socket.io-client';
import { attachChatSync } from '../../features/chat';
import { useUserStore } from '../store/userStore';

export type ChatSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let socket: ChatSocket | null = null;

/** The open chat connection, for the chat feature to emit on; null while logged out. */
export function getChatSocket(): ChatSocket | null {
  return socket;
}

/**
 * Opens the realtime connection for a logged-in user (spec point 7: websocket transport, auth with
 * no, nickname, img and token). The session cookie travels with the same-origin handshake too;
 * `token` stays empty until the session check hands out a realtime token.
 */
export function openChatSocket(profile: TSessionUser, token = ''): ChatSocket {
  closeChatSocket();
  const auth: RealtimeAuth = { no: profile.no, nickname: profile.nickname, img: profile.img, token };
  const next: ChatSocket = io({
    ...REALTIME_CLIENT_OPTIONS,
    transports: [...REALTIME_CLIENT_OPTIONS.transports],
    auth,
  });
  const store = useUserStore.getState;
  next.on('chatListInitialized', ({ chat_list }) => {
    store().setChatList(chat_list);
    store().setChatReady(true);
  });
  next.on('initialNotReadCount', ({ messageCount }) => store().setChatReadCounts(messageCount));
  // Live messages, one room's new count, joins and leaves: the chat feature keeps the list in step.
  attachChatSync(next);
  next.on('waitingForAccepting', ({ callerInfo, receiverInfo, roomInfo }) =>
    store().setVoiceChat({ callerInfo, receiverInfo, roomInfo }),
  );
  next.on('voiceCancelled', () => store().setVoiceChat(null));
  // Spec point 4: on disconnect the chat is closed and the voice chat cleared; socket.io reconnects by itself.
  next.on('disconnect', () => {
    store().setChatOpen(false);
    store().setVoiceChat(null);
  });
  socket = next;
  return next;
}

export function closeChatSocket(): void {
  socket?.removeAllListeners();
  socket?.disconnect();
  socket = null;
}
