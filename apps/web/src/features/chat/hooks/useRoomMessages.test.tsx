import type { TChatMessage } from '@sidecamp/domain';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUserStore } from '../../../app/store/userStore';
import { buildChatMessage } from '../../../test/buildChatMessage';
import { buildChatRoom } from '../../../test/buildChatRoom';
import { FakeSocket } from '../../../test/FakeSocket';
import { chatApi } from '../api/chatApi';
import { useRoomMessages } from './useRoomMessages';

const connection = vi.hoisted(() => ({ socket: null as unknown, connected: true }));

vi.mock('./useChatSocket', () => ({
  useChatSocket: () => ({ socket: connection.socket, connected: connection.connected }),
}));
vi.mock('../api/chatApi', () => ({
  chatApi: { messages: vi.fn(), send: vi.fn(), read: vi.fn() },
}));

const ROOM = buildChatRoom({ _id: '1', type: '02' });
/** The hook's GAP_WAIT_MS (250) plus a margin. */
const PAST_GAP_WAIT_MS = 400;

const message = (id: number, overrides: Partial<TChatMessage> = {}) =>
  buildChatMessage({ _id: String(id), roomId: ROOM._id, ...overrides });
const page = (ids: number[], hasMore = false) => ({
  messages: ids.map((id) => message(id)),
  roomId: ROOM._id,
  hasMore,
});
const sleep = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));

let socket: FakeSocket;

/** The `after` of every catch-up the hook asked the server for, in order. */
const catchUps = () =>
  socket.sent('findChatInfoOnly').map((payload) => (payload as { context: { after: string } }).context.after);

/** Renders the hook on a room whose latest page holds `ids`, then answers the first catch-up with nothing new. */
async function renderRoom(ids: number[]) {
  vi.mocked(chatApi.messages).mockResolvedValueOnce(page(ids));
  const view = renderHook(() => useRoomMessages(ROOM));
  await waitFor(() => expect(view.result.current.loading).toBe(false));
  act(() => socket.serverSends('loadMessageResult', { messages: [], roomId: ROOM._id }));
  socket.emitted.length = 0;
  return view;
}

const ids = (list: { _id: string }[]) => list.map((item) => Number(item._id));

beforeEach(() => {
  socket = new FakeSocket();
  connection.socket = socket;
  connection.connected = true;
  vi.mocked(chatApi.read).mockResolvedValue({ _id: ROOM._id, count: 0 });
  useUserStore.setState({ chatReadCounts: [{ _id: ROOM._id, count: 3 }] });
});

afterEach(() => {
  vi.clearAllMocks();
});

describe('useRoomMessages: the latest page and catching up', () => {
  it('loads the latest page, shows it oldest first and catches up after its newest message on reconnect', async () => {
    vi.mocked(chatApi.messages).mockResolvedValueOnce(page([3, 1, 2], true));
    const { result } = renderHook(() => useRoomMessages(ROOM));
    await waitFor(() => expect(result.current.loading).toBe(false));

    expect(chatApi.messages).toHaveBeenCalledWith(ROOM._id, { limit: 50 });
    expect(ids(result.current.messages)).toEqual([1, 2, 3]);
    expect(result.current.hasOlder).toBe(true);

    act(() => socket.serverSends('loadMessageResult', { messages: [], roomId: ROOM._id }));
    act(() => socket.serverSends('connect'));
    expect(catchUps().at(-1)).toBe('3');
  });

  it('asks again at once while the catch-up answer says more follow', async () => {
    await renderRoom([1, 2]);
    act(() => socket.serverSends('resync'));
    expect(catchUps()).toEqual(['2']);

    act(() => socket.serverSends('loadMessageResult', { ...page([3, 4]), hasMore: true }));
    expect(catchUps()).toEqual(['2', '4']);

    act(() => socket.serverSends('loadMessageResult', page([5])));
    expect(catchUps()).toEqual(['2', '4']);
    act(() => socket.serverSends('resync'));
    expect(catchUps().at(-1)).toBe('5');
  });

  it('does not catch up while the socket is closed', async () => {
    await renderRoom([1]);
    socket.connected = false;
    act(() => socket.serverSends('resync'));
    expect(catchUps()).toEqual([]);
  });

  it('keeps only the messages of its own room', async () => {
    const { result } = await renderRoom([1]);
    act(() =>
      socket.serverSends('addMessage', { messageResult: message(2, { roomId: '99' }), previousId: '1' }),
    );
    act(() =>
      socket.serverSends('loadMessageResult', { messages: [message(3, { roomId: '99' })], roomId: '1' }),
    );
    expect(ids(result.current.messages)).toEqual([1]);
  });

  it('shows the error of a latest page that failed to load', async () => {
    const failure = new Error('offline');
    vi.mocked(chatApi.messages).mockRejectedValueOnce(failure);
    const { result } = renderHook(() => useRoomMessages(ROOM));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.error).toBe(failure);
    expect(result.current.messages).toEqual([]);
  });
});

