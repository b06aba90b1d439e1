import { describe, expect, it } from 'vitest';
import { decodeIdCursor, encodeIdCursor, keysetPage } from './cursor';

const rows = [{ id: 9 }, { id: 7 }, { id: 4 }];

describe('keysetPage', () => {
  it('cuts the extra row and makes the next cursor from the last row of the page', () => {
    const page = keysetPage(rows, 2, (last) => encodeIdCursor(last.id));
    expect(page.rows).toEqual([{ id: 9 }, { id: 7 }]);
    expect(decodeIdCursor(page.nextCursor ?? undefined)).toBe(7);
  });

  it('says there is no next page when the query found no row past it', () => {
    expect(keysetPage(rows, 3, (last) => last.id)).toEqual({ rows, nextCursor: null });
    expect(keysetPage([], 3, (last: { id: number }) => last.id)).toEqual({ rows: [], nextCursor: null });
  });
});
