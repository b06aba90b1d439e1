import type { ChatRoomState, ServerToClientEvents } from '@sidecamp/domain';
import type { ChatRealtime } from './chat.realtime.port';

/** One thing a service asked of the realtime port, in the order it asked. */
export type RealtimeCall =
  | { kind: 'emit'; room: string; event: keyof ServerToClientEvents; payload: unknown }
  | { kind: 'joinUser'; userNo: number; room: string }
  | { kind: 'leaveUser'; userNo: number; room: string }
  | { kind: 'roomState'; state: ChatRoomState };

/** A ChatRealtime that records every call instead of reaching sockets; `online` says who is connected. */
export function createFakeChatRealtime(
  online: readonly number[] = [],
): ChatRealtime & { calls: RealtimeCall[] } {
  const calls: RealtimeCall[] = [];
  return {
    calls,
    emit(room, event, ...args) {
      calls.push({ kind: 'emit', room, event, payload: args[0] });
    },
    joinUser(userNo, room) {
      calls.push({ kind: 'joinUser', userNo, room });
    },
    leaveUser(userNo, room) {
      calls.push({ kind: 'leaveUser', userNo, room });
    },
    async onlineAmong(userNos) {
      return new Set(userNos.filter((no) => online.includes(no)));
    },
    roomState(state) {
      calls.push({ kind: 'roomState', state });
    },
  };
}
