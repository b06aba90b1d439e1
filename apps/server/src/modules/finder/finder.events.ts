/** Finder events: a changed match preference re-ranks the person's suggested projects. */
declare module '../../events/catalog' {
  interface DomainEventMap {
    'finder.preferencesChanged': { userNo: number };
  }
}

export {};
