/** Query keys of the chat feature. */
export const chatKeys = {
  all: ['chat'] as const,
  rooms: () => ['chat', 'rooms'] as const,
  room: (roomId: string) => ['chat', 'room', roomId] as const,
  profiles: (roomId: string) => ['chat', 'room', roomId, 'profiles'] as const,
  search: (roomId: string, q: string) => ['chat', 'room', roomId, 'search', q] as const,
  open: (q: string) => ['chat', 'open', q] as const,
  openCard: (roomId: string) => ['chat', 'openCard', roomId] as const,
  team: (projectNo: number) => ['chat', 'team', projectNo] as const,
  teamProject: (projectNo: number) => ['chat', 'team', projectNo, 'project'] as const,
  pros: () => ['chat', 'pros'] as const,
  myPro: () => ['chat', 'pros', 'me'] as const,
  slots: (proNo: number) => ['chat', 'pros', proNo, 'slots'] as const,
  reservations: () => ['chat', 'reservations'] as const,
};
