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
  supporters: (id: number) => ['booths', 'detail', id, 'supporters'] as const,
  supports: (id: number) => ['booths', 'detail', id, 'supports'] as const,
};
