import type { TChatMessage, TMessagePage } from '@sidecamp/domain';
import { describe, expect, it } from 'vitest';
import type { RealtimeSocket } from '../../realtime/server';
import type { ChatRealtime } from './chat.realtime.port';
import type { ChatService } from './chat.service';
import { chatSocketHandler } from './chat.socket';

type Handler = (payload: unknown) => unknown;

/** A socket.io socket reduced to what the handler uses: its listeners, its rooms and what it was sent. */
function fakeSocket() {
  const handlers = new Map<string, Handler>();
  const sent: Array<{ event: string; payload: unknown }> = [];
  const joined = new Set<string>();
  const socket = {
    data: { user: { no: 7, nickname: 'reader', img: null } },
    rooms: joined,
    on: (event: string, handler: Handler) => handlers.set(event, handler),
    join: async (room: string | string[]) => {
      for (const name of Array.isArray(room) ? room : [room]) joined.add(name);
    },
    emit: (event: string, payload: unknown) => sent.push({ event, payload }),
  };
  return { socket: socket as unknown as RealtimeSocket, handlers, sent, joined };
}

const message = (id: number) => ({ _id: String(id), body: `message ${id}` }) as unknown as TChatMessage;

describe('opening a room (findChatInfoOnly)', () => {
  it('reads again after joining, so a message stored between the read and the join is not lost', async () => {
    const { socket, handlers, sent, joined } = fakeSocket();
    const stored = [message(1), message(2)];
    const chat = {
      joinedRoomIds: async () => [],
      listRooms: async () => [],
      unreadCounts: async () => [],
      messages: async (_actor: unknown, roomId: number, query: { after?: string }): Promise<TMessagePage> => {
        const after = Number(query.after ?? 0);
        const page = stored.filter((m) => Number(m._id) > after);
        // Someone else's message lands after this read and before the socket joins the room's
        // channel: its announcement cannot reach this socket.
        if (!joined.has(`chat:${roomId}`) && stored.length === 2) stored.push(message(3));
        return { messages: page, roomId: String(roomId), hasMore: false };
      },
    } as unknown as ChatService;
    await chatSocketHandler({ chat, realtime: {} as ChatRealtime })(socket);

    await handlers.get('findChatInfoOnly')?.({ roomId: '5', context: { after: '0' } });

    const result = sent.find((entry) => entry.event === 'loadMessageResult')?.payload as TMessagePage;
    expect(joined.has('chat:5')).toBe(true);
    expect(result.messages.map((m) => m._id)).toEqual(['1', '2', '3']);
  });

  it('does not put a socket in the channel of a room it may not read', async () => {
    const { socket, handlers, sent, joined } = fakeSocket();
    const chat = {
      joinedRoomIds: async () => [],
      listRooms: async () => [],
      unreadCounts: async () => [],
      messages: async () => {
        throw new Error('not a participant');
      },
    } as unknown as ChatService;
    await chatSocketHandler({ chat, realtime: {} as ChatRealtime })(socket);

    await handlers.get('findChatInfoOnly')?.({ roomId: '5' });

    expect(joined.has('chat:5')).toBe(false);
    expect(sent.find((entry) => entry.event === 'loadMessageResult')?.payload).toMatchObject({
      messages: [],
    });
  });
});