describe('useRoomMessages: live messages and gaps (previousId)', () => {
  it('counts a live message as complete when the one before it is complete', async () => {
    const { result } = await renderRoom([1, 2, 3]);
    act(() => socket.serverSends('addMessage', { messageResult: message(4), previousId: '3' }));
    act(() => socket.serverSends('addMessage', { messageResult: message(5), previousId: '4' }));
    expect(ids(result.current.messages)).toEqual([1, 2, 3, 4, 5]);

    await sleep(PAST_GAP_WAIT_MS);
    expect(catchUps()).toEqual([]);
    act(() => socket.serverSends('resync'));
    expect(catchUps()).toEqual(['5']);
  });

  it('holds a message above a gap and fetches after the last complete id when the gap stays', async () => {
    const { result } = await renderRoom([1, 2, 3]);
    act(() => socket.serverSends('addMessage', { messageResult: message(6), previousId: '5' }));
    // Shown at once, but not the starting point of the next catch-up.
    expect(ids(result.current.messages)).toEqual([1, 2, 3, 6]);
    expect(catchUps()).toEqual([]);

    await sleep(PAST_GAP_WAIT_MS);
    expect(catchUps()).toEqual(['3']);

    act(() => socket.serverSends('loadMessageResult', page([4, 5, 6])));
    expect(ids(result.current.messages)).toEqual([1, 2, 3, 4, 5, 6]);
    act(() => socket.serverSends('resync'));
    expect(catchUps().at(-1)).toBe('6');
  });

  it('counts a single missing message as a gap too', async () => {
    await renderRoom([1, 2, 3]);
    act(() => socket.serverSends('addMessage', { messageResult: message(5), previousId: '4' }));
    await sleep(PAST_GAP_WAIT_MS);
    expect(catchUps()).toEqual(['3']);
  });

  it('completes the held messages without fetching when the gap fills by itself', async () => {
    const { result } = await renderRoom([1, 2, 3]);
    act(() => socket.serverSends('addMessage', { messageResult: message(5), previousId: '4' }));
    act(() => socket.serverSends('addMessage', { messageResult: message(6), previousId: '5' }));
    act(() => socket.serverSends('addMessage', { messageResult: message(4), previousId: '3' }));
    expect(ids(result.current.messages)).toEqual([1, 2, 3, 4, 5, 6]);

    await sleep(PAST_GAP_WAIT_MS);
    expect(catchUps()).toEqual([]);
    act(() => socket.serverSends('resync'));
    expect(catchUps()).toEqual(['6']);
  });

  it('treats a live message without previousId as lying above a gap', async () => {
    await renderRoom([1, 2]);
    act(() => socket.serverSends('addMessage', { messageResult: message(3) }));
    await sleep(PAST_GAP_WAIT_MS);
    expect(catchUps()).toEqual(['2']);
  });

  it('does not start a second fetch for a gap while a catch-up is under way', async () => {
    await renderRoom([1]);
    act(() => socket.serverSends('resync'));
    act(() => socket.serverSends('addMessage', { messageResult: message(9), previousId: '8' }));
    await sleep(PAST_GAP_WAIT_MS);
    expect(catchUps()).toEqual(['1']);
    // After a disconnect the next connect asks again from the last complete id.
    act(() => socket.serverSends('disconnect'));
    act(() => socket.serverSends('connect'));
    expect(catchUps()).toEqual(['1', '1']);
  });

  it('lets go of the socket listeners when it unmounts', async () => {
    const { unmount } = await renderRoom([1]);
    expect(socket.listenerCount('addMessage')).toBe(1);
    unmount();
    for (const event of ['addMessage', 'loadMessageResult', 'connect', 'disconnect', 'resync'])
      expect(socket.listenerCount(event)).toBe(0);
  });
});

