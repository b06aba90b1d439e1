import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../auth';
import { booths } from './booths.tables';

/** Promotion codes: the offer is public, the code is revealed to logged-in people, once each, counted. */
export const boothPromoCodes = pgTable(
  'booth_promo_codes',
  {
    id: serial('id').primaryKey(),
    boothId: integer('booth_id')
      .notNull()
      .references(() => booths.id, { onDelete: 'cascade' }),
    offer: text('offer').notNull(),
    code: text('code').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    usageLimit: integer('usage_limit'),
    revealCount: integer('reveal_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('booth_promo_codes_booth_idx').on(table.boothId, table.id),
    check('booth_promo_codes_usage_limit', sql`${table.usageLimit} is null or ${table.usageLimit} > 0`),
    check('booth_promo_codes_reveals', sql`${table.revealCount} >= 0`),
  ],
);

export const boothPromoReveals = pgTable(
  'booth_promo_reveals',
  {
    promoId: integer('promo_id')
      .notNull()
      .references(() => boothPromoCodes.id, { onDelete: 'cascade' }),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.no, { onDelete: 'cascade' }),
    revealedAt: timestamp('revealed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.promoId, table.userNo] })],
);

/** Bookmarks ("marks"): private, silent, one per person and booth. */
export const boothMarks = pgTable(
  'booth_marks',
  {
    boothId: integer('booth_id')
      .notNull()
      .references(() => booths.id, { onDelete: 'cascade' }),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.no, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.boothId, table.userNo] }),
    uniqueIndex('booth_marks_user_idx').on(table.userNo, table.createdAt, table.boothId),
  ],
);

/** Invitations to the team (from the owner) and requests to join it (candidates), one pending per person. */
export const boothTeamRequests = pgTable(
  'booth_team_requests',
  {
    id: serial('id').primaryKey(),
    boothId: integer('booth_id')
      .notNull()
      .references(() => booths.id, { onDelete: 'cascade' }),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.no, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    message: text('message').notNull().default(''),
    state: text('state').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('booth_team_requests_one_pending_idx')
      .on(table.boothId, table.userNo)
      .where(sql`${table.state} = 'pending'`),
    index('booth_team_requests_user_idx').on(table.userNo, table.state),
    check('booth_team_requests_kind', sql`${table.kind} in ('invitation', 'request')`),
    check('booth_team_requests_state', sql`${table.state} in ('pending', 'accepted', 'declined')`),
  ],
);
