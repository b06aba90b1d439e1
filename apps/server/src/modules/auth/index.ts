// The auth module's public face: what other modules may use. Everything else in the folder is private.
import './auth.events';

export { personColumns } from './auth.columns';
export type { AuthUser, Viewer } from './auth.guard';
export { adminOf, userOf } from './auth.guard';
export { socialAccounts, users, userVisitDays } from './auth.tables';
