import { describe, expect, it } from 'vitest';
import { participantChangePlan, seatSockets, unseatSockets } from './chat.participants';
import { createFakeChatRealtime } from './chat.realtime.fake';

describe('a participant change', () => {
  const ana = { nickname: 'Ana' };

  it('joining writes the row as joined and seats the sockets; the bot welcomes only when it is on', () => {
    expect(participantChangePlan('join', ana, true)).toEqual({
      status: 'joined',
      sockets: 'join',
      systemMessage: 'Welcome, Ana! Say hello to everyone.',
    });
    expect(participantChangePlan('join', ana, false)).toEqual({
      status: 'joined',
      sockets: 'join',
      systemMessage: null,
    });
  });

  it('leaving, a ban and a removal each set their status, unseat the sockets and say so in the room', () => {
    for (const botEnabled of [true, false]) {
      expect(participantChangePlan('leave', ana, botEnabled)).toEqual({
        status: 'left',
        sockets: 'leave',
        systemMessage: 'Ana left the chat.',
      });
      expect(participantChangePlan('banned', ana, botEnabled)).toEqual({
        status: 'banned',
        sockets: 'leave',
        systemMessage: 'Ana was banned.',
      });
      expect(participantChangePlan('expelled', ana, botEnabled)).toEqual({
        status: 'expelled',
        sockets: 'leave',
        systemMessage: 'Ana was removed from the chat.',
      });
    }
  });

  it('a no-show changes only the counts', () => {
    expect(participantChangePlan('noShow', ana, true)).toEqual({
      status: null,
      sockets: null,
      systemMessage: null,
    });
  });

  it("seating moves the person's sockets into the room before telling their tabs", () => {
    const realtime = createFakeChatRealtime();
    seatSockets(realtime, 5, 42);
    expect(realtime.calls).toEqual([
      { kind: 'joinUser', userNo: 5, room: 'chat:42' },
      { kind: 'emit', room: 'user:5', event: 'joinChat', payload: { roomId: '42' } },
    ]);
  });

  it("unseating takes the person's sockets out of the room before telling their tabs", () => {
    const realtime = createFakeChatRealtime();
    unseatSockets(realtime, 5, 42);
    expect(realtime.calls).toEqual([
      { kind: 'leaveUser', userNo: 5, room: 'chat:42' },
      { kind: 'emit', room: 'user:5', event: 'leaveRoomResult', payload: { roomId: '42' } },
    ]);
  });
});
