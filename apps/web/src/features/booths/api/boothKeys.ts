/**
 * Query keys of the booths feature. Everything about one booth sits under its detail key, so one
 * invalidation after a change refreshes the page and its supporter lists together.
 */
export const boothKeys = {
  all: ['booths'] as const,
  lists: () => ['booths', 'list'] as const,
  list: (sort: string, category: string, limit: number) => ['booths', 'list', sort, category, limit] as const,
  mine: () => ['booths', 'mine'] as const,
  detail: (id: number) => ['booths', 'detail', id] as const,
  /** The booth itself (per viewer below it), without its lists. */
  view: (id: number) => ['booths', 'detail', id, 'view'] as const,
  supporters: (id: number) => ['booths', 'detail', id, 'supporters'] as const,
  supports: (id: number) => ['booths', 'detail', id, 'supports'] as const,
  rankHistory: (id: number) => ['booths', 'detail', id, 'rankings'] as const,
  reviews: (id: number) => ['booths', 'detail', id, 'reviews'] as const,
  viewPoints: (id: number) => ['booths', 'detail', id, 'view-points'] as const,
  reviewReplies: (id: number, reviewId: number) =>
    ['booths', 'detail', id, 'reviews', reviewId, 'replies'] as const,
  promoCodes: (id: number) => ['booths', 'detail', id, 'promotion-codes'] as const,
  progress: (id: number) => ['booths', 'detail', id, 'progress'] as const,
  teamRequests: (id: number) => ['booths', 'detail', id, 'team-requests'] as const,
  /** My bookmarks and my invitations: per viewer, outside any one booth. */
  marks: () => ['booths', 'marks'] as const,
  invitations: () => ['booths', 'invitations'] as const,
  threads: (id: number) => ['booths', 'detail', id, 'forum'] as const,
  /** A thread is asked for by its own id, before its booth is known. */
  thread: (threadId: number) => ['booths', 'thread', threadId] as const,
  threadReplies: (threadId: number) => ['booths', 'thread', threadId, 'replies'] as const,
  rankings: () => ['booths', 'rankings'] as const,
  ranking: (view: string, week: string) => ['booths', 'rankings', view, week] as const,
  rankingWeeks: () => ['booths', 'rankings', 'weeks'] as const,
};
