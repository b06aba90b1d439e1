/**
 * Errors that say "the database or Redis cannot be reached right now" rather than "this request or
 * this code is wrong": the server ended the connection (a restart, a failover, pg_terminate_backend,
 * idle_in_transaction_session_timeout), refused or lost it, or no connection could be had in time.
 * A request that fails with one is answered 503 with Retry-After (see http/errors.ts); PostgreSQL
 * has rolled back whatever transaction was open on the lost connection, so nothing half-done stays.
 */

/** SQLSTATEs of a connection the server ended or will not give; class 08 is added below. */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown: pg_terminate_backend, or a fast shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up, shutting down, in recovery
  '57P05', // idle_session_timeout
  '25P03', // idle_in_transaction_session_timeout
  '53300', // too_many_connections
]);

/** Socket errors of Node (on the pg or ioredis connection). */
const NETWORK_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** What node-postgres and ioredis say, in plain errors without a code, when the link is gone. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/, // pg: the socket closed under a client
  /is not queryable$/, // pg: a query on a client whose connection died or was ended
  /^timeout exceeded when trying to connect$/, // pg-pool: no connection within connectionTimeoutMillis
  /^Cannot use a pool after calling end on the pool$/, // pg-pool: the server is stopping
  /^Connection is closed\.$/, // ioredis
  /^Stream isn't writeable and enableOfflineQueue options is false$/, // ioredis, while disconnected
  /^Reached the max retries per request limit/, // ioredis MaxRetriesPerRequestError
];

/**
 * True when `error`, or an error it wraps (`cause`: drizzle wraps every driver error in a
 * DrizzleQueryError), is a connection fault of the database or Redis.
 */
export function isUnavailableError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (UNAVAILABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
      if (NETWORK_ERROR_CODES.has(code)) return true;
    }
    if (current.name === 'MaxRetriesPerRequestError') return true;
    const message = current.message;
    if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
    current = current.cause;
  }
  return false;
}

/** Seconds a client is asked to wait (Retry-After) before trying again. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 2;
