import { INT4_MAX, ZRowIdText, ZTimestampText } from '@sidecamp/domain';
import { fieldError } from '../../http/errors';

/**
 * Keyset cursors of the project lists. Lists ordered by a serial id (applications, Q&A, timeline,
 * news) page on the id alone; followers page on (follow time, user number) with the time kept as
 * Postgres wrote it, to the microsecond, so no row is skipped or repeated between pages.
 * A cursor is client input: one whose values its column cannot hold is refused (400), so a forged
 * cursor never reaches PostgreSQL as an out-of-range number or a time it cannot read.
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
