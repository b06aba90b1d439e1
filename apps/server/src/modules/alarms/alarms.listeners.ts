import type { DomainEventType } from '../../events/catalog';
import type { EventListener } from '../../events/dispatcher';
import type { RealtimeHub } from '../../realtime/hub';
import { notifyAll } from './alarms.notify';
import { notificationSources } from './alarms.sources';
import type { NotificationHandler, NotificationSource } from './sources/source';

/** The sources' handlers by event type; an event type claimed by two sources is a mistake at start. */
export function handlersOf(
  sources: readonly NotificationSource[],
): ReadonlyMap<DomainEventType, NotificationHandler<DomainEventType>> {
  const handlers = new Map<DomainEventType, NotificationHandler<DomainEventType>>();
  for (const source of sources) {
    for (const [type, handler] of Object.entries(source) as [
      DomainEventType,
      NotificationHandler<DomainEventType>,
    ][]) {
      if (handlers.has(type)) throw new Error(`two notification sources handle ${type}`);
      handlers.set(type, handler);
    }
  }
  return handlers;
}

/**
 * Notifications from the other areas' domain events (issue 19): one listener, so each event's
 * notifications are written once in one transaction, built from the per-family sources.
 */
export function alarmsListener(
  realtime: RealtimeHub | undefined,
  sources: readonly NotificationSource[] = notificationSources,
): EventListener {
  const handlers = handlersOf(sources);
  return {
    name: 'alarms.notifications',
    types: [...handlers.keys()],
    handle: async (event, tx) => {
      const handler = handlers.get(event.type);
      if (!handler) return;
      const emits: Array<() => void> = [];
      await notifyAll(tx, realtime, await handler(event.payload, event, tx), emits);
      return () => {
        for (const emit of emits) emit();
      };
    },
  };
}
