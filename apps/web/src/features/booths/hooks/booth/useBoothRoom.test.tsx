import type { TBoothProgress } from '@sidecamp/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUserStore } from '../../../../app/store/userStore';
import { FakeSocket } from '../../../../test/FakeSocket';
import { boothApi } from '../../api/boothApi';
import { useBoothProgress } from './useBoothProgress';
import { useBoothRoom } from './useBoothRoom';

const connection = vi.hoisted(() => ({ socket: null as unknown }));

vi.mock('../../../../app/realtime/realtimeSocket', () => ({ getRealtimeSocket: () => connection.socket }));
vi.mock('../../api/boothApi', () => ({ boothApi: { progress: vi.fn() } }));

const BOOTH_ID = 7;

/** The progress the server holds now: `done` of the goal's three tasks completed. */
let done = 0;
const progressNow = (): TBoothProgress => ({
  project: { no: 3, name: 'Tide' },
  goals: [{ id: 1, title: 'Beta', tasks: 3, done, completed: done === 3 }],
  recentTasks: [],
});

let socket: FakeSocket;

/** The booth page's progress section: it follows the booth's room and shows the progress query. */
function renderProgress() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(
    () => {
      useBoothRoom(BOOTH_ID, true);
      return useBoothProgress(BOOTH_ID, true);
    },
    { wrapper },
  );
}

const reads = () => vi.mocked(boothApi.progress).mock.calls.length;
const doneShown = (view: ReturnType<typeof renderProgress>) => view.result.current.data?.goals[0]?.done;

beforeEach(() => {
  done = 0;
  socket = new FakeSocket();
  connection.socket = socket;
  vi.mocked(boothApi.progress).mockImplementation(async () => progressNow());
  useUserStore.setState({ loggedIn: true });
});

afterEach(() => {
  vi.clearAllMocks();
  useUserStore.setState({ loggedIn: false });
});

describe('useBoothRoom: join the room first, then read', () => {
  it('reads the progress again once the join is acknowledged, so a task completed in between shows', async () => {
    const view = renderProgress();
    await waitFor(() => expect(doneShown(view)).toBe(0));
    expect(socket.sent('watchBooth')).toEqual([{ boothId: BOOTH_ID }]);
    const before = reads();

    // A task completes after the page's first read, before the server has put the socket in the
    // room: no boothProgress will ever tell this page about it.
    done = 1;
    // Nothing is read again while the join is on its way: that read could miss the change too.
    expect(reads()).toBe(before);

    act(() => socket.acknowledge('watchBooth', { ok: true }));
    await waitFor(() => expect(doneShown(view)).toBe(1));
    expect(reads()).toBe(before + 1);
  });

  it('does the same after a reconnect: joins again and reads only after the answer', async () => {
    const view = renderProgress();
    await waitFor(() => expect(doneShown(view)).toBe(0));
    act(() => socket.acknowledge('watchBooth', { ok: true }));
    await waitFor(() => expect(reads()).toBe(2));

    socket.connected = false;
    act(() => socket.serverSends('disconnect'));
    done = 2;
    socket.connected = true;
    act(() => socket.serverSends('connect'));
    expect(socket.sent('watchBooth')).toHaveLength(2);
    expect(reads()).toBe(2);

    act(() => socket.acknowledge('watchBooth', { ok: true }));
    await waitFor(() => expect(doneShown(view)).toBe(2));
  });

  it('reads again on every boothProgress of its booth, and not for other booths', async () => {
    const view = renderProgress();
    await waitFor(() => expect(doneShown(view)).toBe(0));
    act(() => socket.acknowledge('watchBooth', { ok: true }));
    await waitFor(() => expect(reads()).toBe(2));

    done = 3;
    act(() => socket.serverSends('boothProgress', { boothId: BOOTH_ID + 1 }));
    expect(reads()).toBe(2);
    act(() => socket.serverSends('boothProgress', { boothId: BOOTH_ID }));
    await waitFor(() => expect(doneShown(view)).toBe(3));
  });

  it('a refused join reads nothing more; leaving the page leaves the room', async () => {
    const view = renderProgress();
    await waitFor(() => expect(doneShown(view)).toBe(0));
    act(() => socket.acknowledge('watchBooth', { ok: false }));
    expect(reads()).toBe(1);

    view.unmount();
    expect(socket.sent('unwatchBooth')).toEqual([{ boothId: BOOTH_ID }]);
    expect(socket.listenerCount('boothProgress')).toBe(0);
    expect(socket.listenerCount('connect')).toBe(0);
  });
});
