import type { ChatRoomState, ServerToClientEvents } from '@sidecamp/domain';

/**
 * What the chat services need from socket.io: emit to a room, move a user's sockets in and out of
 * a room, ask who is online. The services depend on this port; chat.module.ts wires the socket.io
 * adapter (chat.realtime.ts), and unit tests hand them a fake (chat.realtime.fake.ts).
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
