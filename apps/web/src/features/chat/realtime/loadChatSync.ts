/**
 * Chat's listeners (the chat list, unread counts, calls), for the app to register on its realtime
 * socket (boot.tsx): they load with the socket itself, when a session opens.
 */
export function loadChatSync() {
  return import('./chatSync').then((m) => m.attachChatSync);
}
