import type { ChatReadCount, TChatRoom } from '@sidecamp/domain';

/** Replaces the counts of the rooms named in `changes`, keeping the others (the list stays whole). */
export function mergeReadCounts(
  current: readonly ChatReadCount[],
  changes: readonly ChatReadCount[],
): ChatReadCount[] {
  const byId = new Map<string | null, number>();
  for (const entry of current) if (entry._id !== null) byId.set(entry._id, entry.count);
  for (const entry of changes) if (entry._id !== null) byId.set(entry._id, entry.count);
  return [...byId].map(([_id, count]) => ({ _id, count }));
}

export function countOf(counts: readonly ChatReadCount[], roomId: string): number {
  return counts.find((entry) => entry._id === roomId)?.count ?? 0;
}

/** The header's total: every room's unread count except the muted ones, which stay silent. */
export function totalUnread(counts: readonly ChatReadCount[], rooms: readonly TChatRoom[]): number {
  const muted = new Set(rooms.filter((room) => room.isAlarmBlocked).map((room) => room._id));
  return counts.reduce((sum, entry) => (entry._id && !muted.has(entry._id) ? sum + entry.count : sum), 0);
}

/** Badge text: counts above 999 (the server counts up to 1000) show as 999+. */
export function badgeText(count: number): string {
  return count > 999 ? '999+' : String(count);
}
