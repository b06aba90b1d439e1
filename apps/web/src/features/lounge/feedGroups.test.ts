import type { AutoEventCode, TFeedItem } from '@sidecamp/domain';
import { describe, expect, it } from 'vitest';
import { FOLD_RUN_FROM, groupFeedItems } from './feedGroups';

let nextId = 1;
const item = (AUTO_CODE: AutoEventCode | null): TFeedItem =>
  ({ id: nextId++, AUTO_CODE, WRITE_TYPE: AUTO_CODE ? '02' : '01' }) as unknown as TFeedItem;
const shape = (items: TFeedItem[]) =>
  groupFeedItems(items).map((entry) =>
    entry.type === 'item' ? 'item' : `${entry.code}×${entry.items.length}`,
  );

describe('groupFeedItems: runs of automatic items folded', () => {
  it('folds a run of one kind and keeps the posts around it in order', () => {
    const booths = Array.from({ length: 12 }, () => item('B001'));
    expect(shape([item(null), ...booths, item(null)])).toEqual(['item', 'B001×12', 'item']);
  });

  it(`leaves a run shorter than ${FOLD_RUN_FROM} as it is, and never folds posts`, () => {
    expect(shape([item('U009'), item('U009'), item(null), item(null), item(null)])).toEqual([
      'item',
      'item',
      'item',
      'item',
      'item',
    ]);
  });

  it('folds only neighbours of one kind: another kind between starts a new run', () => {
    expect(
      shape([
        item('U009'),
        item('U009'),
        item('U009'),
        item('B001'),
        item('U009'),
        item('U009'),
        item('U009'),
      ]),
    ).toEqual(['U009×3', 'item', 'U009×3']);
  });

  it('keeps every item, each once', () => {
    const items = [item('B001'), item('B001'), item('B001'), item(null), item('P001')];
    const kept = groupFeedItems(items).flatMap((entry) =>
      entry.type === 'item' ? [entry.item] : entry.items,
    );
    expect(kept).toEqual(items);
  });
});
