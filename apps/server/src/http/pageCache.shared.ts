import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { CachedPage, PageFamily } from './pageCache';

/** A page as another process stored it: its bytes and when its render began. */
export type StoredPage = { page: CachedPage; renderedAt: number };

/**
 * The page cache's part in Redis (pageCache.ts): pages rendered by any process of the installation,
 * each family's epoch, and a short render lock per page. Every key starts with the installation's
 * prefix. Redis is a help, never a dependency: when it does not answer in time, a process renders
 * the page itself (and says so once per outage).
 */
export type SharedPageStore = {
  /** The family's current epoch, or null when Redis does not answer. */
  epochOf: (family: PageFamily) => Promise<number | null>;
  /** A page stored under `epoch` whose render began after `freshSince`. */
  get: (key: string, epoch: number, freshSince: number) => Promise<StoredPage | null>;
  /**
   * Takes the page's render lock; when another process holds it, waits (up to the lock's time) for
   * that process's page. `claimed: false` with no page means: render it yourself.
   */
  claimRender: (
    key: string,
    epoch: number,
    freshSince: number,
  ) => Promise<{ claimed: true } | { claimed: false; page: StoredPage | null }>;
  set: (key: string, stored: StoredPage, epoch: number) => Promise<void>;
  releaseRender: (key: string) => Promise<void>;
  /**
   * Every process raises the epochs when it hears of a change: to the changing transaction's id
   * (never lowering them, so every process arrives at the same epoch), or by one when the change is
   * not known (a reconnection: notifications may have been lost).
   */
  raiseEpochs: (families: readonly PageFamily[], transaction: string | undefined) => void;
  close: () => Promise<void>;
};

const WAIT_STEP_MS = 20;
/** Sets the epoch to ARGV[1] when that is higher (transaction ids grow; a late notification is older). */
const RAISE_TO =
  "local now = tonumber(redis.call('get', KEYS[1]) or '0') if tonumber(ARGV[1]) > now then redis.call('set', KEYS[1], ARGV[1]) end return 0";
/** A page stored in Redis outlives no process's idea of stale (pageCache's staleMs is 10 minutes). */
const STORED_PAGE_MS = 10 * 60_000;

export function openSharedPageStore(deps: {
  url: string;
  prefix: string;
  logger: FastifyBaseLogger;
  lockMs: number;
  /** How long one Redis call may take before the page is rendered here instead (500 ms). */
  commandTimeoutMs?: number | undefined;
}): SharedPageStore {
  const redis = new Redis(deps.url, {
    // A command that cannot be sent now fails at once: the page is rendered here instead of waiting.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    commandTimeout: deps.commandTimeoutMs ?? 500,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  let reported = false;
  redis.on('error', (error) => {
    if (!reported)
      deps.logger.warn({ err: error }, 'page cache: Redis is unreachable; pages are rendered per process');
    reported = true;
  });
  redis.on('ready', () => {
    reported = false;
  });
  const token = randomUUID();
  const epochKey = (family: PageFamily) => `${deps.prefix}page-epoch:${family}`;
  const pageKey = (key: string) => `${deps.prefix}page:${key}`;
  const lockKey = (key: string) => `${deps.prefix}page-lock:${key}`;

  /** A Redis call that gives `fallback` instead of failing (the cache then works per process). */
  const tolerant = async <T>(call: () => Promise<T>, fallback: T): Promise<T> => {
    if (redis.status !== 'ready') return fallback;
    try {
      return await call();
    } catch (error) {
      if (!reported) deps.logger.warn({ err: error }, 'page cache: a Redis call failed; rendering here');
      reported = true;
      return fallback;
    }
  };

  const get = (key: string, epoch: number, freshSince: number) =>
    tolerant(async () => {
      const [storedEpoch, renderedAt, br, gz] = await redis.hmgetBuffer(pageKey(key), 'e', 't', 'b', 'g');
      if (!storedEpoch || !renderedAt || !br || !gz) return null;
      if (Number(storedEpoch.toString()) !== epoch) return null;
      const at = Number(renderedAt.toString());
      if (!(at >= freshSince)) return null;
      return { page: { br, gzip: gz }, renderedAt: at };
    }, null);

  return {
    epochOf: (family) =>
      tolerant(async () => Number((await redis.get(epochKey(family))) ?? '0'), null as number | null),
    get,
    async claimRender(key, epoch, freshSince) {
      const taken = await tolerant(
        async () => (await redis.set(lockKey(key), token, 'PX', deps.lockMs, 'NX')) === 'OK',
        null as boolean | null,
      );
      if (taken === null) return { claimed: false, page: null };
      if (taken) return { claimed: true };
      const until = Date.now() + deps.lockMs;
      while (Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
        const page = await get(key, epoch, freshSince);
        if (page) return { claimed: false, page };
        // A check that failed says nothing about the lock: wait on while Redis is up (the lock
        // expires by itself), render here at once when it is down.
        const held = await tolerant(
          async () => (await redis.exists(lockKey(key))) === 1,
          redis.status === 'ready',
        );
        if (!held) break;
      }
      return { claimed: false, page: null };
    },
    set: (key, stored, epoch) =>
      tolerant(async () => {
        await redis
          .multi()
          .hset(pageKey(key), {
            e: String(epoch),
            t: String(stored.renderedAt),
            b: stored.page.br,
            g: stored.page.gzip,
          })
          .pexpire(pageKey(key), STORED_PAGE_MS)
          .exec();
      }, undefined),
    releaseRender: (key) =>
      tolerant(async () => {
        // Only our own lock: one that expired and was taken by another process stays.
        await redis.eval(
          "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0",
          1,
          lockKey(key),
          token,
        );
      }, undefined),
    raiseEpochs(families, transaction) {
      const to = transaction && /^\d+$/.test(transaction) ? transaction : null;
      void tolerant(async () => {
        const batch = redis.multi();
        for (const family of families) {
          if (to) batch.eval(RAISE_TO, 1, epochKey(family), to);
          else batch.incr(epochKey(family));
        }
        await batch.exec();
      }, undefined);
    },
    async close() {
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    },
  };
}
