import { rooms } from '../../realtime/rooms';
import type { RealtimeServer } from '../../realtime/server';
import type { ChatRealtime } from './chat.realtime.port';

export type { ChatRealtime } from './chat.realtime.port';

/**
 * The socket.io side of the ChatRealtime port. Every call goes through the adapter, so with Redis
 * it reaches the sockets of every server process. Before a server is attached (inject-only tests)
 * nothing is emitted and nobody is online.
 */
export function createChatRealtime(server: () => RealtimeServer | null): ChatRealtime {
  return {
    emit(room, event, ...args) {
      server()
        ?.to(room)
        .emit(event, ...args);
    },
    joinUser(userNo, room) {
      server()?.in(rooms.user(userNo)).socketsJoin(room);
    },
    leaveUser(userNo, room) {
      server()?.in(rooms.user(userNo)).socketsLeave(room);
    },
    async onlineAmong(userNos) {
      const io = server();
      const online = new Set<number>();
      if (!io || userNos.length === 0) return online;
      const unique = [...new Set(userNos)];
      const answers = await Promise.all(
        unique.map((no) =>
          io
            .in(rooms.user(no))
            .fetchSockets()
            .then((sockets) => sockets.length > 0)
            // A process that does not answer in time must not fail the list; presence is best effort.
            .catch(() => false),
        ),
      );
      unique.forEach((no, index) => {
        if (answers[index]) online.add(no);
      });
      return online;
    },
    roomState(state) {
      server()?.to(rooms.chat(state.roomId)).emit('roomUpdated', state);
    },
  };
}
