import type { Queryable } from '../db/client';
import type { DomainEventMap, DomainEventType } from './catalog';
import { domainEvents } from './outbox.tables';

/**
 * Records a domain event in the caller's transaction: it commits with the change or not at all.
 * Delivery is the dispatcher's job.
 */
export async function recordEvent<K extends DomainEventType>(
  tx: Queryable,
  type: K,
  payload: DomainEventMap[K],
  options: { actorNo?: number | null } = {},
): Promise<number> {
  const [row] = await tx
    .insert(domainEvents)
    .values({ type, payload, actorNo: options.actorNo ?? null })
    .returning({ id: domainEvents.id });
  if (!row) throw new Error('outbox insert returned no row');
  return row.id;
}
