import type {
  ClientToServerEvents,
  RealtimeAuth,
  ServerToClientEvents,
  SessionEndedReason,
  TSessionUser,
} from '@sidecamp/domain';
import { REALTIME_CLIENT_OPTIONS } from '@sidecamp/domain/core';
import type { Socket } from 'socket.io-client';
import { ApiError } from '../api/ApiError';
import { apiRequest } from '../api/apiClient';

/**
 * The app's one realtime connection (socket.io). The session opens it on login and closes it on
 * logout; features never open their own. A feature that must hear events from the first moment
 * of every connection registers its listeners here (registerRealtimeHandlers), so this file knows
 * no feature.
 */
export type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Puts a feature's listeners on a socket; they go with it when the session closes it. */
export type RealtimeHandlers = (socket: RealtimeSocket) => void;

let socket: RealtimeSocket | null = null;
/** Each feature's listeners, as a loader: their code arrives with socket.io's own, not on first paint. */
const registered = new Map<() => Promise<RealtimeHandlers>, Promise<RealtimeHandlers> | null>();

const handlersOf = (load: () => Promise<RealtimeHandlers>): Promise<RealtimeHandlers> => {
  let loading = registered.get(load);
  if (!loading) {
    loading = load();
    registered.set(load, loading);
  }
  return loading;
};

/**
 * Attaches a feature's listeners to every socket the session opens, before it connects, and to
 * the one open now (a feature registered late still hears what comes next). `load` answers the
 * listeners, usually by importing the feature's realtime module.
 */
export function registerRealtimeHandlers(load: () => Promise<RealtimeHandlers>): void {
  if (registered.has(load)) return;
  registered.set(load, null);
  const current = socket;
  if (current) void handlersOf(load).then((handlers) => socket === current && handlers(current));
}
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

/** The open realtime connection, for features to emit on and listen to; null while logged out. */
export function getRealtimeSocket(): RealtimeSocket | null {
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
export function openRealtimeSocket(profile: TSessionUser): void {
  closeRealtimeSocket();
  const generation = openings;
  // socket.io's client is its own chunk: a visitor who is not logged in never downloads it, and a
  // member's first paint does not wait for it.
  const loads = [...registered.keys()].map(handlersOf);
  void Promise.all([import('socket.io-client'), Promise.all(loads)]).then(([{ io }, handlers]) => {
    if (generation !== openings) return; // closed (or reopened) while the client was loading
    connectRealtimeSocket(io, profile, handlers);
  });
}

/** Counts opens and closes, so that a close while socket.io's client loads cancels the open. */
let openings = 0;

function connectRealtimeSocket(
  io: typeof import('socket.io-client').io,
  profile: TSessionUser,
  featureHandlers: readonly RealtimeHandlers[],
): void {
  let sessionGone = false;
  const next: RealtimeSocket = io({
    ...REALTIME_CLIENT_OPTIONS,
    transports: [...REALTIME_CLIENT_OPTIONS.transports],
    auth: (send) => {
      // A ticket request caught by a server restart must fail rather than hang: the socket waits for it.
      void apiRequest('/auth/realtime-token', {
        method: 'POST',
        schema: 'ZRealtimeTicket',
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
    closeRealtimeSocket();
    if (!endingOnPurpose) sessionEndedHandler?.(reason);
  });
  // The features' listeners (the chat list and counts, calls, ...), before any event can arrive.
  for (const handlers of featureHandlers) handlers(next);
  socket = next;
}

export function closeRealtimeSocket(): void {
  openings += 1;
  socket?.removeAllListeners();
  socket?.disconnect();
  socket = null;
}
