import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { createTestDatabase } from '../test/testDatabase';
import type { DomainEvent } from './catalog';
import { createEventDispatcher, type EventListener, wakeOnRecordedEvents } from './dispatcher';
import { recordEvent } from './outbox';
import { domainEventDeliveries, domainEvents } from './outbox.tables';

declare module './catalog' {
  interface DomainEventMap {
    'test.happened': { n: number };
    'test.other': { label: string };
  }
}

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(domainEvents);
});

/** A listener that records what it saw, in memory and in a table row written in its transaction. */
function recordingListener(name: string, types: EventListener['types'] = ['test.happened']) {
  const seen: DomainEvent[] = [];
  const listener: EventListener = {
    name,
    types,
    handle: async (event) => {
      seen.push(event);
    },
  };
  return { listener, seen };
}

const deliveriesOf = (eventId: number) =>
  database.db
    .select({ listener: domainEventDeliveries.listener })
    .from(domainEventDeliveries)
    .where(eq(domainEventDeliveries.eventId, eventId));

describe('outbox', () => {
  it('keeps an event only when its transaction commits', async () => {
    await database.db
      .transaction(async (tx) => {
        await recordEvent(tx, 'test.happened', { n: 1 });
        throw new Error('the change failed');
      })
      .catch(() => undefined);
    await database.db.transaction(async (tx) => {
      await recordEvent(tx, 'test.happened', { n: 2 }, { actorNo: 7 });
    });
    const rows = await database.db.select().from(domainEvents);
    expect(rows.map((row) => row.payload)).toEqual([{ n: 2 }]);
    expect(rows[0]?.actorNo).toBe(7);
  });
});

