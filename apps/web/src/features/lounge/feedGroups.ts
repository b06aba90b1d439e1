import type { AutoEventCode, TFeedItem } from '@sidecamp/domain';

/** A feed entry on screen: a single item, or a run of automatic items of one kind folded into one. */
export type FeedEntry =
  | { type: 'item'; item: TFeedItem }
  | { type: 'group'; code: AutoEventCode; items: TFeedItem[] };

/**
 * Automatic items ("X joined Sidecamp", "Booth introduction") come in runs: twelve booths
 * introduced one after another pushed every post below the first screen. A run of at least this
 * many of one kind, next to each other in the timeline, shows as one entry that opens to its items.
 */
export const FOLD_RUN_FROM = 3;

/** The timeline's items with each run of automatic items of one kind folded (FOLD_RUN_FROM). */
export function groupFeedItems(items: readonly TFeedItem[]): FeedEntry[] {
  const entries: FeedEntry[] = [];
  let index = 0;
  while (index < items.length) {
    const item = items[index] as TFeedItem;
    const code = item.AUTO_CODE;
    let end = index + 1;
    if (code) while (end < items.length && items[end]?.AUTO_CODE === code) end += 1;
    if (code && end - index >= FOLD_RUN_FROM)
      entries.push({ type: 'group', code, items: items.slice(index, end) });
    else for (const single of items.slice(index, end)) entries.push({ type: 'item', item: single });
    index = end;
  }
  return entries;
}
