/*
 * The overlays every visitor's page loads once the browser is idle (DeferredOverlays): the phone
 * menu, the log-in dialog and the consent prompt, as one chunk instead of three, so a first visit
 * fetches one file for them (the React Aria parts they share come in the chunks beside it).
 */
export { LoginDialog } from '../../features/auth/components/LoginDialog';
export { ConsentDialog } from '../consent/ConsentDialog';
export { MobileMenu } from './MobileMenu';
