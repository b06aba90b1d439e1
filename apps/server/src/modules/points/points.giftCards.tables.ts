import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../auth';

/**
 * Gift cards: bought with points (D25), redeemed once by someone else (I39). The card keeps only
 * the SHA-256 of its code (a code is looked up by its hash) and its last four characters, so the
 * buyer can tell cards apart. The purchase's stored answer (idempotency_keys, so a retried purchase
 * still shows its code) is the one other place the code is.
 */
export const giftCards = pgTable(
  'gift_cards',
  {
    id: serial('id').primaryKey(),
    buyerNo: integer('buyer_no').notNull(),
    points: integer('points').notNull(),
    codeHash: text('code_hash').notNull(),
    ending: text('ending').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    redeemedBy: integer('redeemed_by'),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
  },
  (table) => [
    foreignKey({
      name: 'gift_cards_buyer_no_fkey',
      columns: [table.buyerNo],
      foreignColumns: [users.no],
    }).onDelete('cascade'),
    foreignKey({
      name: 'gift_cards_redeemed_by_fkey',
      columns: [table.redeemedBy],
      foreignColumns: [users.no],
    }).onDelete('set null'),

    uniqueIndex('gift_cards_code_key').on(table.codeHash),
    index('gift_cards_buyer_idx').on(table.buyerNo, table.id.desc().nullsFirst()),
    check('gift_cards_points_positive', sql`${table.points} > 0`),
  ],
);
