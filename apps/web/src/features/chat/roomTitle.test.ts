import { describe, expect, it } from 'vitest';
import { buildChatRoom } from '../../test/buildChatRoom';
import { hasRoomEnded, roomPicture, roomTitle } from './roomTitle';

const person = (nickname: string, img: string | null = null) => ({
  no: 2,
  nickname,
  img,
  role: 'guest' as const,
  status: 'joined' as const,
  online: false,
});

describe('roomTitle', () => {
  it('names a one-to-one or pro chat after the other person', () => {
    expect(roomTitle(buildChatRoom({ type: '01', name: 'x', opponentInfo: person('Mina') }))).toBe('Mina');
    expect(roomTitle(buildChatRoom({ type: '04', name: 'x', opponentInfo: person('Pro Kim') }))).toBe(
      'Pro Kim',
    );
  });

  it('names open, team and group chats by their name, else by their host', () => {
    expect(roomTitle(buildChatRoom({ type: '02', name: 'Makers', opponentInfo: person('Mina') }))).toBe(
      'Makers',
    );
    expect(roomTitle(buildChatRoom({ type: '03', name: '', hostInfo: person('Host') }))).toBe('Host');
    expect(roomTitle(buildChatRoom({ type: '05', name: '', hostInfo: null }))).toBe('');
  });

  it('falls back to the name when the other person is unknown', () => {
    expect(roomTitle(buildChatRoom({ type: '01', name: 'Direct', opponentInfo: null }))).toBe('Direct');
  });
});

describe('roomPicture', () => {
  it("shows the other person's picture in one-to-one and pro chats only", () => {
    expect(roomPicture(buildChatRoom({ type: '01', opponentInfo: person('Mina', '/img/m.png') }))).toBe(
      '/img/m.png',
    );
    expect(roomPicture(buildChatRoom({ type: '01', opponentInfo: null }))).toBeNull();
    expect(roomPicture(buildChatRoom({ type: '02', opponentInfo: person('Mina', '/img/m.png') }))).toBeNull();
  });
});

describe('hasRoomEnded', () => {
  const now = Date.parse('2026-03-01T12:00:00.000Z');

  it('is true from the end date on, and never for a room without one', () => {
    expect(hasRoomEnded(buildChatRoom({ endDate: '2026-03-01T12:00:00.000Z' }), now)).toBe(true);
    expect(hasRoomEnded(buildChatRoom({ endDate: '2026-03-01T11:59:59.000Z' }), now)).toBe(true);
    expect(hasRoomEnded(buildChatRoom({ endDate: '2026-03-01T12:00:01.000Z' }), now)).toBe(false);
    expect(hasRoomEnded(buildChatRoom({ endDate: null }), now)).toBe(false);
  });
});