describe('useRoomMessages: sending, the outbox and retries', () => {
  it('keeps a message in the outbox until the server acknowledges it, then shows the stored one', async () => {
    const { result } = await renderRoom([1]);
    let acknowledge: (stored: TChatMessage) => void = () => undefined;
    socket.answerWith(
      () => new Promise((resolve) => (acknowledge = (stored) => resolve({ ok: true, data: stored }))),
    );

    act(() => result.current.send({ type: 'text', body: 'hello' }));
    expect(result.current.pending).toHaveLength(1);
    const [item] = result.current.pending;
    expect(item).toMatchObject({ body: 'hello', status: 'sending' });
    expect(socket.sent('sendMessage')).toEqual([
      { roomId: ROOM._id, clientId: item?.clientId, type: 'text', body: 'hello' },
    ]);

    await act(async () => acknowledge(message(7, { body: 'hello', clientId: item?.clientId ?? null })));
    expect(result.current.pending).toEqual([]);
    expect(ids(result.current.messages)).toEqual([1, 7]);
  });

  it('does not let its own acknowledged message become the starting point of a catch-up', async () => {
    const { result } = await renderRoom([1, 2]);
    socket.answerWith(async () => ({ ok: true, data: message(10, { senderNo: 1 }) }));
    await act(async () => result.current.send({ type: 'text', body: 'mine' }));
    act(() => socket.serverSends('resync'));
    expect(catchUps()).toEqual(['2']);
  });

  it('marks a refused message as failed and a retry sends it again with the same client id', async () => {
    const { result } = await renderRoom([1]);
    socket.answerWith(async () => ({ ok: false, code: 'RATE_LIMITED', message: 'Slow down.' }));
    await act(async () => result.current.send({ type: 'text', body: 'again' }));
    const [failed] = result.current.pending;
    expect(failed?.status).toBe('failed');

    socket.answerWith(async () => ({ ok: true, data: message(8, { clientId: failed?.clientId ?? null }) }));
    await act(async () => {
      if (failed) await result.current.retry(failed);
    });
    const sentIds = socket.sent('sendMessage').map((payload) => (payload as { clientId: string }).clientId);
    expect(sentIds).toEqual([failed?.clientId, failed?.clientId]);
    expect(result.current.pending).toEqual([]);
    expect(ids(result.current.messages)).toEqual([1, 8]);
  });

  it('sends over HTTP while the socket is closed, and resends what failed once it is back', async () => {
    const view = await renderRoom([1]);
    socket.connected = false;
    connection.connected = false;
    vi.mocked(chatApi.send).mockRejectedValueOnce(new Error('offline'));
    await act(async () => view.result.current.send({ type: 'text', body: 'later' }));
    const [failed] = view.result.current.pending;
    expect(chatApi.send).toHaveBeenCalledWith(ROOM._id, {
      clientId: failed?.clientId,
      type: 'text',
      body: 'later',
    });
    expect(failed?.status).toBe('failed');

    socket.connected = true;
    connection.connected = true;
    socket.answerWith(async () => ({ ok: true, data: message(2, { clientId: failed?.clientId ?? null }) }));
    view.rerender();
    await waitFor(() => expect(view.result.current.pending).toEqual([]));
    expect(socket.sent('sendMessage')).toHaveLength(1);
    expect(ids(view.result.current.messages)).toEqual([1, 2]);
  });
});

describe('useRoomMessages: reading', () => {
  it("marks what is on screen as read on the socket and clears the room's unread count", async () => {
    vi.mocked(chatApi.messages).mockResolvedValueOnce(page([1, 2]));
    const { result } = renderHook(() => useRoomMessages(ROOM));
    await waitFor(() => expect(result.current.messages).toHaveLength(2));
    await waitFor(() => expect(socket.sent('readMessages')).toEqual([{ roomId: ROOM._id, messageId: '2' }]));
    expect(useUserStore.getState().chatReadCounts).toEqual([{ _id: ROOM._id, count: 0 }]);

    act(() => socket.serverSends('addMessage', { messageResult: message(3), previousId: '2' }));
    await waitFor(() => expect(socket.sent('readMessages')).toHaveLength(2));
    expect(socket.sent('readMessages').at(-1)).toEqual({ roomId: ROOM._id, messageId: '3' });
  });

  it('loads an older page before the oldest message shown', async () => {
    const { result } = await renderRoom([51, 52]);
    vi.mocked(chatApi.messages).mockResolvedValueOnce(page([49, 50]));
    await act(() => result.current.loadOlder());
    expect(chatApi.messages).toHaveBeenLastCalledWith(ROOM._id, { before: '51', limit: 50 });
    expect(ids(result.current.messages)).toEqual([49, 50, 51, 52]);
    expect(result.current.hasOlder).toBe(false);
  });
});
