import {
  type ClientToServerEvents,
  REALTIME_CLIENT_OPTIONS,
  type RealtimeAuth,
  type ServerToClientEvents,
  type SessionEndedReason,
  type TSessionUser,
  ZRealtimeTicket,
} from '@sidecamp/domain';
import { io, type Socket } from 'socket.io-client';
import { attachChatSync } from '../../features/chat';
import { ApiError } from '../api/ApiError';
import { apiRequest } from '../api/apiClient';
import { useUserStore } from '../store/userStore';

export type ChatSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let socket: ChatSocket | null = null;
let sessionEndedHandler: ((reason: SessionEndedReason) => void) | null = null;

let endingOnPurpose = false;

/**
 * This page is ending its own session (withdrawal): the server's sessionEnded for it is no news,
 * so it only closes the socket. Switched off again when the attempt fails.
 */
export function endingSessionOnPurpose(on: boolean): void {
  endingOnPurpose = on;
}

/** What the session module does when the server says this page's session has ended. */
export function setSessionEndedHandler(handler: ((reason: SessionEndedReason) => void) | null): void {
  sessionEndedHandler = handler;
}

/** The open chat connection, for the chat feature to emit on; null while logged out. */
export function getChatSocket(): ChatSocket | null {
  return socket;
}

/** How long to wait before trying again after a handshake was refused for a reason other than the session. */
const RETRY_REFUSED_HANDSHAKE_MS = 2_000;
/** How long the handshake waits for its ticket before going on without one (and being retried). */
const TICKET_TIMEOUT_MS = 5_000;

/**
 * Opens the realtime connection for a logged-in user (spec point 7: websocket transport, auth with
 * no, nickname, img and token). The token is a single-use ticket fetched with the session cookie
 * just before every (re)connect, so the server never accepts a socket on the cookie alone.
 */
export function openChatSocket(profile: TSessionUser): ChatSocket {
  closeChatSocket();
  let sessionGone = false;
  const next: ChatSocket = io({
    ...REALTIME_CLIENT_OPTIONS,
    transports: [...REALTIME_CLIENT_OPTIONS.transports],
    auth: (send) => {
      // A ticket request caught by a server restart must fail rather than hang: the socket waits for it.
      void apiRequest('/auth/realtime-token', {
        method: 'POST',
        schema: ZRealtimeTicket,
        signal: AbortSignal.timeout(TICKET_TIMEOUT_MS),
      })
        .then((ticket) => ticket.token)
        .catch((error: unknown) => {
          // A 401 also makes the session module re-check the session (apiClient's listener).
          sessionGone = error instanceof ApiError && error.code === 'UNAUTHENTICATED';
          return '';
        })
        .then((token) => {
          const auth: RealtimeAuth = { no: profile.no, nickname: profile.nickname, img: profile.img, token };
          send(auth);
        });
    },
  });
  // socket.io never retries a handshake the server refused; unless the session is gone, try again
  // (the ticket fetch can fail while the server restarts between the socket's open and the fetch).
  next.on('connect_error', (error) => {
    if (error.message !== 'UNAUTHENTICATED' || sessionGone) return;
    setTimeout(() => {
      if (socket === next) next.connect();
    }, RETRY_REFUSED_HANDSHAKE_MS);
  });
  // The session ended (logged out, logged in on another device, password changed, account deleted,
  // expired): the server disconnects this socket and it must not come back; the session module
  // says why and logs the page out.
  next.on('sessionEnded', ({ reason }) => {
    if (socket !== next) return;
    sessionGone = true;
    closeChatSocket();
    if (!endingOnPurpose) sessionEndedHandler?.(reason);
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
