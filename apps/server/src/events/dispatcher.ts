import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, DatabaseHandle, Transaction } from '../db/client';
import { rowsOf } from '../db/client';
import type { DomainEvent, DomainEventType } from './catalog';
import { domainEventDeliveries, domainEvents } from './outbox.tables';

/**
 * A listener handles the events of the types it names. It runs inside a transaction that also
 * records its delivery, so whatever it writes to the database happens exactly once per event;
 * side effects outside the database (a socket emit, an e-mail) happen at least once.
 */
export type EventListener = {
  name: string;
  types: readonly DomainEventType[];
  /**
   * May return a function to run once the transaction has committed: a socket emit that tells a
   * page to read what the listener wrote must not arrive before the write is visible.
   */
  // biome-ignore lint/suspicious/noConfusingVoidType: most listeners return nothing (Promise<void>).
  handle: (event: DomainEvent, tx: Transaction) => Promise<void | (() => void)>;
};

export type DispatcherLogger = {
  error: (obj: object, msg: string) => void;
  debug?: (obj: object, msg: string) => void;
};

/** Told how delivery goes (http/metrics.ts counts it). */
export type DispatcherObserver = {
  /** A scheduled batch ended: `failure` when the batch itself failed (the database gone). */
  batchEnded: (outcome: 'success' | 'failure') => void;
  /** A listener threw; its event is retried after a back-off. */
  listenerFailed: (listener: string) => void;
};

export type DispatcherOptions = {
  db: Database;
  listeners?: EventListener[];
  /** The safety-net poll: events are normally announced by `wakeOnRecordedEvents`. */
  pollIntervalMs?: number;
  /** How long a claimed batch is ours; a process that dies holding it loses it after this. */
  leaseMs?: number;
  batchSize?: number;
  logger?: DispatcherLogger;
  observer?: DispatcherObserver | undefined;
};

export type EventDispatcher = {
  register: (listener: EventListener) => void;
  /** Every event type some registered listener hears. */
  listenedTypes: () => ReadonlySet<string>;
  start: () => void;
  /** Stops polling; the batch in progress stops before its next listener. */
  stop: () => Promise<void>;
  /** Asks for a poll now; `wakeOnRecordedEvents` calls it when a commit recorded events. */
  nudge: () => void;
  /** Delivers until nothing is due; returns how many events were completed. For tests and the seed. */
  drain: () => Promise<number>;
  readonly id: string;
};

type EventRow = {
  id: number | string;
  type: string;
  payload: unknown;
  actor_no: number | null;
  occurred_at: string | Date;
  attempts: number;
};

const retryDelayMs = (attempts: number) => Math.min(60_000, 250 * 2 ** Math.min(attempts, 8));

