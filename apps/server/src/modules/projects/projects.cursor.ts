import { fieldError } from '../../http/errors';

/**
 * Keyset cursors of the project lists. Lists ordered by a serial id (applications, Q&A, timeline,
 * news) page on the id alone; followers page on (follow time, user number) with the time kept as
 * Postgres wrote it, to the microsecond, so no row is skipped or repeated between pages.
 */
const invalid = () => fieldError('cursor', 'is not a cursor from this list');

export function encodeIdCursor(id: number): string {
  return Buffer.from(`id:${id}`).toString('base64url');
}

export function decodeIdCursor(value: string | undefined): number | undefined {
  if (!value) return undefined;
  const match = /^id:(\d{1,15})$/.exec(Buffer.from(value, 'base64url').toString());
  if (!match) throw invalid();
  return Number(match[1]);
}

export type TimeCursor = { at: string; id: number };

export function encodeTimeCursor(cursor: TimeCursor): string {
  return Buffer.from(`${cursor.at}|${cursor.id}`).toString('base64url');
}

export function decodeTimeCursor(value: string | undefined): TimeCursor | undefined {
  if (!value) return undefined;
  const [at, id] = Buffer.from(value, 'base64url').toString().split('|');
  if (!at || Number.isNaN(new Date(at).getTime()) || !/^\d{1,15}$/.test(id ?? '')) throw invalid();
  return { at, id: Number(id) };
}
