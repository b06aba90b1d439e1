import type { Database, Transaction } from '../../db/client';
import type { AuthUser } from '../auth';
import { assertIdempotencyKey, withIdempotency } from '../points';

/**
 * A lounge write in one transaction, once per Idempotency-Key when the caller sends one (the same
 * mechanism as the point spends): a retry after a cut answer replays the first answer instead of
 * posting twice; the same key with another request answers 409 IDEMPOTENCY_KEY_REUSED. Without a
 * key the write simply runs.
 */
export async function writeOnce<T>(
  db: Database,
  user: AuthUser,
  idempotency: { key: string | undefined; scope: string; request: unknown },
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  if (idempotency.key === undefined) return db.transaction(work);
  assertIdempotencyKey(idempotency.key);
  const { result } = await withIdempotency(
    db,
    { userNo: user.no, key: idempotency.key, scope: idempotency.scope, request: idempotency.request },
    work,
  );
  return result;
}
