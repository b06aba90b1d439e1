import type {
  ChatParticipantStatus,
  ChatReadCount,
  ChatRole,
  ChatRoomState,
  ChatRoomTypeCode,
  TChatMessage,
  TChatPerson,
  TChatRoom,
  TOpenChatCard,
  TReservation,
} from '@sidecamp/domain';
import { fileUrlOf, thumbnailUrlOf } from '../uploads';
import type { ChatRoomAttributes, chatRooms, proReservations } from './chat.tables';

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
  /** The people the card shows (`roomSelect`); a string where the driver leaves JSON unparsed. */
  people: PersonRow[] | string;
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

/** What roomUpdated tells a room's sockets after a change of its size, end, bot or attributes. */
export function presentRoomState(room: typeof chatRooms.$inferSelect): ChatRoomState {
  return {
    roomId: String(room.id),
    participantsSize: room.participantsSize,
    endDate: room.endDate ? room.endDate.toISOString() : null,
    botEnabled: room.botEnabled,
    attributes: attributesOf(room.attributes),
  };
}

/** A message the room itself writes (someone joined, left, was banned); it has no sender. */
export function systemMessageRow(row: {
  id: number;
  roomId: number;
  body: string;
  createdAt: Date;
}): MessageRow {
  return {
    id: row.id,
    room_id: row.roomId,
    sender_no: null,
    type: 'system',
    body: row.body,
    upload_id: null,
    client_id: null,
    created_at: row.createdAt,
    sender_nickname: null,
    sender_img: null,
  };
}

/** An open chat as the directory lists it. */
export type OpenChatRow = {
  id: number;
  name: string;
  description: string;
  participants_size: number;
  host_no: number | null;
  nickname: string | null;
  img: string | null;
  last_at: unknown;
  joined: boolean | null;
  created_at: unknown;
  /** Set only while the host's top ad runs. */
  pinned_until: unknown;
};

export function presentOpenCard(row: OpenChatRow): TOpenChatCard {
  return {
    _id: String(row.id),
    name: row.name,
    description: row.description,
    participantsSize: row.participants_size,
    host:
      row.host_no !== null && row.nickname ? { no: row.host_no, nickname: row.nickname, img: row.img } : null,
    lastMessageAt: row.last_at ? iso(row.last_at) : null,
    joined: Boolean(row.joined),
    createdAt: iso(row.created_at),
    pinnedUntil: row.pinned_until ? iso(row.pinned_until) : null,
  };
}

export type ReservationRecord = typeof proReservations.$inferSelect;

/** A reservation with both people, its room and the viewer's own review, looked up beforehand. */
export function presentReservation(
  row: ReservationRecord,
  related: {
    people: Array<{ no: number; nickname: string; img: string | null }>;
    rooms: Array<{ id: number; reservation_id: number }>;
    reviews: Array<{ reservation_id: number; rating: number; body: string }>;
  },
): TReservation {
  const personOf = (no: number) => {
    const found = related.people.find((person) => person.no === no);
    return { no, nickname: found?.nickname ?? '', img: found?.img ?? null };
  };
  const review = related.reviews.find((item) => item.reservation_id === row.id);
  const room = related.rooms.find((item) => item.reservation_id === row.id);
  return {
    id: row.id,
    slotId: row.slotId,
    pro: personOf(row.proNo),
    user: personOf(row.userNo),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    status: row.status as TReservation['status'],
    payment: row.payment as TReservation['payment'],
    pricePoints: row.pricePoints,
    roomId: room ? String(room.id) : null,
    myReview: review ? { rating: review.rating, body: review.body } : null,
  };
}

export type SlotRow = { id: number; pro_no: number; starts_at: unknown; ends_at: unknown; reserved: boolean };

export function presentSlot(row: SlotRow) {
  return {
    id: row.id,
    proNo: row.pro_no,
    startsAt: iso(row.starts_at),
    endsAt: iso(row.ends_at),
    reserved: Boolean(row.reserved),
  };
}

export type ReviewRow = { rating: number; body: string; created_at: unknown; nickname: string; no: number };

export function presentReview(row: ReviewRow) {
  return {
    rating: row.rating,
    body: row.body,
    createdAt: iso(row.created_at),
    reviewer: { no: row.no, nickname: row.nickname },
  };
}
