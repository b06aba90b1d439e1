/*
 * The phone menu and the log-in dialog (DeferredOverlays: for a visitor on their first tap or key,
 * for a member once the browser is idle), as one chunk instead of two (the React Aria parts they
 * share come in the chunks beside it).
 */
export { LoginDialog } from '../../features/auth/components/LoginDialog';
export { MobileMenu } from './MobileMenu';
