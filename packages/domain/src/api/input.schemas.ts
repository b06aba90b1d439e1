import { z } from 'zod';
import { INT4_MAX } from '../rules/limits';

/**
 * Numbers that reach the database: ids, numbers, cursors and page sizes. Every one is bounded by
 * the column it is compared with, so a request can only be refused (400), never make PostgreSQL
 * fail (`value out of range for type integer`, `invalid input syntax for type bigint: "1e+23"`).
 */

/** A serial id or number in a JSON body: a whole number from 1 to INT4_MAX. */
export const ZRowId = z.number().int().positive().max(INT4_MAX);

/**
 * A serial id or number from a path or query string: the text is read as a number (`' 7'`, `'7'`),
 * anything that is not a whole number from 1 to INT4_MAX (`-1`, `1.5`, `1e309`, `abc`) is refused.
 */
export const ZRowIdParam = z.coerce.number().int().positive().max(INT4_MAX);

/** A serial id written as a string of digits (a page cursor): 0 to INT4_MAX. */
export const ZRowIdText = z
  .string()
  .regex(/^\d{1,10}$/, { message: 'Not an id.', abort: true })
  .refine((value) => Number(value) <= INT4_MAX, { message: 'Not an id.' });

/**
 * A bigserial id (chat messages, ledger and feed entries) written as a string of digits. The server
 * reads these columns as JavaScript numbers, so the value must also be a safe integer (within
 * `bigint` too): larger digit strings would lose precision or overflow the column.
 */
export const ZBigRowIdText = z
  .string()
  .regex(/^\d{1,16}$/, { message: 'Not an id.', abort: true })
  .refine((value) => Number(value) <= Number.MAX_SAFE_INTEGER, { message: 'Not an id.' });

/** A page size from a query string: a whole number from 1 to `max`, `fallback` when absent. */
export function ZPageLimit(max: number, fallback: number) {
  return z.coerce.number().int().min(1).max(max).default(fallback);
}

/**
 * A moment as a keyset cursor carries it: ISO 8601 with an offset (`2026-05-31T09:00:00.123456+00:00`,
 * as PostgreSQL's to_json writes it, or `...Z`), a real calendar day, a year PostgreSQL accepts.
 */
export const ZTimestampText = z.iso
  .datetime({ offset: true })
  .refine((value) => !value.startsWith('0000'), { message: 'Not a time.' });

/** A calendar day (`2026-05-31`) PostgreSQL accepts. */
export const ZDateText = z.iso
  .date()
  .refine((value) => !value.startsWith('0000'), { message: 'Not a date.' });
