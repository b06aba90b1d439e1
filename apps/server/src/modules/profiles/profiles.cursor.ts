import { ZRowIdText, ZTimestampText } from '@sidecamp/domain';
import { type AnyColumn, sql } from 'drizzle-orm';
import { fieldError } from '../../http/errors';

/**
 * Keyset cursor over (time, id) pairs: stable under inserts, no OFFSET scans. The time is kept as
 * PostgreSQL wrote it, to the microsecond (`exactTime`), never as a JavaScript Date (milliseconds):
 * a cut time would fall between rows written in the same millisecond and skip them.
 */
export type Cursor = { at: string; id: number };

/** Full-precision ISO text of a timestamp column, for a cursor that compares exactly. */
export const exactTime = (column: AnyColumn) => sql<string>`to_json(${column}) #>> '{}'`;

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(`${cursor.at}|${cursor.id}`).toString('base64url');
}

export function decodeCursor(value: string | undefined): Cursor | undefined {
  if (!value) return undefined;
  const [at, id] = Buffer.from(value, 'base64url').toString().split('|');
  // Client input: a time PostgreSQL can read and a user number an integer column can hold.
  if (!ZTimestampText.safeParse(at).success || !ZRowIdText.safeParse(id).success)
    throw fieldError('cursor', 'is not a cursor from this list');
  return { at: at as string, id: Number(id) };
}

/** Rows after the cursor in (time desc, id desc) order: earlier, or as early with a smaller id. */
export const olderThan = (time: AnyColumn, id: AnyColumn, cursor: Cursor) =>
  sql`(${time}, ${id}) < (${cursor.at}::timestamptz, ${cursor.id})`;
