import { ZRowIdText, ZTimestampText } from '@sidecamp/domain';
import { fieldError } from '../../http/errors';

/** Keyset cursor over (time, id) pairs: stable under inserts, no OFFSET scans. */
export type Cursor = { at: Date; id: number };

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(`${cursor.at.toISOString()}|${cursor.id}`).toString('base64url');
}

export function decodeCursor(value: string | undefined): Cursor | undefined {
  if (!value) return undefined;
  const [at, id] = Buffer.from(value, 'base64url').toString().split('|');
  // Client input: a time PostgreSQL can read and a user number an integer column can hold.
  if (!ZTimestampText.safeParse(at).success || !ZRowIdText.safeParse(id).success)
    throw fieldError('cursor', 'is not a cursor from this list');
  return { at: new Date(at as string), id: Number(id) };
}
