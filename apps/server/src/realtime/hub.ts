import type { ServerToClientEvents } from '@sidecamp/domain';
import type { RealtimeServer, RealtimeSocket } from './server';

type ConnectionHandler = (socket: RealtimeSocket) => void;

/**
 * The app's handle on socket.io. `buildApp` creates it before any socket exists (tests build the app
 * without a listening server); `startServer` attaches the real server later. Modules register
 * their per-socket handlers and emit through it, so none of them needs the server itself, and an
 * emit before attaching (or in an inject-only test) simply reaches nobody.
 */
export type RealtimeHub = {
  attach: (io: RealtimeServer) => void;
  /**
   * Shutdown, once realtime is closed: from then on `server()` is null and an emit is dropped with
   * a log line (work that outlived the shutdown order must not reach a closed adapter).
   */
  detach: (logger?: { warn: (obj: object, msg: string) => void }) => void;
  /** Adds a handler run for every new connection (registered before or after attaching). */
  onConnection: (handler: ConnectionHandler) => void;
  emitToRoom: <E extends keyof ServerToClientEvents>(
    room: string,
    event: E,
    ...args: Parameters<ServerToClientEvents[E]>
  ) => void;
  /** The attached server, or null before `attach` (for socketsJoin/socketsLeave/fetchSockets across processes). */
  server: () => RealtimeServer | null;
};

export function createRealtimeHub(): RealtimeHub {
  let server: RealtimeServer | null = null;
  let detached: { warn: (obj: object, msg: string) => void } | undefined;
  const handlers: ConnectionHandler[] = [];
  return {
    attach(io) {
      server = io;
      detached = undefined;
      for (const handler of handlers) io.on('connection', handler);
    },
    detach(logger) {
      server = null;
      detached = logger ?? { warn: () => undefined };
    },
    onConnection(handler) {
      handlers.push(handler);
      server?.on('connection', handler);
    },
    emitToRoom(room, event, ...args) {
      if (detached) {
        detached.warn({ room, event }, 'realtime is closed: an emit was dropped');
        return;
      }
      server?.to(room).emit(event, ...args);
    },
    server: () => server,
  };
}
