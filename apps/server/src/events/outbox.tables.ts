import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * The outbox: a module records a domain event in the same transaction as its change, so an event
 * exists if and only if the change committed. The dispatcher delivers it to every listener.
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    actorNo: integer('actor_no'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    /** Not before this time (back-off after a failing listener). */
    availableAt: timestamp('available_at', { withTimezone: true }).notNull().defaultNow(),
    /** A dispatcher holding the event until this time; expired leases are taken over (a dead process). */
    leasedUntil: timestamp('leased_until', { withTimezone: true }),
    leasedBy: text('leased_by'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (table) => [
    index('domain_events_pending_idx').on(table.availableAt, table.id).where(sql`${table.doneAt} is null`),
  ],
);

/** One row per (event, listener) delivered; written in the listener's own transaction. */
export const domainEventDeliveries = pgTable(
  'domain_event_deliveries',
  {
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => domainEvents.id, { onDelete: 'cascade' }),
    listener: text('listener').notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.listener] })],
);
