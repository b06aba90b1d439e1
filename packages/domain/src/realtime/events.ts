/**
 * Realtime (socket.io) event maps. Event names and payload fields are the product
 * specification's (point 7); both the server (`new Server<ClientToServerEvents, ServerToClientEvents>`)
 * and the web client (`io<ServerToClientEvents, ClientToServerEvents>`) are typed by them.
 * Payload shapes beyond the spec's field names are filled in by the chat feature.
 */
import type { TChatMessage, TChatRoom, TSendMessageInput } from '../api/chat.schemas';
import type { TTask } from '../api/workspace';

export type ChatReadCount = { _id: string | null; count: number };

/**
 * The answer to a chat socket call: the result, or an error code from ERROR_STATUS and its message
 * (RATE_LIMITED also says, in `retryAfterMs`, when to try again).
 */
export type ChatAck<T> =
  | { ok: true; data: T }
  | { ok: false; code: string; message: string; retryAfterMs?: number };

/**
 * Why the server ended a socket's session (`sessionEnded`): every way a session ends closes its
 * sockets, on every server process, and the page says which one it was.
 */
export const SESSION_ENDED_REASONS = [
  'logged_out',
  'logged_in_elsewhere',
  'password_changed',
  'account_deleted',
  'banned',
  'expired',
  'ended',
] as const;
export type SessionEndedReason = (typeof SESSION_ENDED_REASONS)[number];
export type ChatRoomState = {
  roomId: string;
  participantsSize: number;
  endDate: string | null;
  botEnabled: boolean;
  attributes: { realStart?: string };
};
export type VoicePerson = { no: number; nickname: string; img: string | null };
export type VoiceRoomInfo = { roomId: string };
export type VoiceSignal =
  | { kind: 'offer'; sdp: string }
  | { kind: 'answer'; sdp: string }
  | { kind: 'ice'; candidate: string; sdpMid: string | null; sdpMLineIndex: number | null };

export type ServerToClientEvents = {
  /** The user's sockets were put in a room (a new chat, a join, an invitation to a team chat). */
  joinChat: (payload: { roomId: string }) => void;
  joinChatResult: (payload: {
    result: boolean;
    new_chat: boolean;
    type: string;
    from: string;
    roomId?: string;
    room?: TChatRoom;
  }) => void;
  /**
   * A stored message, to every socket in the room, once; `messageResult` is the message.
   * `previousId` is the id of the room's message just before it ('0' for the first): a client that
   * has not got that one yet has a gap below this message, and fetches it (`findChatInfoOnly` with
   * `context.after`) before it counts anything above the gap as complete.
   */
  addMessage: (payload: {
    result: boolean;
    messageResult: TChatMessage;
    ctx?: { roomId: string };
    previousId?: string;
  }) => void;
  chatListInitialized: (payload: { chat_list: TChatRoom[]; ctx?: unknown }) => void;
  initialNotReadCount: (payload: { messageCount: ChatReadCount[] }) => void;
  newNotReadMessagesCount: (payload: { messageCount: ChatReadCount[] }) => void;
  leaveRoomResult: (payload: { roomId: string }) => void;
  loadMessageResult: (payload: {
    messages: TChatMessage[];
    roomId: string;
    hasMore?: boolean;
    context?: unknown;
  }) => void;
  updateOnline: (payload: { roomId: string; userNo: number; status: string }) => void;
  /** Someone in the room is typing (not in the spec; ephemeral, never stored). */
  typing: (payload: { roomId: string; userNo: number; nickname: string; typing: boolean }) => void;
  /** The room itself changed (participantsSize, endDate, bot, realStart). */
  roomUpdated: (payload: ChatRoomState) => void;
  waitingForAccepting: (payload: {
    callerInfo: VoicePerson;
    receiverInfo: VoicePerson;
    roomInfo: VoiceRoomInfo;
  }) => void;
  voiceAccepted: (payload: { roomInfo: VoiceRoomInfo; accepterInfo: VoicePerson }) => void;
  voiceCancelled: (payload: { roomInfo: VoiceRoomInfo; triggerInfo: VoicePerson }) => void;
  /** WebRTC signalling between the two people of a call: an offer, an answer or an ICE candidate. */
  voiceSignal: (payload: { roomId: string; fromNo: number; signal: VoiceSignal }) => void;
  /** Project workspace (F7), to the project's room after the change commits. */
  taskCreated: (payload: { projectNo: number; task: TTask }) => void;
  taskUpdated: (payload: { projectNo: number; task: TTask }) => void;
  taskMoved: (payload: { projectNo: number; task: TTask }) => void;
  taskDeleted: (payload: { projectNo: number; taskId: number }) => void;
  goalsChanged: (payload: { projectNo: number }) => void;
  /** A booth's build progress moved (a task or goal of its project completed), to its watchers. */
  boothProgress: (payload: { boothId: number }) => void;
  /**
   * The server's link to the other processes was down and is back: emits made meanwhile may have
   * been missed, so the client catches up from its last seen ids (chat) or reloads (boards).
   */
  resync: (payload: { reason: 'adapter' }) => void;
  /**
   * Alarm centre (F14): a notification arrived (or a read mark moved); the person's unread counts,
   * to their own room. `latest`: the new notification's text and link, for a desktop notification
   * while the page is open; absent for read marks and during the person's quiet hours.
   */
  alarm: (payload: {
    activity: number;
    social: number;
    total: number;
    latest?: { id: number; text: string; link: string };
  }) => void;
  /** Points (F10.2): the person reached a new level, to their own room. */
  levelUp: (payload: { level: number }) => void;
  /**
   * This socket's session ended (logout, a log-in on another device, a password change or reset,
   * the account deleted, expiry): the server disconnects the socket right after, and the page logs
   * out, says why, and does not reconnect.
   */
  sessionEnded: (payload: { reason: SessionEndedReason }) => void;
};

