/** Query keys of the lounge; every list starts with 'lounge' so one invalidation refreshes them all. */
export const loungeKeys = {
  all: ['lounge'] as const,
  feed: (kind: string, scope: string | number = '') => ['lounge', 'feed', kind, scope] as const,
  side: () => ['lounge', 'side'] as const,
  search: (q: string, category: string) => ['lounge', 'search', q, category] as const,
  post: (id: number) => ['lounge', 'post', id] as const,
  replies: (id: number) => ['lounge', 'replies', id] as const,
  drafts: () => ['lounge', 'drafts'] as const,
  magazines: (scope: string) => ['lounge', 'magazines', scope] as const,
  magazine: (id: number) => ['lounge', 'magazine', id] as const,
  notes: () => ['lounge', 'notes'] as const,
  reports: () => ['lounge', 'reports'] as const,
  groups: (kind: string, mine: string) => ['lounge', 'groups', kind, mine] as const,
  group: (id: number) => ['lounge', 'group', id] as const,
  groupMembers: (id: number, state: string) => ['lounge', 'groupMembers', id, state] as const,
};
