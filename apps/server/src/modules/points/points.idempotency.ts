import { createHash } from 'node:crypto';
import { ZIdempotencyKey } from '@sidecamp/domain';
import { and, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { AppError, fieldError } from '../../http/errors';
import { idempotencyKeys } from './points.tables';

/** Every spend needs an Idempotency-Key header: a 400 naming it when it is missing or malformed. */
export function assertIdempotencyKey(key: string | undefined): asserts key is string {
  if (!key || !ZIdempotencyKey.safeParse(key).success)
    throw fieldError('Idempotency-Key', 'send a unique key of 8-100 letters, digits, dashes or underscores');
}

/** JSON with sorted keys, so the same request hashes the same whatever its key order. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function requestHashOf(scope: string, request: unknown): string {
  return createHash('sha256')
    .update(`${scope}\n${stableJson(request)}`)
    .digest('hex');
}

export type Idempotent<T> = { result: T; replayed: boolean };

type IdempotencyInput = { userNo: number; key: string; scope: string; request: unknown };

/**
 * The stored answer of an earlier request with this key, or null when there is none. Lets a caller
 * skip expensive work (a model call) before `withIdempotency` on a retry; the same key with a
 * different request is refused with IDEMPOTENCY_KEY_REUSED.
 */
export async function idempotentReplay<T>(
  db: Database,
  input: IdempotencyInput,
): Promise<Idempotent<T> | null> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userNo, input.userNo), eq(idempotencyKeys.key, input.key)));
  if (!row) return null;
  if (row.requestHash !== requestHashOf(input.scope, input.request)) {
    throw new AppError('IDEMPOTENCY_KEY_REUSED', {
      message:
        'This Idempotency-Key was already used for a different request. Use a new key for a new request.',
    });
  }
  return { result: row.response as T, replayed: true };
}

/**
 * Runs `work` once per (user, key). The key row is inserted first, in the same transaction as the
 * work: a concurrent request with the same key waits on that row and, once the first commits,
 * replays its stored answer instead of doing the work again. The same key with a different request
 * (another scope or body) is refused with IDEMPOTENCY_KEY_REUSED. A refused request (an error)
 * stores nothing, so it can be retried with the same key.
 */
export async function withIdempotency<T>(
  db: Database,
  input: IdempotencyInput,
  work: (tx: Transaction) => Promise<T>,
): Promise<Idempotent<T>> {
  const requestHash = requestHashOf(input.scope, input.request);
  const stored = () => idempotentReplay<T>(db, input);

  const earlier = await stored();
  if (earlier) return earlier;
  const outcome = await db.transaction(async (tx) => {
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({
        userNo: input.userNo,
        key: input.key,
        scope: input.scope,
        requestHash,
        statusCode: 200,
        response: {},
      })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    // Someone else committed this key between our read and insert: replay theirs after this rolls back.
    if (claimed.length === 0) return null;
    const result = await work(tx);
    await tx
      .update(idempotencyKeys)
      .set({ response: result as object })
      .where(and(eq(idempotencyKeys.userNo, input.userNo), eq(idempotencyKeys.key, input.key)));
    return { result, replayed: false };
  });
  if (outcome) return outcome;
  const replay = await stored();
  if (!replay) throw new Error('idempotency key vanished');
  return replay;
}
