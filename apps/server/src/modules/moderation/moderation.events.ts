/**
 * Moderation events: an admin hid or restored someone's content (the alarm centre tells the
 * author, with the reason).
 */
declare module '../../events/catalog' {
  interface DomainEventMap {
    'content.moderated': {
      authorNo: number;
      adminNo: number;
      targetType: 'post' | 'reply' | 'message' | 'booth' | 'profile';
      targetId: number;
      hidden: boolean;
      reason: string;
      /** Where the content is seen (a web path), when it has a page. */
      link: string | null;
    };
  }
}

export {};
