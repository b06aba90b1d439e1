import type { Database } from '../../db/client';
import { createDirectChatService } from './chat.direct.service';
import { createGroupChatService } from './chat.group.service';
import { createChatMessagesService } from './chat.messages.service';
import { createOpenChatService } from './chat.open.service';
import type { MessageRate } from './chat.rateLimit';
import type { ChatRealtime } from './chat.realtime.port';
import { createChatRooms, runAfter } from './chat.rooms';
import { createChatRoomsService } from './chat.rooms.service';
import { createTeamChatService } from './chat.team.service';

export type { ChatActor } from './chat.rooms';

/**
 * The chat services over one shared rooms core, as one object for the routes, the socket handlers
 * and the listeners. Each part is its own factory (rooms, messages, direct, open, team, group).
 */
export function createChatService(deps: {
  db: Database;
  realtime: ChatRealtime;
  /** Each person's chat-message budget (CHAT_MESSAGES_PER_10_SECONDS, CHAT_MESSAGE_BURST); none when unset. */
  messageRate?: MessageRate;
}) {
  const { db, realtime } = deps;
  const rooms = createChatRooms({ realtime });
  const roomsService = createChatRoomsService({ db, rooms, realtime });
  const messages = createChatMessagesService({
    db,
    rooms,
    realtime,
    ...(deps.messageRate ? { messageRate: deps.messageRate } : {}),
  });
  const direct = createDirectChatService({ db, rooms, realtime });
  const open = createOpenChatService({ db, rooms, realtime });
  const team = createTeamChatService({ db, rooms });
  const group = createGroupChatService({ db, rooms });
  return {
    listRooms: roomsService.listRooms,
    room: roomsService.room,
    joinedRoomIds: roomsService.joinedRoomIds,
    leave: roomsService.leave,
    alarmChange: roomsService.alarmChange,
    botChange: roomsService.botChange,
    profiles: roomsService.profiles,
    unreadCounts: messages.unreadCounts,
    messages: messages.messages,
    sendMessage: messages.sendMessage,
    markRead: messages.markRead,
    startDirect: direct.startDirect,
    directPeer: direct.directPeer,
    createOpen: open.createOpen,
    openDirectory: open.openDirectory,
    openCard: open.openCard,
    joinOpen: open.joinOpen,
    ban: open.ban,
    teamChat: team.teamChat,
    inviteTeamChat: team.inviteTeamChat,
    syncTeamMembership: team.syncTeamMembership,
    groupChat: group.groupChat,
    syncGroupMembership: group.syncGroupMembership,
    runAfter,
  };
}

export type ChatService = ReturnType<typeof createChatService>;