describe('dispatcher', () => {
  it('delivers each event to every listener of its type once, in order, and marks it done', async () => {
    const a = recordingListener('a');
    const b = recordingListener('b', ['test.happened', 'test.other']);
    const dispatcher = createEventDispatcher({ db: database.db, listeners: [a.listener, b.listener] });
    for (const n of [1, 2, 3]) await recordEvent(database.db, 'test.happened', { n });
    await recordEvent(database.db, 'test.other', { label: 'x' });

    expect(await dispatcher.drain()).toBe(4);
    expect(a.seen.map((event) => event.payload)).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect(b.seen).toHaveLength(4);
    expect(await dispatcher.drain()).toBe(0);
    expect(a.seen).toHaveLength(3);
    const pending = await database.db.select().from(domainEvents).where(sql`done_at is null`);
    expect(pending).toHaveLength(0);
  });

  it('finishes a dispatch that was killed mid-way without repeating the listeners that already ran', async () => {
    const first = recordingListener('first');
    const second = recordingListener('second');
    const eventId = await recordEvent(database.db, 'test.happened', { n: 42 });

    // The dying dispatcher: its first listener commits, then the process "dies" (stops before the
    // second listener and never releases its lease), exactly like a kill between two deliveries.
    let dying: ReturnType<typeof createEventDispatcher> | undefined;
    const killer: EventListener = {
      ...first.listener,
      handle: async (event, tx) => {
        await first.listener.handle(event, tx);
        void dying?.stop();
      },
    };
    dying = createEventDispatcher({ db: database.db, listeners: [killer, second.listener], leaseMs: 200 });
    expect(await dying.drain()).toBe(0);
    expect(first.seen).toHaveLength(1);
    expect(second.seen).toHaveLength(0);
    expect((await deliveriesOf(eventId)).map((row) => row.listener)).toEqual(['first']);

    // A new process: the lease is still held, so nothing happens until it expires.
    const successor = createEventDispatcher({
      db: database.db,
      listeners: [first.listener, second.listener],
    });
    expect(await successor.drain()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await successor.drain()).toBe(1);

    expect(first.seen).toHaveLength(1);
    expect(second.seen.map((event) => event.id)).toEqual([eventId]);
    expect((await deliveriesOf(eventId)).map((row) => row.listener).sort()).toEqual(['first', 'second']);
  });

  it('retries a failing listener later without re-running the ones that succeeded, and rolls back its writes', async () => {
    const steady = recordingListener('steady');
    let failuresLeft = 1;
    const flaky: EventListener = {
      name: 'flaky',
      types: ['test.happened'],
      handle: async (_event, tx) => {
        // A write that must vanish with the failed attempt.
        await tx.execute(sql`update domain_events set last_error = 'written by a failed attempt'`);
        if (failuresLeft-- > 0) throw new Error('downstream unavailable');
      },
    };
    const dispatcher = createEventDispatcher({ db: database.db, listeners: [steady.listener, flaky] });
    const eventId = await recordEvent(database.db, 'test.happened', { n: 5 });

    expect(await dispatcher.drain()).toBe(0);
    const [failed] = await database.db.select().from(domainEvents).where(eq(domainEvents.id, eventId));
    expect(failed?.doneAt).toBeNull();
    expect(failed?.lastError).toBe('flaky: downstream unavailable');
    expect(failed?.availableAt.getTime()).toBeGreaterThan(Date.now());

    // Make it due now instead of waiting for the back-off.
    await database.db
      .update(domainEvents)
      .set({ availableAt: sql`now()` })
      .where(eq(domainEvents.id, eventId));
    expect(await dispatcher.drain()).toBe(1);
    expect(steady.seen).toHaveLength(1);
    expect((await deliveriesOf(eventId)).map((row) => row.listener).sort()).toEqual(['flaky', 'steady']);
  });

  it('never lets two dispatchers deliver the same event to the same listener', async () => {
    const counted = recordingListener('counted');
    const one = createEventDispatcher({ db: database.db, listeners: [counted.listener] });
    const two = createEventDispatcher({ db: database.db, listeners: [counted.listener] });
    for (let n = 0; n < 20; n += 1) await recordEvent(database.db, 'test.happened', { n });
    const [a, b] = await Promise.all([one.drain(), two.drain()]);
    expect(a + b).toBe(20);
    expect(counted.seen.map((event) => (event.payload as { n: number }).n).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 20 }, (_, n) => n),
    );
  });

  it('delivers in the background once started, and a nudge wakes it', async () => {
    const background = recordingListener('background');
    const dispatcher = createEventDispatcher({
      db: database.db,
      listeners: [background.listener],
      pollIntervalMs: 5_000,
    });
    dispatcher.start();
    await recordEvent(database.db, 'test.happened', { n: 1 });
    dispatcher.nudge();
    await expect.poll(() => background.seen.length, { timeout: 3_000 }).toBe(1);
    await dispatcher.stop();
  });

  it('wakes when a transaction that recorded events commits, not before', async () => {
    const woken = recordingListener('woken');
    // A poll slower than the test: only the outbox trigger's notification can deliver in time.
    const dispatcher = createEventDispatcher({
      db: database.db,
      listeners: [woken.listener],
      pollIntervalMs: 60_000,
    });
    await wakeOnRecordedEvents(dispatcher, database);
    dispatcher.start();
    // The start's first batch finds nothing; from here on only a notification wakes the dispatcher.
    await new Promise((resolve) => setTimeout(resolve, 300));
    let releaseCommit = () => {};
    const committed = database.db.transaction(async (tx) => {
      await recordEvent(tx, 'test.happened', { n: 1 });
      await new Promise<void>((resolve) => {
        releaseCommit = resolve;
      });
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(woken.seen).toHaveLength(0);
    releaseCommit();
    await committed;
    await expect.poll(() => woken.seen.length, { timeout: 5_000 }).toBe(1);
    await dispatcher.stop();
  });

  it('refuses two listeners with the same name', () => {
    const dispatcher = createEventDispatcher({ db: database.db });
    dispatcher.register(recordingListener('same').listener);
    expect(() => dispatcher.register(recordingListener('same').listener)).toThrow(/registered twice/);
  });
});
