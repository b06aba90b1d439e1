import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../config';
import { installAccountLimits } from './accountLimits';
import { AppError } from './errors';
import { installWriteLimits } from './writeLimits';

/**
 * Fixed-window counters, in Redis when REDIS_URL is set (every process shares one count) and in
 * memory otherwise. A counter that cannot be reached fails closed: the request is refused with a
 * 503 rather than let through unlimited.
 */
export type RateCounter = {
  /** Counts one hit; the window starts with the first hit and is not extended by later ones. */
  hit: (key: string, windowMs: number) => Promise<{ count: number; resetInMs: number }>;
  /** The current count without counting (0 when no window is open). */
  read: (key: string) => Promise<{ count: number; resetInMs: number }>;
  /** Takes one hit back (for attempts that turn out not to count, such as a successful log-in). */
  undo: (key: string) => Promise<void>;
};

/** A counter that could not be reached: the request is refused (503, Retry-After) rather than let through. */
export class RateLimitUnavailableError extends AppError {
  static readonly RETRY_AFTER_SECONDS = 2;
  constructor(cause: unknown) {
    super('SERVICE_UNAVAILABLE', {
      message:
        'Request limits cannot be checked right now, so the request was refused. Please try again shortly.',
    });
    this.cause = cause;
  }
}

const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

const READ_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then ttl = 0 end
return {count, ttl}`;

const UNDO_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return count`;

export function createRedisCounter(redis: Redis, namespace: string): RateCounter {
  const pair = (result: unknown) => {
    const [count, ttl] = result as [number, number];
    return { count: Number(count), resetInMs: Number(ttl) };
  };
  return {
    hit: async (key, windowMs) => {
      try {
        return pair(await redis.eval(HIT_SCRIPT, 1, namespace + key, String(windowMs)));
      } catch (error) {
        throw new RateLimitUnavailableError(error);
      }
    },
    read: async (key) => {
      try {
        return pair(await redis.eval(READ_SCRIPT, 1, namespace + key));
      } catch (error) {
        throw new RateLimitUnavailableError(error);
      }
    },
    undo: async (key) => {
      try {
        await redis.eval(UNDO_SCRIPT, 1, namespace + key);
      } catch (error) {
        throw new RateLimitUnavailableError(error);
      }
    },
  };
}

/** One process's counters; expired windows are swept as the map grows, and it never holds more than `maxKeys`. */
export function createMemoryCounter(maxKeys = 100_000): RateCounter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const sweep = (now: number) => {
    for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
    // Still full of live windows: the oldest tenth goes (a Map iterates in insertion order), so
    // the next sweep is that many new keys away.
    for (const key of windows.keys()) {
      if (windows.size < maxKeys * 0.9) break;
      windows.delete(key);
    }
  };
  return {
    hit: async (key, windowMs) => {
      const now = Date.now();
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        if (windows.size >= maxKeys) sweep(now);
        window = { count: 0, resetAt: now + windowMs };
        windows.delete(key);
        windows.set(key, window);
      }
      window.count += 1;
      return { count: window.count, resetInMs: window.resetAt - now };
    },
    read: async (key) => {
      const now = Date.now();
      const window = windows.get(key);
      if (!window || window.resetAt <= now) return { count: 0, resetInMs: 0 };
      return { count: window.count, resetInMs: window.resetAt - now };
    },
    undo: async (key) => {
      const window = windows.get(key);
      if (window && window.count > 0) window.count -= 1;
    },
  };
}

type StoreCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * @fastify/rate-limit's store interface over a RateCounter, so the limits routes declare in their
 * own `config.rateLimit` (log-in, register, reset, social start, feedback) count in the same place
 * and fail closed the same way (the plugin's `skipOnError` stays false: a store error is thrown,
 * and it is already the 503 AppError).
 */
function pluginStoreOver(counter: RateCounter) {
  class CounterStore {
    prefix = 'route:';
    incr(key: string, callback: StoreCallback, timeWindow: number) {
      counter.hit(this.prefix + key, timeWindow).then(
        ({ count, resetInMs }) => callback(null, { current: count, ttl: resetInMs }),
        (error: Error) => callback(error),
      );
    }
    read(key: string, callback: StoreCallback) {
      counter.read(this.prefix + key).then(
        ({ count, resetInMs }) => callback(null, { current: count, ttl: resetInMs }),
        (error: Error) => callback(error),
      );
    }
    // The plugin passes the route's merged limit options, the route itself under `routeInfo`.
    child(options: unknown) {
      const { routeInfo } = options as { routeInfo?: { method?: string | string[]; url?: string } };
      const method = [routeInfo?.method ?? ''].flat().join(',');
      const store = new CounterStore();
      store.prefix = `route:${method}${routeInfo?.url ?? ''}:`;
      return store;
    }
  }
  return CounterStore;
}

/**
 * Registers every rate limit of the app in one place, before the modules add their routes:
 * @fastify/rate-limit for the per-address limits routes declare themselves, the per-person write
 * limits of `writeLimits.ts` and the per-account log-in and reset limits of `accountLimits.ts`.
 */
export async function installRateLimits(app: FastifyInstance, config: Config): Promise<RateCounter> {
  let counter: RateCounter;
  if (config.REDIS_URL) {
    // The offline queue holds commands only while (re)connecting; after one failed retry they are
    // rejected, and a stalled server times out, so an outage answers 503 within about a second
    // instead of letting requests through or hanging them.
    const redis = new Redis(config.REDIS_URL, {
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
      commandTimeout: 1000,
      retryStrategy: (times) => Math.min(times * 100, 1000),
    });
    let reported = false;
    redis.on('error', (error) => {
      if (!reported)
        app.log.error({ err: error }, 'rate-limit Redis is unreachable; limited requests get 503');
      reported = true;
    });
    redis.on('ready', () => {
      reported = false;
    });
    app.addHook('onClose', async () => {
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    });
    counter = createRedisCounter(redis, config.RATE_LIMIT_REDIS_PREFIX);
  } else {
    counter = createMemoryCounter();
  }

  app.addHook('onError', async (request, reply, error) => {
    if (!(error instanceof RateLimitUnavailableError)) return;
    request.log.error({ err: error.cause }, 'rate-limit counter unavailable; request refused');
    reply.header('retry-after', String(RateLimitUnavailableError.RETRY_AFTER_SECONDS));
  });
  await app.register(fastifyRateLimit, {
    global: false,
    store: pluginStoreOver(counter),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: `Too many attempts. Try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
    }),
  });
  installWriteLimits(app, { counter, config });
  installAccountLimits(app, { counter, config });
  return counter;
}
