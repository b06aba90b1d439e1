import { fieldError } from '../../http/errors';

/**
 * The keyset cursor of the wallet history, which pages on the entry's bigserial id alone. It keeps
 * the `id:<n>` form of the projects' id cursors (projects.cursor.ts), so a cursor the history gave
 * out before still reads; points does not import projects (projects spends points for a boost, so
 * the dependency runs that way only). A forged cursor is refused (400), never sent to PostgreSQL.
 */
export function encodeEntryCursor(id: number): string {
  return Buffer.from(`id:${id}`).toString('base64url');
}

export function decodeEntryCursor(value: string | undefined): number | undefined {
  if (!value) return undefined;
  const match = /^id:(\d{1,15})$/.exec(Buffer.from(value, 'base64url').toString());
  const id = match ? Number(match[1]) : Number.NaN;
  if (!(id <= Number.MAX_SAFE_INTEGER)) throw fieldError('cursor', 'is not a cursor from this list');
  return id;
}
