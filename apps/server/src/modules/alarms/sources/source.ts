import type { Transaction } from '../../../db/client';
import type { DomainEvent, DomainEventMap, DomainEventType } from '../../../events/catalog';
import type { AlarmDraft } from '../alarms.notify';

/** Who is told what when an event of type K happens; runs in the delivery's transaction. */
export type NotificationHandler<K extends DomainEventType> = (
  payload: DomainEventMap[K],
  event: DomainEvent,
  tx: Transaction,
) => Promise<AlarmDraft[]>;

/**
 * One event family's notifications (a file in `sources/`, listed in `alarms.sources.ts`): for each
 * event type it hears, the drafts it makes. A new area adds a source file rather than growing a hub.
 */
export type NotificationSource = { readonly [K in DomainEventType]?: NotificationHandler<K> };
