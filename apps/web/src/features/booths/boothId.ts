import { rowIdOf } from '../../app/routing/rowIdOf';

/** The booth id in an address (`/booths/12`), or null when it is not a positive whole number. */
export const boothIdOf = rowIdOf;
