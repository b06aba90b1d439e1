/**
 * Chat events: pro-chat reservations (an audit record until the alarm centre hears them); a pro
 * offer going live announces the person (feed U010). A chat message records no event unless it
 * mentions someone.
 */
declare module '../../events/catalog' {
  interface DomainEventMap {
    'proChat.reserved': { reservationId: number; proNo: number; userNo: number; startsAt: string };
    'proChat.ended': { reservationId: number; roomId: number; outcome: 'held' | 'proNoShow' | 'userNoShow' };
    /** A text message names someone with @nickname (the alarm centre tells the participants named). */
    'chat.mentioned': { roomId: number; messageId: number; senderNo: number };
    /** An approved pro offer went live: on approval, or switched on again. */
    'user.becamePro': { userNo: number };
    /** An admin approved or rejected a pro offer (the alarm centre tells the applicant). */
    'pro.reviewed': { userNo: number; adminNo: number; approved: boolean; reason: string | null };
  }
}

export {};
