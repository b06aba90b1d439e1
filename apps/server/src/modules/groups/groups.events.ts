/** Group events: the group's chat follows its active members in and out. */
declare module '../../events/catalog' {
  interface DomainEventMap {
    'group.memberJoined': { groupId: number; userNo: number };
    'group.memberLeft': { groupId: number; userNo: number; reason: 'left' | 'removed' };
  }
}

export {};
