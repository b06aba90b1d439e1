import type { DatabaseHandle } from './client';

/**
 * An in-process cache that the database keeps honest: triggers NOTIFY a channel when what the
 * cache holds changes (migration 0018), and every process forgets what it heard about. Between
 * commit and notification a few milliseconds pass, so:
 *
 * - A value is stored only when nothing was forgotten since its read began (`generation`): a read
 *   racing a change never stores what the change replaced.
 * - While the listening connection is down nothing is served or stored, and everything is forgotten
 *   when it drops, since notifications may have been lost.
 * - Entries also expire after `ttlMs`, for what changes with the clock rather than with a row.
 *
 * Forgetting too much is always safe; it costs one read.
 */
export type ChangeCache<V> = {
  /** A fresh value, or undefined (also while notifications are not flowing). */
  get: (key: string) => V | undefined;
  /**
   * The cached value, or `load`'s; concurrent misses of one key share one load (single flight).
   * What `load` returns is stored unless something was forgotten while it ran.
   */
  getOrLoad: (key: string, load: () => Promise<V>) => Promise<V>;
  /** Stores a value read when `generation` was `readAt` (see `generation`). */
  set: (key: string, value: V, readAt: number) => void;
  forget: (key: string) => void;
  forgetWhere: (matches: (value: V, key: string) => boolean) => void;
  clear: () => void;
  /** Grows with every forgetting; read it before a database read whose result will be stored. */
  readonly generation: number;
  readonly live: boolean;
  readonly size: number;
};

export function createChangeCache<V>(options: { ttlMs: number; maxEntries: number }): ChangeCache<V> {
  // A Map keeps insertion order: re-inserting on a hit makes the first key the least recently used.
  const entries = new Map<string, { value: V; expiresAt: number }>();
  const loading = new Map<string, Promise<V>>();
  let generation = 0;
  let live = false;

  const forgetAll = () => {
    generation += 1;
    entries.clear();
    loading.clear();
  };

  const cache: ChangeCache<V> & { setLive: (next: boolean) => void } = {
    get(key) {
      if (!live) return undefined;
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (entry.expiresAt <= Date.now()) return undefined;
      entries.set(key, entry);
      return entry.value;
    },
    getOrLoad(key, load) {
      const cached = cache.get(key);
      if (cached !== undefined) return Promise.resolve(cached);
      if (!live) return load();
      const inFlight = loading.get(key);
      if (inFlight) return inFlight;
      const readAt = generation;
      const loaded = load().finally(() => {
        if (loading.get(key) === loaded) loading.delete(key);
      });
      loading.set(key, loaded);
      return loaded.then((value) => {
        cache.set(key, value, readAt);
        return value;
      });
    },
    set(key, value, readAt) {
      if (!live || readAt !== generation) return;
      entries.delete(key);
      entries.set(key, { value, expiresAt: Date.now() + options.ttlMs });
      if (entries.size > options.maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
    },
    forget(key) {
      generation += 1;
      entries.delete(key);
      loading.delete(key);
    },
    forgetWhere(matches) {
      generation += 1;
      for (const [key, entry] of entries) if (matches(entry.value, key)) entries.delete(key);
      loading.clear();
    },
    clear: forgetAll,
    get generation() {
      return generation;
    },
    get live() {
      return live;
    },
    get size() {
      return entries.size;
    },
    setLive(next) {
      forgetAll();
      live = next;
    },
  };
  return cache;
}

/**
 * A cache kept by a NOTIFY channel: `onMessage` says what a notification makes it forget. With
 * `ttlMs` 0 the cache stays off (never live), which is how an operator turns it off.
 */
export async function listenedCache<V>(
  database: Pick<DatabaseHandle, 'listen'>,
  options: {
    channel: string;
    ttlMs: number;
    maxEntries: number;
    onMessage: (payload: string, cache: ChangeCache<V>) => void;
  },
): Promise<ChangeCache<V>> {
  const cache = createChangeCache<V>(options) as ChangeCache<V> & { setLive: (next: boolean) => void };
  if (options.ttlMs <= 0) return cache;
  await database.listen(options.channel, {
    onMessage: (payload) => options.onMessage(payload, cache),
    onLive: (live) => cache.setLive(live),
  });
  return cache;
}

/** A cache that any notification on `channel` empties whole (what it holds is read across rows). */
export function clearedOnNotify<V>(
  database: Pick<DatabaseHandle, 'listen'>,
  options: { channel: string; ttlMs: number; maxEntries: number },
): Promise<ChangeCache<V>> {
  return listenedCache<V>(database, { ...options, onMessage: (_payload, cache) => cache.clear() });
}
