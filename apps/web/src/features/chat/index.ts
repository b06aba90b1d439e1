// The chat feature's public face: the header link, the unread badge and the buttons other pages
// place.
export { ChatNavBadgeSlot, HeaderChatLinkSlot } from './components/chatSlots';
export { GroupChatButton, TeamChatButton } from './components/OpenRoomButton';
export { StartChatButton } from './components/StartChatButton';
export { loadChatSync } from './realtime/loadChatSync';
