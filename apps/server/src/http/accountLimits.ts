import { createHash } from 'node:crypto';
import type {
  FastifyInstance,
  FastifyRequest,
  onResponseAsyncHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import type { Config } from '../config';
import type { RateCounter } from './rateLimits';
import { rateLimited } from './writeLimits';

/** E-mail addresses are hashed into the keys, so none sits in Redis in clear. */
function accountKey(kind: 'login' | 'reset', email: string): string {
  const normalised = email.trim().toLowerCase();
  return `account:${kind}:${createHash('sha256').update(normalised).digest('base64url').slice(0, 32)}`;
}

function emailOf(request: FastifyRequest): string | undefined {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' && body.email.trim() !== '' ? body.email : undefined;
}

/**
 * Limits per account, on top of the per-address limit the routes declare, so guessing one
 * account's password from many addresses is slowed as much as from one:
 *
 * - log-in: LOGIN_FAILURES_PER_ACCOUNT failed attempts per ACCOUNT_LIMIT_WINDOW_MINUTES (10 per 15).
 *   Only wrong passwords count: each attempt is counted before the password is checked (so parallel
 *   guesses cannot slip past) and given back when it did not end in 401. The window starts at the
 *   first failure and is not extended by later ones, so an attacker can keep an owner out for at
 *   most one window at a time, and a password reset by e-mail still works meanwhile.
 * - password-reset e-mails: PASSWORD_RESETS_PER_ACCOUNT per window (5 per 15), against mail-bombing.
 *
 * The key is the normalised e-mail whether or not an account has it, so a 429 tells nothing about
 * which addresses are registered.
 */
export function installAccountLimits(
  app: FastifyInstance,
  deps: { counter: RateCounter; config: Config },
): void {
  const { counter, config } = deps;
  const windowMs = config.ACCOUNT_LIMIT_WINDOW_MINUTES * 60_000;
  const pending = new WeakMap<FastifyRequest, string>();

  const loginLimit: preHandlerAsyncHookHandler = async (request, reply) => {
    const email = emailOf(request);
    if (!email) return;
    const key = accountKey('login', email);
    const { count, resetInMs } = await counter.hit(key, windowMs);
    const limit = config.LOGIN_FAILURES_PER_ACCOUNT;
    if (count > limit) throw rateLimited(reply, limit, resetInMs, 'failed log-ins for this account');
    pending.set(request, key);
  };
  const giveBackUnlessFailed: onResponseAsyncHookHandler = async (request, reply) => {
    const key = pending.get(request);
    if (!key || reply.statusCode === 401) return;
    await counter
      .undo(key)
      .catch((error) => request.log.warn({ err: error }, 'could not give back a log-in count'));
  };
  const resetLimit: preHandlerAsyncHookHandler = async (request, reply) => {
    const email = emailOf(request);
    if (!email) return;
    const { count, resetInMs } = await counter.hit(accountKey('reset', email), windowMs);
    const limit = config.PASSWORD_RESETS_PER_ACCOUNT;
    if (count > limit) throw rateLimited(reply, limit, resetInMs, 'password-reset e-mails for this account');
  };

  app.addHook('onRoute', (route) => {
    if (![route.method].flat().includes('POST')) return;
    if (route.url === '/api/auth/login') {
      route.preHandler = [...[route.preHandler ?? []].flat(), loginLimit] as typeof route.preHandler;
      route.onResponse = [
        ...[route.onResponse ?? []].flat(),
        giveBackUnlessFailed,
      ] as typeof route.onResponse;
    } else if (route.url === '/api/auth/password/reset-request') {
      route.preHandler = [...[route.preHandler ?? []].flat(), resetLimit] as typeof route.preHandler;
    }
  });
}
