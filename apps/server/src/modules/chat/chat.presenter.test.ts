import { describe, expect, it } from 'vitest';
import {
  attributesOf,
  type MessageRow,
  type PersonRow,
  presentMessage,
  presentOpenCard,
  presentReservation,
  presentReview,
  presentRoom,
  presentRoomState,
  presentSlot,
  type RoomRow,
  readCountOf,
  systemMessageRow,
} from './chat.presenter';
import type { chatRooms, proReservations } from './chat.tables';

const at = '2026-03-01T10:00:00.000Z';

const buildMessageRow = (overrides: Partial<MessageRow> = {}): MessageRow => ({
  id: '12',
  room_id: 3,
  sender_no: 7,
  type: 'text',
  body: 'hello',
  upload_id: null,
  client_id: 'c-1',
  created_at: at,
  sender_nickname: 'Ana',
  sender_img: null,
  ...overrides,
});

const buildRoomRow = (overrides: Partial<RoomRow> = {}): RoomRow => ({
  id: 3,
  type: '02',
  name: 'Rust learners',
  description: '',
  host_no: 7,
  project_no: null,
  reservation_id: null,
  participants_size: 2,
  end_date: null,
  attributes: null,
  bot_enabled: false,
  created_at: at,
  role: 'guest',
  status: 'joined',
  last_read_message_id: '10',
  is_alarm_blocked: null,
  lm_id: null,
  lm_body: null,
  lm_type: null,
  lm_created_at: null,
  unread: '2',
  people: [],
  ...overrides,
});

const person = (userNo: number, role: string, nickname: string): PersonRow => ({
  room_id: 3,
  user_no: userNo,
  role,
  status: 'joined',
  nickname,
  img: null,
});

