// The auth module's public face: what other modules may use. Everything else in the folder is private.
import './auth.events';

export { activeBanOf, banUser, notBannedSql, unbanUser } from './auth.bans';
export { personColumns } from './auth.columns';
export type { AuthUser, Viewer } from './auth.guard';
export { adminOf, userOf } from './auth.guard';
export { accountDataOf } from './auth.personalData';
export { socialAccounts, users, userVisitDays } from './auth.tables';
