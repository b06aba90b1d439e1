/** Points and quests events: a level-up notifies the user; a completed quest feeds the timeline. */
declare module '../../events/catalog' {
  interface DomainEventMap {
    'points.levelUp': { userNo: number; level: number };
    'quest.completed': { userNo: number; questCode: string; weekStart: string };
  }
}

export {};
