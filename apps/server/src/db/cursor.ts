import { INT4_MAX, ZRowIdText, ZTimestampText } from '@sidecamp/domain';
import { type AnyColumn, sql } from 'drizzle-orm';
import { fieldError } from '../http/errors';

/**
 * The one keyset-cursor module of every list: no OFFSET scans, stable under inserts.
 * - Lists ordered by a serial id page on the id alone (`id:<n>`).
 * - Lists ordered by time page on (time, id), with the time kept as PostgreSQL wrote it, to the
 *   microsecond (`exactTime`), never as a JavaScript Date (milliseconds): a cut time would fall
 *   between rows written in the same millisecond and skip them.
 * A cursor is client input: one whose values its column cannot hold is refused (400, field
 * `cursor`), so a forged cursor never reaches PostgreSQL as an out-of-range number or a time it
 * cannot read.
 */
const invalid = () => fieldError('cursor', 'is not a cursor from this list');

export function encodeIdCursor(id: number): string {
  return Buffer.from(`id:${id}`).toString('base64url');
}

/** `max` is the id column's largest value: INT4_MAX for serial ids, more for bigserial ones. */
export function decodeIdCursor(value: string | undefined, max: number = INT4_MAX): number | undefined {
  if (!value) return undefined;
  const match = /^id:(\d{1,15})$/.exec(Buffer.from(value, 'base64url').toString());
  const id = match ? Number(match[1]) : Number.NaN;
  if (!(id <= max)) throw invalid();
  return id;
}

export type TimeCursor = { at: string; id: number };

export function encodeTimeCursor(cursor: TimeCursor): string {
  return Buffer.from(`${cursor.at}|${cursor.id}`).toString('base64url');
}

export function decodeTimeCursor(value: string | undefined): TimeCursor | undefined {
  if (!value) return undefined;
  const [at, id] = Buffer.from(value, 'base64url').toString().split('|');
  if (!ZTimestampText.safeParse(at).success || !ZRowIdText.safeParse(id).success) throw invalid();
  return { at: at as string, id: Number(id) };
}

/** Full-precision ISO text of a timestamp column, for a time cursor that compares exactly. */
export const exactTime = (column: AnyColumn) => sql<string>`to_json(${column}) #>> '{}'`;

/** Rows after the cursor in (time desc, id desc) order: earlier, or as early with a smaller id. */
export const olderThan = (time: AnyColumn, id: AnyColumn, cursor: TimeCursor) =>
  sql`(${time}, ${id}) < (${cursor.at}::timestamptz, ${cursor.id})`;

/**
 * One page of a keyset list. The query asks for `limit + 1` rows: a row past the page says another
 * page follows, and the next cursor is made from the page's last row (so the client never gets a
 * cursor that leads to an empty page, and no count query is needed).
 */
export function keysetPage<Row, Cursor = string>(
  rows: readonly Row[],
  limit: number,
  cursorOf: (last: Row) => Cursor,
): { rows: Row[]; nextCursor: Cursor | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { rows: page, nextCursor: rows.length > limit && last !== undefined ? cursorOf(last) : null };
}
