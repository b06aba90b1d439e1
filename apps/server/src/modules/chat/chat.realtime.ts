import type { ChatRoomState, ServerToClientEvents } from '@sidecamp/domain';
import { rooms } from '../../realtime/rooms';
import type { RealtimeServer } from '../../realtime/server';

/**
 * What the chat service needs from socket.io. Every call goes through the adapter, so with Redis
 * it reaches the sockets of every server process. Before a server is attached (inject-only tests)
 * nothing is emitted and nobody is online.
 */
export type ChatRealtime = {
  emit: <E extends keyof ServerToClientEvents>(
    room: string,
    event: E,
    ...args: Parameters<ServerToClientEvents[E]>
  ) => void;
  /** Puts (or takes) every socket of a user in (out of) a socket.io room, on every process. */
  joinUser: (userNo: number, room: string) => void;
  leaveUser: (userNo: number, room: string) => void;
  /** Which of these users have at least one connected socket. */
  onlineAmong: (userNos: readonly number[]) => Promise<Set<number>>;
  roomState: (state: ChatRoomState) => void;
};

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
