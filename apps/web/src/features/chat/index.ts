// The chat feature's public face: the header link, the unread badge and the buttons other pages
// place.
export { ChatNavBadge } from './components/ChatNavBadge';
export { HeaderChatLink } from './components/HeaderChatLink';
export { GroupChatButton, TeamChatButton } from './components/OpenRoomButton';
export { StartChatButton } from './components/StartChatButton';
export { loadChatSync } from './realtime/loadChatSync';
