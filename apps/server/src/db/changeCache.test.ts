import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ChangeCache, listenedCache } from './changeCache';
import type { NotificationHandlers } from './client';

/** A stand-in for the database's LISTEN: the test says when notifications arrive and when the line drops. */
function fakeChannel() {
  let handlers: NotificationHandlers | undefined;
  return {
    database: {
      listen: async (_channel: string, next: NotificationHandlers) => {
        handlers = next;
        next.onLive(true);
      },
    },
    notify: (payload: string) => handlers?.onMessage(payload),
    setLive: (live: boolean) => handlers?.onLive(live),
  };
}

async function cacheOnFake(ttlMs = 60_000, maxEntries = 100) {
  const channel = fakeChannel();
  const cache = await listenedCache<string>(channel.database, {
    channel: 'test_channel',
    ttlMs,
    maxEntries,
    onMessage: (payload, target: ChangeCache<string>) =>
      payload === '*' ? target.clear() : target.forget(payload),
  });
  return { cache, channel };
}

afterEach(() => vi.useRealTimers());

describe('change cache', () => {
  it('serves what it stored until a notification forgets it', async () => {
    const { cache, channel } = await cacheOnFake();
    cache.set('a', 'one', cache.generation);
    cache.set('b', 'two', cache.generation);
    expect(cache.get('a')).toBe('one');
    channel.notify('a');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe('two');
    channel.notify('*');
    expect(cache.get('b')).toBeUndefined();
  });

  it('does not store a value read before a change it raced with', async () => {
    const { cache, channel } = await cacheOnFake();
    const readAt = cache.generation;
    channel.notify('a'); // the change commits while the read is under way
    cache.set('a', 'stale', readAt);
    expect(cache.get('a')).toBeUndefined();
  });

  it('loads a missing key once for concurrent callers, and keeps nothing loaded across a change', async () => {
    const { cache, channel } = await cacheOnFake();
    let loads = 0;
    let release: (value: string) => void = () => {};
    const load = () => {
      loads += 1;
      return new Promise<string>((resolve) => {
        release = resolve;
      });
    };
    const first = cache.getOrLoad('k', load);
    const second = cache.getOrLoad('k', load);
    release('v1');
    expect(await first).toBe('v1');
    expect(await second).toBe('v1');
    expect(loads).toBe(1);
    expect(cache.get('k')).toBe('v1');

    channel.notify('k');
    const third = cache.getOrLoad('k', load);
    channel.notify('*');
    release('v2');
    expect(await third).toBe('v2');
    expect(cache.get('k')).toBeUndefined();
  });

  it('serves and stores nothing while notifications are not flowing, and forgets all when they stop', async () => {
    const { cache, channel } = await cacheOnFake();
    cache.set('a', 'one', cache.generation);
    channel.setLive(false);
    expect(cache.live).toBe(false);
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', 'two', cache.generation);
    expect(cache.size).toBe(0);
    let loads = 0;
    await cache.getOrLoad('a', async () => `load ${++loads}`);
    await cache.getOrLoad('a', async () => `load ${++loads}`);
    expect(loads).toBe(2);
    channel.setLive(true);
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', 'three', cache.generation);
    expect(cache.get('a')).toBe('three');
  });

  it('expires entries after the time-out and drops the least recently used beyond the limit', async () => {
    vi.useFakeTimers();
    const { cache } = await cacheOnFake(1000, 2);
    cache.set('a', 'one', cache.generation);
    cache.set('b', 'two', cache.generation);
    expect(cache.get('a')).toBe('one'); // 'a' is now the most recently used
    cache.set('c', 'three', cache.generation);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('one');
    vi.advanceTimersByTime(1001);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')).toBeUndefined();
  });

  it('stays off with a time-out of 0', async () => {
    const channel = fakeChannel();
    const listen = vi.spyOn(channel.database, 'listen');
    const cache = await listenedCache<string>(channel.database, {
      channel: 'test_channel',
      ttlMs: 0,
      maxEntries: 10,
      onMessage: () => {},
    });
    cache.set('a', 'one', cache.generation);
    expect(cache.get('a')).toBeUndefined();
    expect(listen).not.toHaveBeenCalled();
  });
});
