import type { ChatParticipantStatus, ParticipantChangeReason } from '@sidecamp/domain';
import { rooms as socketRooms } from '../../realtime/rooms';
import type { ChatRealtime } from './chat.realtime.port';

/** What one person leaving or joining does besides the counts (spec point 4 gives those). */
export type ParticipantChangePlan = {
  /** The participant row afterwards: 'joined' writes (or brings back) the row, null leaves it as is. */
  status: ChatParticipantStatus | null;
  /** Whether the person's sockets join the room or leave it once the change has committed. */
  sockets: 'join' | 'leave' | null;
  /** The line the room writes about it, if any. */
  systemMessage: string | null;
};

export function participantChangePlan(
  reason: ParticipantChangeReason,
  person: { nickname: string },
  botEnabled: boolean,
): ParticipantChangePlan {
  switch (reason) {
    case 'join':
      return {
        status: 'joined',
        sockets: 'join',
        systemMessage: botEnabled ? `Welcome, ${person.nickname}! Say hello to everyone.` : null,
      };
    case 'noShow':
      // A no-show was never in the room's sockets as a talker: only the counts change.
      return { status: null, sockets: null, systemMessage: null };
    case 'leave':
      return { status: 'left', sockets: 'leave', systemMessage: `${person.nickname} left the chat.` };
    case 'banned':
      return { status: 'banned', sockets: 'leave', systemMessage: `${person.nickname} was banned.` };
    case 'expelled':
      return {
        status: 'expelled',
        sockets: 'leave',
        systemMessage: `${person.nickname} was removed from the chat.`,
      };
  }
}

/** Every socket of the person joins the room, and their other tabs hear joinChat. */
export function seatSockets(realtime: ChatRealtime, userNo: number, roomId: number): void {
  realtime.joinUser(userNo, socketRooms.chat(String(roomId)));
  realtime.emit(socketRooms.user(userNo), 'joinChat', { roomId: String(roomId) });
}

/** At once, on every process: a person taken out hears nothing more from this room. */
export function unseatSockets(realtime: ChatRealtime, userNo: number, roomId: number): void {
  realtime.leaveUser(userNo, socketRooms.chat(String(roomId)));
  realtime.emit(socketRooms.user(userNo), 'leaveRoomResult', { roomId: String(roomId) });
}
