/**
 * Chat events: pro-chat reservations (an audit record until the alarm centre hears them); a pro
 * offer going live announces the person (feed U010). A chat message records no event.
 */
declare module '../../events/catalog' {
  interface DomainEventMap {
    'proChat.reserved': { reservationId: number; proNo: number; userNo: number; startsAt: string };
    'proChat.ended': { reservationId: number; roomId: number; outcome: 'held' | 'proNoShow' | 'userNoShow' };
    /** A pro offer was created active, or switched on again. */
    'user.becamePro': { userNo: number };
  }
}

export {};
