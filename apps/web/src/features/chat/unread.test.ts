import { DEFAULT_CHAT_READ_COUNTS } from '@sidecamp/domain/core';
import { describe, expect, it } from 'vitest';
import { buildChatRoom } from '../../test/buildChatRoom';
import { badgeText, countOf, mergeReadCounts, totalUnread } from './unread';

describe('mergeReadCounts', () => {
  it('replaces the counts of the rooms named in the changes and keeps the others', () => {
    const merged = mergeReadCounts(
      [
        { _id: '1', count: 3 },
        { _id: '2', count: 5 },
      ],
      [{ _id: '2', count: 0 }],
    );
    expect(merged).toEqual([
      { _id: '1', count: 3 },
      { _id: '2', count: 0 },
    ]);
  });

  it('adds rooms it did not know yet', () => {
    expect(mergeReadCounts([{ _id: '1', count: 1 }], [{ _id: '7', count: 4 }])).toEqual([
      { _id: '1', count: 1 },
      { _id: '7', count: 4 },
    ]);
  });

  it("drops the logged-out placeholder (the spec's { _id: null })", () => {
    expect(mergeReadCounts(DEFAULT_CHAT_READ_COUNTS, [{ _id: '3', count: 2 }])).toEqual([
      { _id: '3', count: 2 },
    ]);
    expect(mergeReadCounts([{ _id: '3', count: 2 }], [{ _id: null, count: 9 }])).toEqual([
      { _id: '3', count: 2 },
    ]);
  });

  it('does not change the list it was given', () => {
    const current = [{ _id: '1', count: 3 }];
    mergeReadCounts(current, [{ _id: '1', count: 0 }]);
    expect(current).toEqual([{ _id: '1', count: 3 }]);
  });
});

describe('countOf', () => {
  it("reads one room's count, and 0 for a room without an entry", () => {
    const counts = [{ _id: '4', count: 12 }];
    expect(countOf(counts, '4')).toBe(12);
    expect(countOf(counts, '5')).toBe(0);
  });
});

describe('totalUnread', () => {
  it('adds up every room except the muted ones', () => {
    const rooms = [buildChatRoom({ _id: '1' }), buildChatRoom({ _id: '2', isAlarmBlocked: true })];
    const counts = [
      { _id: '1', count: 4 },
      { _id: '2', count: 100 },
      { _id: '3', count: 1 },
    ];
    expect(totalUnread(counts, rooms)).toBe(5);
  });

  it('ignores the placeholder entry without a room', () => {
    expect(totalUnread([{ _id: null, count: 7 }], [])).toBe(0);
  });
});

describe('badgeText', () => {
  it('shows counts up to 999 as they are and anything above as 999+', () => {
    expect(badgeText(0)).toBe('0');
    expect(badgeText(999)).toBe('999');
    expect(badgeText(1000)).toBe('999+');
  });
});
