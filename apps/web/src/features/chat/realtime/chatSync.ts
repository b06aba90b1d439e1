import type { ChatReadCount, TChatMessage, TChatRoom } from '@sidecamp/domain';
import type { RealtimeSocket } from '../../../app/realtime/realtimeSocket';
import { useUserStore } from '../../../app/store/userStore';
import { toast } from '../../../ui/toast';
import { chatApi } from '../api/chatApi';
import { countOf, mergeReadCounts } from '../unread';

/**
 * Keeps the client's chat state (spec point 3: chat list, read counts) in step with the socket.
 * The server's counts are the truth (initialNotReadCount on every connect, newNotReadMessagesCount
 * after a read); between those a live message adds one to its room, exactly as the server's
 * derived count would.
 */
let activeRoomId: string | null = null;

/** The room on screen: its messages are being read, so they never count as unread. */
export function setActiveRoom(roomId: string | null): void {
  activeRoomId = roomId;
}

const store = useUserStore.getState;

function roomsOf(): TChatRoom[] {
  return store().chatList as TChatRoom[];
}

/** Reloads the list from the API (after joining or being put in a room). */
export async function refreshChatList(): Promise<void> {
  try {
    const { items } = await chatApi.rooms();
    store().setChatList(items);
    store().setChatReadCounts(
      mergeReadCounts(
        [],
        items.map((room) => ({ _id: room._id, count: room.unreadCount })),
      ),
    );
  } catch {
    // Spec point 8: chat call failures are swallowed; the next connect brings the list again.
  }
}

function preview(message: TChatMessage): string {
  if (message.type === 'image') return '📷';
  return message.body.length > 80 ? `${message.body.slice(0, 80)}…` : message.body;
}

function onMessage(message: TChatMessage) {
  const rooms = roomsOf();
  const room = rooms.find((item) => item._id === message.roomId);
  if (!room) {
    void refreshChatList();
    return;
  }
  // The list shows the newest activity first.
  const updated: TChatRoom = {
    ...room,
    lastMessage: { _id: message._id, body: message.body, createdAt: message.createdAt, type: message.type },
  };
  store().setChatList([updated, ...rooms.filter((item) => item._id !== room._id)]);
  const mine = message.senderNo === store().profile?.no;
  const watching = activeRoomId === message.roomId && document.visibilityState === 'visible';
  if (mine || watching) return;
  const counts = store().chatReadCounts;
  store().setChatReadCounts(
    mergeReadCounts(counts, [{ _id: message.roomId, count: countOf(counts, message.roomId) + 1 }]),
  );
  if (!room.isAlarmBlocked && message.type !== 'system')
    toast.message(message.sender?.nickname ?? room.name, preview(message));
}

export function patchRoom(roomId: string, patch: Partial<TChatRoom>): void {
  store().setChatList(roomsOf().map((room) => (room._id === roomId ? { ...room, ...patch } : room)));
}

/**
 * Attaches the chat listeners to a freshly opened socket; the chat feature registers it with the
 * app's realtime socket (index.ts), which calls it for every connection it opens.
 */
export function attachChatSync(socket: RealtimeSocket): void {
  socket.on('chatListInitialized', ({ chat_list }) => {
    store().setChatList(chat_list);
    store().setChatReady(true);
  });
  socket.on('initialNotReadCount', ({ messageCount }) => store().setChatReadCounts(messageCount));
  // Live messages, one room's new count, joins and leaves: the list stays in step.
  socket.on('addMessage', ({ messageResult }) => onMessage(messageResult));
  socket.on('newNotReadMessagesCount', ({ messageCount }: { messageCount: ChatReadCount[] }) =>
    store().setChatReadCounts(mergeReadCounts(store().chatReadCounts, messageCount)),
  );
  socket.on('joinChat', () => void refreshChatList());
  socket.on('leaveRoomResult', ({ roomId }) => {
    // Spec point 4: a room-leave result removes the room from the list.
    store().setChatList(roomsOf().filter((room) => room._id !== roomId));
    store().setChatReadCounts(store().chatReadCounts.filter((entry) => entry._id !== roomId));
  });
  socket.on('roomUpdated', (state) => {
    patchRoom(state.roomId, {
      participantsSize: state.participantsSize,
      endDate: state.endDate,
      botEnabled: state.botEnabled,
      attributes: state.attributes,
    });
  });
  socket.on('resync', () => {
    socket.emit('getMessagesUnread');
    void refreshChatList();
  });
  socket.on('connect', () => store().setChatOpen(true));
  socket.on('waitingForAccepting', ({ callerInfo, receiverInfo, roomInfo }) =>
    store().setVoiceChat({ callerInfo, receiverInfo, roomInfo }),
  );
  socket.on('voiceCancelled', () => store().setVoiceChat(null));
  // Spec point 4: on disconnect the chat is closed and the voice chat cleared; socket.io reconnects by itself.
  socket.on('disconnect', () => {
    store().setChatOpen(false);
    store().setVoiceChat(null);
  });
}
