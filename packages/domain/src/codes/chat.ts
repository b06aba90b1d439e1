import { type CodeOf, defineCodes } from './defineCodes';

/**
 * Chat room types. The spec gives 01 one-to-one and 02 open chat and says "further types exist
 * for team chat and pro chat" without their codes; 03 and 04 are ours.
 */
export const CHAT_ROOM_TYPES = defineCodes([
  { code: '01', label: 'One-to-one' },
  { code: '02', label: 'Open chat' },
  { code: '03', label: 'Team chat' },
  { code: '04', label: 'Pro chat' },
  { code: '05', label: 'Group chat' },
] as const);
export type ChatRoomTypeCode = CodeOf<typeof CHAT_ROOM_TYPES>;
