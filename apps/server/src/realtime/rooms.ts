/** Every socket.io room name comes from here, so server modules never spell them differently. */
export const rooms = {
  user: (userNo: number) => `user:${userNo}`,
  chat: (roomId: string) => `chat:${roomId}`,
  project: (projectNo: number) => `project:${projectNo}`,
  booth: (boothId: number) => `booth:${boothId}`,
} as const;
