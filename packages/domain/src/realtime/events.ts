/**
 * Realtime (socket.io) event maps. Event names and payload fields are the product
 * specification's (point 7); both the server (`new Server<ClientToServerEvents, ServerToClientEvents>`)
 * and the web client (`io<ServerToClientEvents, ClientToServerEvents>`) are typed by them.
 * Payload shapes beyond the spec's field names are filled in by the chat feature.
 */
import type { TTask } from '../api/workspace';

export type ChatReadCount = { _id: string | null; count: number };

export type ServerToClientEvents = {
  joinChat: (payload: { roomId: string }) => void;
  joinChatResult: (payload: { result: boolean; new_chat: boolean; type: string; from: string }) => void;
  addMessage: (payload: { result: boolean; messageResult: unknown; ctx?: unknown }) => void;
  chatListInitialized: (payload: { chat_list: unknown[]; ctx?: unknown }) => void;
  initialNotReadCount: (payload: { messageCount: ChatReadCount[] }) => void;
  newNotReadMessagesCount: (payload: { messageCount: ChatReadCount[] }) => void;
  leaveRoomResult: (payload: { roomId: string }) => void;
  loadMessageResult: (payload: { messages: unknown[]; roomId: string }) => void;
  updateOnline: (payload: { roomId: string; userNo: number; status: string }) => void;
  waitingForAccepting: (payload: { callerInfo: unknown; receiverInfo: unknown; roomInfo: unknown }) => void;
  voiceCancelled: (payload: { roomInfo: unknown; triggerInfo: unknown }) => void;
  /** Project workspace (F7), to the project's room after the change commits. */
  taskCreated: (payload: { projectNo: number; task: TTask }) => void;
  taskUpdated: (payload: { projectNo: number; task: TTask }) => void;
  taskMoved: (payload: { projectNo: number; task: TTask }) => void;
  taskDeleted: (payload: { projectNo: number; taskId: number }) => void;
  goalsChanged: (payload: { projectNo: number }) => void;
};

export type ClientToServerEvents = {
  findChatInfoOnly: (payload: { type: string; roomId: string; context?: unknown }) => void;
  getMessagesUnread: () => void;
  joinOpenChat: (payload: { roomId: string }) => void;
  /** Join a project's workspace room (members only); the ack says whether it worked. */
  joinProject: (payload: { projectNo: number }, ack: (result: ProjectRoomAck) => void) => void;
  leaveProject: (payload: { projectNo: number }) => void;
};

export type ProjectRoomAck =
  | { ok: true }
  | { ok: false; code: 'NOT_FOUND' | 'NOT_PROJECT_MEMBER' | 'BAD_REQUEST' };

/** Handshake auth of the realtime connection (spec point 7): no, nickname, img and a short-lived token. */
export type RealtimeAuth = { no: number; nickname: string; img: string | null; token: string };

/** Client connection options fixed by the spec (point 9): websocket, 1-5 s reconnect, unlimited, 20 s time-out. */
export const REALTIME_CLIENT_OPTIONS = {
  transports: ['websocket'],
  reconnection: true,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  reconnectionAttempts: Number.POSITIVE_INFINITY,
  timeout: 20_000,
} as const;

/** The default chat read list: one entry with no id and a count of 0 (spec point 9). */
export const DEFAULT_CHAT_READ_COUNTS: readonly ChatReadCount[] = [{ _id: null, count: 0 }];
