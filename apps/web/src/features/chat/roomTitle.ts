import type { TChatRoom } from '@sidecamp/domain';

/** A one-to-one or pro chat is named after the other person; open and team chats by their name. */
export function roomTitle(room: TChatRoom): string {
  if ((room.type === '01' || room.type === '04') && room.opponentInfo) return room.opponentInfo.nickname;
  return room.name || room.hostInfo?.nickname || '';
}

export function roomPicture(room: TChatRoom): string | null {
  if (room.type === '01' || room.type === '04') return room.opponentInfo?.img ?? null;
  return null;
}

export function messageTime(iso: string): string {
  return new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
}

export function hasRoomEnded(room: TChatRoom, now = Date.now()): boolean {
  return room.endDate !== null && new Date(room.endDate).getTime() <= now;
}