describe('chat presenters', () => {
  it('a message: ids as strings, its sender, and image addresses only for an upload', () => {
    expect(presentMessage(buildMessageRow())).toEqual({
      _id: '12',
      roomId: '3',
      body: 'hello',
      createdAt: at,
      type: 'text',
      senderNo: 7,
      sender: { no: 7, nickname: 'Ana', img: null },
      clientId: 'c-1',
      imageUrl: null,
      thumbnailUrl: null,
    });
    const image = presentMessage(buildMessageRow({ type: 'image', upload_id: 'u-1', has_thumbnail: true }));
    expect([image.imageUrl, image.thumbnailUrl]).toEqual(['/api/files/u-1', '/api/files/u-1?size=thumb']);
    expect(presentMessage(buildMessageRow({ upload_id: 'u-1' })).thumbnailUrl).toBeNull();
  });

  it('a system message has no sender', () => {
    const message = presentMessage(
      systemMessageRow({ id: 5, roomId: 3, body: 'Ana left the chat.', createdAt: new Date(at) }),
    );
    expect(message).toMatchObject({ _id: '5', type: 'system', senderNo: null, sender: null, clientId: null });
  });

  it('a room: the opponent only in one-to-one and pro chats, counts as numbers, defaults when not joined', () => {
    const people = [person(7, 'host', 'Ana'), person(8, 'guest', 'Ben')];
    const open = presentRoom(buildRoomRow(), 8, people, new Set([7]));
    expect(open.hostInfo).toMatchObject({ no: 7, online: true });
    expect(open.opponentInfo).toBeNull();
    expect([open.unreadCount, open.lastReadMessageId, open.isAlarmBlocked]).toEqual([2, '10', false]);
    expect(open.lastMessage).toBeNull();

    const direct = presentRoom(
      buildRoomRow({ type: '01', lm_id: 11, lm_body: 'hi', lm_type: 'text', lm_created_at: at }),
      7,
      people,
      new Set(),
    );
    expect(direct.opponentInfo).toMatchObject({ no: 8, nickname: 'Ben', online: false });
    expect(direct.lastMessage).toEqual({ _id: '11', body: 'hi', createdAt: at, type: 'text' });

    const outsider = presentRoom(
      buildRoomRow({ role: null, status: null, last_read_message_id: null, unread: null }),
      9,
      [],
      new Set(),
    );
    expect(outsider).toMatchObject({ myRole: null, myStatus: null, unreadCount: 0, lastReadMessageId: '0' });
  });

  it('attributes arrive as JSON text or an object, or not at all', () => {
    expect(attributesOf('{"realStart":"x"}')).toEqual({ realStart: 'x' });
    expect(attributesOf({ realStart: 'y' })).toEqual({ realStart: 'y' });
    expect(attributesOf(null)).toEqual({});
  });

  it("a room's state for roomUpdated", () => {
    const room = {
      id: 3,
      participantsSize: 1,
      endDate: new Date(at),
      botEnabled: true,
      attributes: { realStart: at },
    } as typeof chatRooms.$inferSelect;
    expect(presentRoomState(room)).toEqual({
      roomId: '3',
      participantsSize: 1,
      endDate: at,
      botEnabled: true,
      attributes: { realStart: at },
    });
    expect(presentRoomState({ ...room, endDate: null }).endDate).toBeNull();
  });

  it('an open chat card: a host only with a nickname, the last message time when there is one', () => {
    const row = {
      id: 4,
      name: 'Go',
      description: 'gophers',
      participants_size: 3,
      host_no: 7,
      nickname: 'Ana',
      img: null,
      last_at: null,
      joined: null,
      created_at: at,
      pinned_until: null,
    };
    expect(presentOpenCard(row)).toEqual({
      _id: '4',
      name: 'Go',
      description: 'gophers',
      participantsSize: 3,
      host: { no: 7, nickname: 'Ana', img: null },
      lastMessageAt: null,
      joined: false,
      createdAt: at,
      pinnedUntil: null,
    });
    expect(
      presentOpenCard({ ...row, nickname: null, last_at: at, joined: true, pinned_until: new Date(at) }),
    ).toMatchObject({
      host: null,
      lastMessageAt: at,
      joined: true,
      pinnedUntil: at,
    });
  });

  it('a reservation with its people, room and my review, and blanks for what was not found', () => {
    const row = {
      id: 9,
      slotId: 2,
      proNo: 7,
      userNo: 8,
      startsAt: new Date(at),
      endsAt: new Date('2026-03-01T10:30:00.000Z'),
      status: 'reserved',
      payment: 'held',
      pricePoints: 50,
    } as typeof proReservations.$inferSelect;
    const related = {
      people: [{ no: 7, nickname: 'Ana', img: null }],
      rooms: [{ id: 30, reservation_id: 9 }],
      reviews: [{ reservation_id: 9, rating: 5, body: 'great' }],
    };
    expect(presentReservation(row, related)).toEqual({
      id: 9,
      slotId: 2,
      pro: { no: 7, nickname: 'Ana', img: null },
      user: { no: 8, nickname: '', img: null },
      startsAt: at,
      endsAt: '2026-03-01T10:30:00.000Z',
      status: 'reserved',
      payment: 'held',
      pricePoints: 50,
      roomId: '30',
      myReview: { rating: 5, body: 'great' },
    });
    expect(presentReservation(row, { people: [], rooms: [], reviews: [] })).toMatchObject({
      roomId: null,
      myReview: null,
    });
  });

  it('slots, reviews and unread counts', () => {
    expect(presentSlot({ id: 1, pro_no: 7, starts_at: at, ends_at: at, reserved: false })).toEqual({
      id: 1,
      proNo: 7,
      startsAt: at,
      endsAt: at,
      reserved: false,
    });
    expect(presentReview({ rating: 4, body: 'ok', created_at: at, nickname: 'Ben', no: 8 })).toEqual({
      rating: 4,
      body: 'ok',
      createdAt: at,
      reviewer: { no: 8, nickname: 'Ben' },
    });
    expect(readCountOf(3, '999')).toEqual({ _id: '3', count: 999 });
  });
});
