import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per social log-in in flight, between the redirect to the provider and its callback.
 * Kept in the database rather than in a signed cookie so any server process can finish a log-in
 * another one started, without sharing a secret. Only the state's SHA-256 is stored: the row is
 * found by the value the provider echoes back, and a copy of the table cannot forge a callback.
 */
export const oauthStates = pgTable(
  'oauth_states',
  {
    stateHash: text('state_hash').primaryKey(),
    /** Login-provider code ('0', '4', '6'). */
    provider: text('provider').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    /** A local path checked at the start; where the person lands after logging in. */
    returnTo: text('return_to').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('oauth_states_expires_idx').on(table.expiresAt)],
);

/**
 * A social identity whose verified e-mail belongs to an existing account. It is linked only after
 * the person logs in to that account with its password and confirms, so owning a provider account
 * with someone's address is not enough to enter their Sidecamp account.
 */
export const oauthPendingLinks = pgTable(
  'oauth_pending_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('oauth_pending_links_expires_idx').on(table.expiresAt)],
);
