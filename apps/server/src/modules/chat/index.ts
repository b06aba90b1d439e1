/**
 * The chat area's public face: what other modules may use (the tables they read or link to, and
 * the chat events they listen to). The services, routes, socket handlers and listeners are composed
 * by chat.module.ts, which app.ts registers from its own file, so a module that only needs a table
 * does not load the chat services (and makes no import cycle through them). The socket and
 * server-process test helpers stay in chat.testing.ts: test code, which loads socket.io-client.
 */
import './chat.events';

export { REMOVED_MESSAGE_BODY } from './chat.moderated';
export {
  type ChatRoomAttributes,
  chatMessages,
  chatParticipants,
  chatRooms,
  proChatReviews,
  proOpenSlots,
  proProfiles,
  proReservations,
} from './chat.tables';
