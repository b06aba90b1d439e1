import type { Transaction } from '../../../db/client';
import type { DomainEventMap, DomainEventType } from '../../../events/catalog';
import type { AlarmDraft } from '../alarms.notify';
import type { NotificationHandler, NotificationSource } from './source';

/** A transaction that fails on any use: the sources tested with it must build drafts from the payload alone. */
const noDatabase = new Proxy(
  {},
  {
    get: () => {
      throw new Error('this source was expected to read no table');
    },
  },
) as Transaction;

/** The drafts a source makes for one event (event id 41), without a database. */
export async function draftsOf<K extends DomainEventType>(
  source: NotificationSource,
  type: K,
  payload: DomainEventMap[K],
  actorNo: number | null = null,
): Promise<AlarmDraft[]> {
  const handler = source[type] as NotificationHandler<K> | undefined;
  if (!handler) throw new Error(`the source does not handle ${type}`);
  return handler(payload, { id: 41, type, payload, actorNo, occurredAt: new Date() }, noDatabase);
}
