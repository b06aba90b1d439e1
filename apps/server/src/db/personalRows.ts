import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client';

/** Columns that hold a secret or its hash are never part of a person's data download. */
const SECRET_FIELD = /hash|token|secret/i;

/** Rows per list in a data download; a list that reaches it says so (`truncated`). */
export const PERSONAL_ROWS_LIMIT = 20_000;

export type PersonalRows = { rows: Record<string, unknown>[]; truncated: boolean };

/**
 * For a module's `…DataOf` function: each named list is the rows of one table whose column points
 * at the person, without secret fields, bounded so a very active account still downloads.
 */
export async function personalRowsOf(
  db: Database,
  userNo: number,
  sources: Record<string, { table: PgTable; column: AnyPgColumn }>,
): Promise<Record<string, PersonalRows>> {
  const entries = await Promise.all(
    Object.entries(sources).map(async ([name, { table, column }]) => {
      const rows = (await db
        .select()
        .from(table)
        .where(eq(column, userNo))
        .limit(PERSONAL_ROWS_LIMIT + 1)) as Record<string, unknown>[];
      const kept = rows
        .slice(0, PERSONAL_ROWS_LIMIT)
        .map((row) => Object.fromEntries(Object.entries(row).filter(([field]) => !SECRET_FIELD.test(field))));
      return [name, { rows: kept, truncated: rows.length > PERSONAL_ROWS_LIMIT }] as const;
    }),
  );
  return Object.fromEntries(entries);
}
