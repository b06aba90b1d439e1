/**
 * Support events: an admin answered someone's question. The alarm centre tells the asker; the
 * support module e-mails the answer itself after the commit.
 */
declare module '../../events/catalog' {
  interface DomainEventMap {
    'support.answered': { askId: number; askerNo: number; adminNo: number };
  }
}

export {};
