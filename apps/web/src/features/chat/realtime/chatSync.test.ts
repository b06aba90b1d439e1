import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INITIAL_USER_STATE, useUserStore } from '../../../app/store/userStore';
import { buildChatMessage } from '../../../test/buildChatMessage';
import { buildChatRoom } from '../../../test/buildChatRoom';
import { buildSessionUser } from '../../../test/buildSessionUser';
import { FakeSocket } from '../../../test/FakeSocket';
import { toast } from '../../../ui/toast';
import { chatApi } from '../api/chatApi';
import { attachChatSync, patchRoom, refreshChatList, setActiveRoom } from './chatSync';

vi.mock('../api/chatApi', () => ({ chatApi: { rooms: vi.fn() } }));
vi.mock('../../../ui/toast', () => ({
  toast: { message: vi.fn(), info: vi.fn(), success: vi.fn(), error: vi.fn() },
}));

/** Whatever socket type the session hands over; the fake plays it. */
type SyncedSocket = Parameters<typeof attachChatSync>[0];

const ME = buildSessionUser({ no: 1 });
let socket: FakeSocket;

function connect() {
  socket = new FakeSocket();
  attachChatSync(socket as unknown as SyncedSocket);
}

const store = () => useUserStore.getState();
const roomIds = () => store().chatList.map((room) => room._id);

beforeEach(() => {
  useUserStore.setState({ ...INITIAL_USER_STATE, loggedIn: true, profile: ME });
  setActiveRoom(null);
  connect();
});

afterEach(() => {
  vi.clearAllMocks();
});

describe('chatSync: a live message', () => {
  beforeEach(() => {
    store().setChatList([buildChatRoom({ _id: '1', name: 'One' }), buildChatRoom({ _id: '2', name: 'Two' })]);
    store().setChatReadCounts([
      { _id: '1', count: 0 },
      { _id: '2', count: 4 },
    ]);
  });

  it('moves its room to the top with the message as its last one and counts it unread', () => {
    socket.serverSends('addMessage', {
      messageResult: buildChatMessage({ _id: '30', roomId: '2', body: 'hi there', senderNo: 2 }),
    });
    expect(roomIds()).toEqual(['2', '1']);
    expect(store().chatList[0]?.lastMessage).toMatchObject({ _id: '30', body: 'hi there', type: 'text' });
    expect(store().chatReadCounts).toEqual([
      { _id: '1', count: 0 },
      { _id: '2', count: 5 },
    ]);
    expect(toast.message).toHaveBeenCalledWith('Mina', 'hi there');
  });

  it('does not count my own message', () => {
    socket.serverSends('addMessage', { messageResult: buildChatMessage({ roomId: '2', senderNo: ME.no }) });
    expect(roomIds()).toEqual(['2', '1']);
    expect(store().chatReadCounts.find((entry) => entry._id === '2')?.count).toBe(4);
    expect(toast.message).not.toHaveBeenCalled();
  });

  it('does not count a message in the room on screen', () => {
    setActiveRoom('2');
    socket.serverSends('addMessage', { messageResult: buildChatMessage({ roomId: '2' }) });
    expect(store().chatReadCounts.find((entry) => entry._id === '2')?.count).toBe(4);
    expect(toast.message).not.toHaveBeenCalled();
  });

  it('counts a muted room silently, and a system message without a toast', () => {
    store().setChatList([buildChatRoom({ _id: '1', isAlarmBlocked: true }), buildChatRoom({ _id: '2' })]);
    socket.serverSends('addMessage', { messageResult: buildChatMessage({ roomId: '1' }) });
    socket.serverSends('addMessage', { messageResult: buildChatMessage({ roomId: '2', type: 'system' }) });
    expect(store().chatReadCounts).toEqual([
      { _id: '1', count: 1 },
      { _id: '2', count: 5 },
    ]);
    expect(toast.message).not.toHaveBeenCalled();
  });

  it('cuts a long preview at 80 characters and shows an image as a camera', () => {
    socket.serverSends('addMessage', {
      messageResult: buildChatMessage({ roomId: '1', body: 'x'.repeat(100) }),
    });
    socket.serverSends('addMessage', {
      messageResult: buildChatMessage({ roomId: '1', type: 'image', body: '' }),
    });
    expect(toast.message).toHaveBeenNthCalledWith(1, 'Mina', `${'x'.repeat(80)}…`);
    expect(toast.message).toHaveBeenNthCalledWith(2, 'Mina', '📷');
  });

  it('reloads the list for a room it does not know yet', async () => {
    const fresh = buildChatRoom({ _id: '9', unreadCount: 1 });
    vi.mocked(chatApi.rooms).mockResolvedValueOnce({ items: [fresh] });
    socket.serverSends('addMessage', { messageResult: buildChatMessage({ roomId: '9' }) });
    await vi.waitFor(() => expect(roomIds()).toEqual(['9']));
    expect(store().chatReadCounts).toEqual([{ _id: '9', count: 1 }]);
  });
});

