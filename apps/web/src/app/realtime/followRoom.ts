import { getRealtimeSocket, type RealtimeSocket } from './realtimeSocket';

/** Where a live view stands: joining its room, in it, or without it (refused, or no socket). */
export type RoomState = 'connecting' | 'live' | 'offline';

/** One live view's room: how to join and leave it, what to listen to, and how to read its data. */
export type RoomFollower = {
  /** Asks the server for the room; `joined` is the server's acknowledgement (false: refused). */
  join: (socket: RealtimeSocket, joined: (ok: boolean) => void) => void;
  leave: (socket: RealtimeSocket) => void;
  /** Puts the room's listeners on a socket; answers the function that takes them off again. */
  listen: (socket: RealtimeSocket) => () => void;
  /**
   * Reads the view's data again. Called once the server has acknowledged a join, never before:
   * the page's first read may have left before the socket was in the room, so a change made
   * between the two would otherwise be neither read nor heard (it is the same after a reconnect).
   */
  read: () => void;
  onState?: (state: RoomState) => void;
};

/** How often the follower looks for a socket opened, or replaced by a new login, since. */
const SOCKET_POLL_MS = 1000;

/**
 * Keeps a live view in its socket.io room: joins, and only when the join is acknowledged reads the
 * view's data again; does the same after every reconnect; follows the session's socket as it is
 * opened or replaced. Answers the function that stops following (and leaves the room).
 */
export function followRoom(
  follower: RoomFollower,
  currentSocket: () => RealtimeSocket | null = getRealtimeSocket,
): () => void {
  let socket: RealtimeSocket | null = null;
  let stopListening: (() => void) | null = null;
  // A join's answer that arrives after the socket was left or replaced changes nothing.
  let attempt = 0;

  const join = () => {
    const target = socket;
    if (!target?.connected) return;
    const mine = ++attempt;
    follower.onState?.('connecting');
    follower.join(target, (ok) => {
      if (mine !== attempt || socket !== target) return;
      follower.onState?.(ok ? 'live' : 'offline');
      if (ok) follower.read();
    });
  };
  const onDisconnect = () => {
    attempt++;
    follower.onState?.('connecting');
  };

  const attach = (next: RealtimeSocket) => {
    socket = next;
    stopListening = follower.listen(next);
    next.on('connect', join);
    next.on('disconnect', onDisconnect);
    join();
  };
  const detach = () => {
    if (!socket) return;
    attempt++;
    stopListening?.();
    stopListening = null;
    socket.off('connect', join);
    socket.off('disconnect', onDisconnect);
    if (socket.connected) follower.leave(socket);
    socket = null;
  };
  // The session opens the socket on its own schedule (and a new login replaces it): follow it.
  const follow = () => {
    const current = currentSocket();
    if (current === socket) return;
    detach();
    if (current) attach(current);
  };

  follow();
  const timer = setInterval(follow, SOCKET_POLL_MS);
  return () => {
    clearInterval(timer);
    detach();
  };
}
