/**
 * Chat events: messages for activity quests; pro-chat reservations hold and settle points; a pro
 * offer going live announces the person (feed U010).
 */
declare module '../../events/catalog' {
  interface DomainEventMap {
    'chat.messageSent': { roomId: number; senderNo: number; type: string };
    'proChat.reserved': { reservationId: number; proNo: number; userNo: number; startsAt: string };
    'proChat.ended': { reservationId: number; roomId: number; outcome: 'held' | 'proNoShow' | 'userNoShow' };
    /** A pro offer was created active, or switched on again. */
    'user.becamePro': { userNo: number };
  }
}

export {};
