declare module '../../events/catalog' {
  interface DomainEventMap {
    /** A new account (U009 "user joined", I01 sign-up points). */
    'user.registered': { userNo: number; via: 'email' | 'social' };
    /** A successful log-in (I04 daily login, Q1 weekly quest). */
    'user.loggedIn': { userNo: number };
    'user.withdrawn': { userNo: number };
  }
}

export {};