export type ClientToServerEvents = {
  /** Opens a room: the socket joins it and gets loadMessageResult (after `context.after`, or the latest page). */
  findChatInfoOnly: (payload: { type: string; roomId: string; context?: { after?: string } }) => void;
  getMessagesUnread: () => void;
  joinOpenChat: (payload: { roomId: string }) => void;
  /** Sends a message; the ack comes only after it is stored (a retry with the same clientId gets the same message). */
  sendMessage: (
    payload: { roomId: string } & TSendMessageInput,
    ack: (result: ChatAck<TChatMessage>) => void,
  ) => void;
  readMessages: (payload: { roomId: string; messageId: string }) => void;
  typing: (payload: { roomId: string; typing: boolean }) => void;
  voiceCall: (payload: { roomId: string }, ack: (result: ChatAck<{ roomId: string }>) => void) => void;
  voiceAccept: (payload: { roomId: string }) => void;
  voiceCancel: (payload: { roomId: string }) => void;
  voiceSignal: (payload: { roomId: string; signal: VoiceSignal }) => void;
  /** Join a project's workspace room (members only); the ack says whether it worked. */
  joinProject: (payload: { projectNo: number }, ack: (result: ProjectRoomAck) => void) => void;
  leaveProject: (payload: { projectNo: number }) => void;
  /** Follow a booth's build progress while its page is open (anyone who may see the booth). */
  watchBooth: (payload: { boothId: number }, ack: (result: { ok: boolean }) => void) => void;
  unwatchBooth: (payload: { boothId: number }) => void;
};

export type ProjectRoomAck =
  | { ok: true }
  | { ok: false; code: 'NOT_FOUND' | 'NOT_PROJECT_MEMBER' | 'BAD_REQUEST' };

/** Handshake auth of the realtime connection (spec point 7): no, nickname, img and a short-lived token. */
export type RealtimeAuth = { no: number; nickname: string; img: string | null; token: string };

/** How long a realtime handshake ticket (`RealtimeAuth.token`) stays valid; it is also single-use. */
export const REALTIME_TOKEN_TTL_SECONDS = 60;

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
