/**
 * Query keys of the projects feature. Everything about one project sits under its detail key, so
 * one invalidation after a change refreshes the page, its Q&A, timeline and news together.
 */
export const projectKeys = {
  all: ['projects'] as const,
  hub: (query: string) => ['projects', 'hub', query] as const,
  recommended: () => ['projects', 'recommended'] as const,
  detail: (no: number) => ['projects', 'detail', no] as const,
  qna: (no: number) => ['projects', 'detail', no, 'qna'] as const,
  timeline: (no: number) => ['projects', 'detail', no, 'timeline'] as const,
  news: (no: number) => ['projects', 'detail', no, 'news'] as const,
  invitations: (no: number) => ['projects', 'detail', no, 'invitations'] as const,
  inbox: (no: number, state: string) => ['projects', 'detail', no, 'inbox', state] as const,
  application: (id: number) => ['projects', 'application', id] as const,
  mine: (role: string) => ['projects', 'mine', role] as const,
  myApplications: (state: string) => ['projects', 'myApplications', state] as const,
  myInvitations: () => ['projects', 'myInvitations'] as const,
  bookmarks: () => ['projects', 'bookmarks'] as const,
};
