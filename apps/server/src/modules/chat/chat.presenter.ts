import type {
  ChatParticipantStatus,
  ChatReadCount,
  ChatRole,
  ChatRoomTypeCode,
  TChatMessage,
  TChatPerson,
  TChatRoom,
} from '@sidecamp/domain';
import { fileUrlOf, thumbnailUrlOf } from '../uploads/uploads.presenter';
import type { ChatRoomAttributes } from './chat.tables';

const iso = (value: unknown): string => new Date(value as string).toISOString();
const isoOrNull = (value: unknown): string | null => (value == null ? null : iso(value));

/** A message row as the queries select it (raw SQL or Drizzle, snake or camel names resolved). */
export type MessageRow = {
  id: number | string;
  room_id: number;
  sender_no: number | null;
  type: string;
  body: string;
  upload_id: string | null;
  client_id: string | null;
  created_at: unknown;
  sender_nickname: string | null;
  sender_img: string | null;
  has_thumbnail?: boolean | null;
};

export function presentMessage(row: MessageRow): TChatMessage {
  return {
    _id: String(row.id),
    roomId: String(row.room_id),
    body: row.body,
    createdAt: iso(row.created_at),
    type: row.type as TChatMessage['type'],
    senderNo: row.sender_no,
    sender:
      row.sender_no !== null && row.sender_nickname !== null
        ? { no: row.sender_no, nickname: row.sender_nickname, img: row.sender_img }
        : null,
    clientId: row.client_id,
    imageUrl: row.upload_id ? fileUrlOf(row.upload_id) : null,
    thumbnailUrl: row.upload_id && row.has_thumbnail ? thumbnailUrlOf(row.upload_id) : null,
  };
}

/** A room with the reader's own participant row and the derived last message and unread count. */
export type RoomRow = {
  id: number;
  type: string;
  name: string;
  description: string;
  host_no: number | null;
  project_no: number | null;
  reservation_id: number | null;
  participants_size: number;
  end_date: unknown;
  attributes: ChatRoomAttributes | string | null;
  bot_enabled: boolean;
  created_at: unknown;
  role: string | null;
  status: string | null;
  last_read_message_id: number | string | null;
  is_alarm_blocked: boolean | null;
  lm_id: number | string | null;
  lm_body: string | null;
  lm_type: string | null;
  lm_created_at: unknown;
  unread: number | string | null;
};

export type PersonRow = {
  room_id: number;
  user_no: number;
  role: string;
  status: string;
  nickname: string;
  img: string | null;
};

export function attributesOf(value: RoomRow['attributes']): ChatRoomAttributes {
  if (!value) return {};
  if (typeof value === 'string') return JSON.parse(value) as ChatRoomAttributes;
  return value;
}

export function presentPerson(row: PersonRow, online: Set<number>): TChatPerson {
  return {
    no: row.user_no,
    nickname: row.nickname,
    img: row.img,
    role: row.role as ChatRole,
    status: row.status as ChatParticipantStatus,
    online: online.has(row.user_no),
  };
}

export function presentRoom(
  row: RoomRow,
  viewerNo: number,
  people: PersonRow[],
  online: Set<number>,
): TChatRoom {
  const host = people.find((person) => person.role === 'host') ?? null;
  const opponent =
    row.type === '01' || row.type === '04'
      ? (people.find((person) => person.user_no !== viewerNo) ?? null)
      : null;
  return {
    _id: String(row.id),
    type: row.type as ChatRoomTypeCode,
    name: row.name,
    description: row.description,
    hostNo: row.host_no,
    projectNo: row.project_no,
    reservationId: row.reservation_id,
    participantsSize: row.participants_size,
    endDate: isoOrNull(row.end_date),
    attributes: attributesOf(row.attributes),
    botEnabled: row.bot_enabled,
    lastMessage:
      row.lm_id == null
        ? null
        : {
            _id: String(row.lm_id),
            body: row.lm_body ?? '',
            createdAt: iso(row.lm_created_at),
            type: (row.lm_type ?? 'text') as TChatMessage['type'],
          },
    hostInfo: host ? presentPerson(host, online) : null,
    opponentInfo: opponent ? presentPerson(opponent, online) : null,
    unreadCount: Number(row.unread ?? 0),
    lastReadMessageId: String(row.last_read_message_id ?? 0),
    isAlarmBlocked: row.is_alarm_blocked ?? false,
    myRole: (row.role as ChatRole | null) ?? null,
    myStatus: (row.status as ChatParticipantStatus | null) ?? null,
    createdAt: iso(row.created_at),
  };
}

export const readCountOf = (roomId: number | string, count: number | string): ChatReadCount => ({
  _id: String(roomId),
  count: Number(count),
});