describe('chatSync: counts and room changes from the server', () => {
  it("takes the server's new counts for the rooms it names", () => {
    store().setChatReadCounts([
      { _id: '1', count: 2 },
      { _id: '2', count: 3 },
    ]);
    socket.serverSends('newNotReadMessagesCount', { messageCount: [{ _id: '2', count: 0 }] });
    expect(store().chatReadCounts).toEqual([
      { _id: '1', count: 2 },
      { _id: '2', count: 0 },
    ]);
  });

  it('removes a room that was left, with its count', () => {
    store().setChatList([buildChatRoom({ _id: '1' }), buildChatRoom({ _id: '2' })]);
    store().setChatReadCounts([
      { _id: '1', count: 2 },
      { _id: '2', count: 3 },
    ]);
    socket.serverSends('leaveRoomResult', { roomId: '1' });
    expect(roomIds()).toEqual(['2']);
    expect(store().chatReadCounts).toEqual([{ _id: '2', count: 3 }]);
  });

  it("patches a room's state and leaves the others alone", () => {
    const other = buildChatRoom({ _id: '2' });
    store().setChatList([buildChatRoom({ _id: '1', participantsSize: 2 }), other]);
    socket.serverSends('roomUpdated', {
      roomId: '1',
      participantsSize: 5,
      endDate: '2026-02-01T00:00:00.000Z',
      botEnabled: true,
      attributes: { realStart: '2026-01-31T00:00:00.000Z' },
    });
    expect(store().chatList[0]).toMatchObject({
      _id: '1',
      participantsSize: 5,
      endDate: '2026-02-01T00:00:00.000Z',
      botEnabled: true,
    });
    expect(store().chatList[1]).toBe(other);
  });

  it('asks for the unread counts and reloads the list on resync, and marks the chat open on connect', async () => {
    vi.mocked(chatApi.rooms).mockResolvedValue({ items: [buildChatRoom({ _id: '3', unreadCount: 2 })] });
    socket.serverSends('resync');
    expect(socket.sent('getMessagesUnread')).toHaveLength(1);
    await vi.waitFor(() => expect(roomIds()).toEqual(['3']));

    expect(store().chatOpen).toBe(false);
    socket.serverSends('connect');
    expect(store().chatOpen).toBe(true);
  });
});

describe('refreshChatList and patchRoom', () => {
  it("replaces the list and the counts with the API's", async () => {
    store().setChatReadCounts([{ _id: 'gone', count: 7 }]);
    vi.mocked(chatApi.rooms).mockResolvedValueOnce({
      items: [buildChatRoom({ _id: '1', unreadCount: 0 }), buildChatRoom({ _id: '2', unreadCount: 6 })],
    });
    await refreshChatList();
    expect(roomIds()).toEqual(['1', '2']);
    expect(store().chatReadCounts).toEqual([
      { _id: '1', count: 0 },
      { _id: '2', count: 6 },
    ]);
  });

  it('swallows a failure and keeps what it had', async () => {
    store().setChatList([buildChatRoom({ _id: '1' })]);
    vi.mocked(chatApi.rooms).mockRejectedValueOnce(new Error('offline'));
    await expect(refreshChatList()).resolves.toBeUndefined();
    expect(roomIds()).toEqual(['1']);
  });

  it('patches one room by id', () => {
    store().setChatList([buildChatRoom({ _id: '1', isAlarmBlocked: false })]);
    patchRoom('1', { isAlarmBlocked: true });
    expect(store().chatList[0]?.isAlarmBlocked).toBe(true);
  });
});
