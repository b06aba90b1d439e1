import { registerRealtimeHandlers } from '../../app/realtime/realtimeSocket';

/** Chat's listeners load with the socket itself, when a session opens. */
function loadChatSync() {
  return import('./realtime/chatSync').then((m) => m.attachChatSync);
}

// The chat feature's public face: the header button, the call dialog and the buttons other pages
// place.
export { ChatNavBadge } from './components/ChatNavBadge';
export { HeaderChatLink } from './components/HeaderChatLink';
export { GroupChatButton, TeamChatButton } from './components/OpenRoomButton';
export { StartChatButton } from './components/StartChatButton';

// The chat list, unread counts and calls follow every connection of the app's realtime socket
// from its first event (the shell imports this face, so this runs before the session connects).
registerRealtimeHandlers(loadChatSync);
