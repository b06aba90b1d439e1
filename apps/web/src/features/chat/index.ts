// The chat feature's public face: the header button, the call dialog, buttons other pages place,
// and the socket sync the session attaches.
export { ChatNavBadge } from './components/ChatNavBadge';
export { HeaderChatLink } from './components/HeaderChatLink';
export { GroupChatButton, TeamChatButton } from './components/OpenRoomButton';
export { StartChatButton } from './components/StartChatButton';
export { attachChatSync } from './realtime/chatSync';
export { VoiceCallHost } from './voice/VoiceCallHost';