export function createEventDispatcher(options: DispatcherOptions): EventDispatcher {
  const { db } = options;
  const listeners: EventListener[] = [...(options.listeners ?? [])];
  const pollIntervalMs = options.pollIntervalMs ?? 2_000;
  const leaseMs = options.leaseMs ?? 30_000;
  const batchSize = options.batchSize ?? 50;
  const id = `dispatcher-${process.pid}-${randomUUID().slice(0, 8)}`;
  let running = false;
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> | undefined;
  /** Nudges so far: a batch that ends after one was made runs again at once. */
  let nudges = 0;

  async function claimBatch(): Promise<EventRow[]> {
    // SKIP LOCKED lets several processes claim disjoint batches; an expired lease means its
    // holder died, so the events are claimed again (at-least-once delivery).
    const result = await db.execute(sql`
      update ${domainEvents}
         set leased_until = now() + (${leaseMs} * interval '1 millisecond'),
             leased_by = ${id},
             attempts = attempts + 1
       where id in (
         select id from ${domainEvents}
          where done_at is null
            and available_at <= now()
            and (leased_until is null or leased_until < now())
          order by id
          limit ${batchSize}
          for update skip locked)
      returning id, type, payload, actor_no, occurred_at, attempts`);
    return rowsOf<EventRow>(result).sort((a, b) => Number(a.id) - Number(b.id));
  }

  async function deliver(row: EventRow): Promise<'done' | 'failed' | 'interrupted'> {
    const eventId = Number(row.id);
    const event: DomainEvent = {
      id: eventId,
      type: row.type as DomainEventType,
      payload: row.payload as DomainEvent['payload'],
      actorNo: row.actor_no,
      occurredAt: new Date(row.occurred_at),
    };
    const delivered = new Set(
      (
        await db
          .select({ listener: domainEventDeliveries.listener })
          .from(domainEventDeliveries)
          .where(eq(domainEventDeliveries.eventId, eventId))
      ).map((delivery) => delivery.listener),
    );
    for (const listener of listeners) {
      if (!listener.types.includes(event.type) || delivered.has(listener.name)) continue;
      if (stopping) return 'interrupted';
      try {
        let afterCommit: (() => void) | undefined;
        await db.transaction(async (tx) => {
          // Insert the delivery mark first: a second dispatcher racing on the same event waits on
          // this key and then finds it taken, so the listener's writes never happen twice.
          const inserted = await tx
            .insert(domainEventDeliveries)
            .values({ eventId, listener: listener.name })
            .onConflictDoNothing()
            .returning({ eventId: domainEventDeliveries.eventId });
          if (inserted.length === 0) return;
          const after = await listener.handle(event, tx);
          if (typeof after === 'function') afterCommit = after;
        });
        afterCommit?.();
      } catch (error) {
        options.logger?.error({ err: error, eventId, listener: listener.name }, 'event listener failed');
        options.observer?.listenerFailed(listener.name);
        await db
          .update(domainEvents)
          .set({
            lastError: `${listener.name}: ${error instanceof Error ? error.message : String(error)}`.slice(
              0,
              2000,
            ),
            availableAt: sql`now() + (${retryDelayMs(row.attempts)} * interval '1 millisecond')`,
            leasedUntil: null,
            leasedBy: null,
          })
          .where(and(eq(domainEvents.id, eventId), eq(domainEvents.leasedBy, id)));
        return 'failed';
      }
    }
    await db
      .update(domainEvents)
      .set({ doneAt: sql`now()`, leasedUntil: null, leasedBy: null, lastError: null })
      .where(eq(domainEvents.id, eventId));
    return 'done';
  }

  async function runOnce(): Promise<number> {
    let completed = 0;
    const batch = await claimBatch();
    for (const row of batch) {
      const outcome = await deliver(row);
      if (outcome === 'interrupted') break;
      if (outcome === 'done') completed += 1;
    }
    return completed;
  }

  function serialised(): Promise<number> {
    // One batch at a time per dispatcher; a nudge during a batch just waits for it.
    const next = (inFlight ?? Promise.resolve()).then(runOnce);
    // The queue only waits for the batch to end. Its failure (the database gone) belongs to the
    // caller of this batch: a rejected copy kept here, awaited by nobody, would be an unhandled
    // rejection, which ends the process.
    const ended = next.then(
      () => undefined,
      () => undefined,
    );
    inFlight = ended;
    void ended.then(() => {
      if (inFlight === ended) inFlight = undefined;
    });
    return next;
  }

  function schedule(delay: number) {
    if (!running || stopping) return;
    clearTimeout(timer);
    timer = setTimeout(async () => {
      // A nudge that arrives while this batch runs must not be lost when the batch reschedules
      // (clearing the nudge's timer would leave its event waiting a whole poll interval).
      const nudgesBefore = nudges;
      try {
        const completed = await serialised();
        options.observer?.batchEnded('success');
        schedule(completed > 0 || nudges !== nudgesBefore ? 0 : pollIntervalMs);
      } catch (error) {
        options.logger?.error({ err: error }, 'event dispatch failed');
        options.observer?.batchEnded('failure');
        schedule(pollIntervalMs);
      }
    }, delay);
    timer.unref?.();
  }

  return {
    id,
    listenedTypes: () => new Set(listeners.flatMap((listener) => listener.types)),
    register: (listener) => {
      if (listeners.some((existing) => existing.name === listener.name)) {
        throw new Error(`event listener ${listener.name} registered twice`);
      }
      listeners.push(listener);
    },
    start: () => {
      if (running) return;
      running = true;
      stopping = false;
      schedule(0);
    },
    stop: async () => {
      stopping = true;
      running = false;
      clearTimeout(timer);
      await inFlight;
    },
    nudge: () => {
      nudges += 1;
      schedule(0);
    },
    drain: async () => {
      let total = 0;
      for (;;) {
        const completed = await serialised();
        total += completed;
        if (completed === 0) return total;
      }
    },
  };
}

/** The channel the outbox's trigger notifies when a transaction that recorded events commits (migration 20261128003000_outbox_notify). */
export const RECORDED_EVENTS_CHANNEL = 'sidecamp_domain_events';

/**
 * Wakes the dispatcher whenever a transaction that recorded events commits, in this process or any
 * other: the outbox's trigger sends a NOTIFY, which PostgreSQL delivers only after the commit, so the
 * dispatcher never looks before the events are visible and no service has to wake it by hand. While
 * the listening connection is down the poll still delivers; when it is back one batch runs at once
 * for whatever was recorded in between.
 */
export async function wakeOnRecordedEvents(
  dispatcher: Pick<EventDispatcher, 'nudge'>,
  database: Pick<DatabaseHandle, 'listen'>,
): Promise<void> {
  await database.listen(RECORDED_EVENTS_CHANNEL, {
    onMessage: () => dispatcher.nudge(),
    onLive: (live) => {
      if (live) dispatcher.nudge();
    },
  });
}
