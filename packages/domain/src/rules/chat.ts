import type { ChatRoomTypeCode } from '../codes/chat';

/** Chat roles (spec point 6): host and guest; pro appears in pro chat. */
export type ChatRole = 'host' | 'guest' | 'pro';
export type ChatParticipantStatus = 'joined' | 'left' | 'expelled' | 'banned';

/** Why someone stops (or starts) being in a room. */
export type ParticipantChangeReason = 'join' | 'leave' | 'expelled' | 'banned' | 'noShow';

export type ParticipantChange = {
  /** Change of the room's participantsSize. */
  delta: -1 | 0 | 1;
  /** How far ahead of now the room's end time is set, or null to leave it alone. */
  endInMs: number | null;
};

export const CHAT_END_AFTER_LEAVE_MS = 60 * 60 * 1000;
export const PRO_CHAT_END_AFTER_NO_SHOW_MS = 10 * 60 * 1000;

/**
 * Spec point 4, room participant count, as one rule:
 * - +1 on join;
 * - -1 on leave, host left team chat, guest left team chat, guest expelled (and a ban, which expels);
 * - the host leaving a team chat, or a room being left, sets the end time one hour ahead. "A room
 *   is left" is read as: the host leaves any room, or either side leaves a one-to-one room (the
 *   conversation is over for both); a guest leaving an open or team chat leaves it running;
 * - in a pro chat a no-show (by the pro or the host, who reserved) or a leave by the pro or the
 *   user: -1 and the end time ten minutes ahead.
 */
export function participantChange(
  roomType: ChatRoomTypeCode,
  role: ChatRole,
  reason: ParticipantChangeReason,
): ParticipantChange {
  if (reason === 'join') return { delta: 1, endInMs: null };
  if (roomType === '04') return { delta: -1, endInMs: PRO_CHAT_END_AFTER_NO_SHOW_MS };
  // A group chat (ours, not the spec's) lives as long as its group: nobody's leaving ends it.
  if (roomType === '05') return { delta: reason === 'noShow' ? 0 : -1, endInMs: null };
  if (reason === 'noShow') return { delta: 0, endInMs: null };
  if (reason === 'expelled' || reason === 'banned') return { delta: -1, endInMs: null };
  if (role === 'host' || roomType === '01') return { delta: -1, endInMs: CHAT_END_AFTER_LEAVE_MS };
  return { delta: -1, endInMs: null };
}

/** Only an open chat's host bans; team-chat membership follows the project, one-to-one has no third party. */
export function canBan(
  roomType: ChatRoomTypeCode,
  actorRole: ChatRole | null,
  targetRole: ChatRole,
): boolean {
  return roomType === '02' && actorRole === 'host' && targetRole !== 'host';
}

/** The host of a room switches its bot (welcome messages for people joining). */
export function canToggleBot(actorRole: ChatRole | null): boolean {
  return actorRole === 'host';
}

/** The one-to-one key of two people, the same whoever starts the chat. */
export function directKeyOf(a: number, b: number): string {
  return a < b ? `${a}:${b}` : `${b}:${a}`;
}

/** A room whose end time has passed takes no new messages. */
export function hasEnded(endDate: string | null, now: Date = new Date()): boolean {
  return endDate !== null && new Date(endDate).getTime() <= now.getTime();
}

/** Pro chats: how long after the slot's start a side may still pass the start check before it is a no-show. */
export const PRO_CHAT_NO_SHOW_GRACE_MS = 10 * 60 * 1000;
