import { type ChatAck, ERROR_MESSAGES, isErrorCode, ZChatId, ZSendMessageInput } from '@sidecamp/domain';
import { isUnavailableError, UNAVAILABLE_RETRY_AFTER_SECONDS } from '../../db/faults';
import { AppError } from '../../http/errors';
import { rooms } from '../../realtime/rooms';
import type { RealtimeSocket } from '../../realtime/server';
import type { ChatRealtime } from './chat.realtime.port';
import type { ChatService } from './chat.service';

type Logger = { warn: (obj: object, msg: string) => void };

/** A refusal that says when to try again (RATE_LIMITED) says it in the ack too. */
const retryOf = (error: AppError): { retryAfterMs?: number } => {
  const retryAfterMs = (error.details as { retryAfterMs?: unknown } | undefined)?.retryAfterMs;
  return typeof retryAfterMs === 'number' ? { retryAfterMs } : {};
};

/**
 * An error as the socket answers it: the AppError's code and message, SERVICE_UNAVAILABLE (with
 * when to retry) when the database or Redis connection was lost, or INTERNAL.
 */
function failure(error: unknown): { ok: false; code: string; message: string; retryAfterMs?: number } {
  if (error instanceof AppError)
    return { ok: false, code: error.code, message: error.message, ...retryOf(error) };
  if (isUnavailableError(error))
    return {
      ok: false,
      code: 'SERVICE_UNAVAILABLE',
      message: ERROR_MESSAGES.SERVICE_UNAVAILABLE,
      retryAfterMs: UNAVAILABLE_RETRY_AFTER_SECONDS * 1000,
    };
  const code =
    error && typeof error === 'object' && 'code' in error ? (error as { code: unknown }).code : undefined;
  if (isErrorCode(code)) return { ok: false, code, message: ERROR_MESSAGES[code] };
  return { ok: false, code: 'INTERNAL', message: ERROR_MESSAGES.INTERNAL };
}

const roomIdOf = (value: unknown): number | null => {
  const parsed = ZChatId.safeParse(value);
  return parsed.success ? parsed.data : null;
};

/**
 * The chat side of every socket (spec point 7's events). Delivery never depends on the socket
 * alone: messages are stored first, and a client catches up from its last seen id whenever it
 * (re)opens a room (findChatInfoOnly with context.after) or the list is sent again.
 */
export function chatSocketHandler(deps: { chat: ChatService; realtime: ChatRealtime; logger?: Logger }) {
  const { chat, realtime } = deps;
  return async (socket: RealtimeSocket) => {
    const user = socket.data.user;
    const actor = { no: user.no, nickname: user.nickname, img: user.img };
    const inRoom = (roomId: number) => socket.rooms.has(rooms.chat(String(roomId)));
    const warn = (error: unknown, event: string) => {
      if (!(error instanceof AppError))
        deps.logger?.warn({ err: error, event, userNo: user.no }, 'chat socket call failed');
    };

    // Handlers first, so nothing the client sends while we read the database is dropped.
    socket.on('findChatInfoOnly', async (payload) => {
      const roomId = roomIdOf(payload?.roomId);
      if (roomId === null) return;
      try {
        const after = payload?.context?.after;
        const afterId = after && /^\d+$/.test(after) ? after : undefined;
        // The first read also checks that the viewer is a joined participant, so nobody is put
        // in the room's channel before that is known.
        const page = await chat.messages(actor, roomId, {
          limit: 100,
          ...(afterId ? { after: afterId } : {}),
        });
        await socket.join(rooms.chat(String(roomId)));
        // Read again after joining: a message stored between the first read and the join was
        // announced before this socket could hear it, and would be missing until the next one.
        const reachedEnd = afterId === undefined || !page.hasMore;
        const lastSeen = page.messages.at(-1)?._id ?? afterId ?? '0';
        if (reachedEnd) {
          const since = await chat.messages(actor, roomId, { limit: 100, after: lastSeen });
          page.messages.push(...since.messages);
          if (afterId !== undefined) page.hasMore = since.hasMore;
        }
        socket.emit('loadMessageResult', { ...page, context: payload?.context });
      } catch (error) {
        warn(error, 'findChatInfoOnly');
        socket.emit('loadMessageResult', {
          messages: [],
          roomId: String(roomId),
          hasMore: false,
          context: payload?.context,
        });
      }
    });

    socket.on('getMessagesUnread', async () => {
      try {
        socket.emit('initialNotReadCount', { messageCount: await chat.unreadCounts(user.no) });
      } catch (error) {
        warn(error, 'getMessagesUnread');
      }
    });

    socket.on('joinOpenChat', async (payload) => {
      const roomId = roomIdOf(payload?.roomId);
      if (roomId === null) return;
      try {
        const { room, newChat } = await chat.joinOpen(actor, roomId);
        await socket.join(rooms.chat(String(roomId)));
        socket.emit('joinChatResult', {
          result: true,
          new_chat: newChat,
          type: room.type,
          from: 'joinOpenChat',
          roomId: room._id,
          room,
        });
      } catch (error) {
        warn(error, 'joinOpenChat');
        socket.emit('joinChatResult', {
          result: false,
          new_chat: false,
          type: '02',
          from: 'joinOpenChat',
          roomId: String(roomId),
        });
      }
    });

    socket.on('sendMessage', async (payload, ack) => {
      const reply = typeof ack === 'function' ? ack : () => {};
      const roomId = roomIdOf(payload?.roomId);
      if (roomId === null)
        return reply({ ok: false, code: 'VALIDATION_FAILED', message: 'roomId: is not a chat id.' });
      const { roomId: _ignored, ...rest } = payload;
      const parsed = ZSendMessageInput.safeParse(rest);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return reply({
          ok: false,
          code: 'VALIDATION_FAILED',
          message: `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'is not valid'}`,
        });
      }
      try {
        const { message } = await chat.sendMessage(actor, roomId, parsed.data);
        reply({ ok: true, data: message } satisfies ChatAck<typeof message>);
      } catch (error) {
        warn(error, 'sendMessage');
        reply(failure(error));
      }
    });

    socket.on('readMessages', async (payload) => {
      const roomId = roomIdOf(payload?.roomId);
      if (roomId === null || !/^\d{1,18}$/.test(String(payload?.messageId ?? ''))) return;
      try {
        await chat.markRead(actor, roomId, Number(payload.messageId));
      } catch (error) {
        warn(error, 'readMessages');
      }
    });

    socket.on('typing', (payload) => {
      const roomId = roomIdOf(payload?.roomId);
      if (roomId === null || !inRoom(roomId)) return;
      socket.to(rooms.chat(String(roomId))).emit('typing', {
        roomId: String(roomId),
        userNo: user.no,
        nickname: user.nickname,
        typing: Boolean(payload.typing),
      });
    });

    // Voice chat: the server only relays between the two people of a one-to-one room.
    const callInfo = (roomId: number) => ({ roomId: String(roomId) });
    socket.on('voiceCall', async (payload, ack) => {
      const reply = typeof ack === 'function' ? ack : () => {};
      const roomId = roomIdOf(payload?.roomId);
      if (roomId === null)
        return reply({ ok: false, code: 'VALIDATION_FAILED', message: 'roomId: is not a chat id.' });
      try {
        const peer = await chat.directPeer(actor, roomId);
        const event = { callerInfo: actor, receiverInfo: peer, roomInfo: callInfo(roomId) };
        realtime.emit(rooms.user(peer.no), 'waitingForAccepting', event);
        realtime.emit(rooms.user(actor.no), 'waitingForAccepting', event);
        reply({ ok: true, data: { roomId: String(roomId) } });
      } catch (error) {
        warn(error, 'voiceCall');
        reply(failure(error));
      }
    });
    const relayToPeer = async (roomIdValue: unknown, send: (peerNo: number, roomId: number) => void) => {
      const roomId = roomIdOf(roomIdValue);
      if (roomId === null) return;
      try {
        const peer = await chat.directPeer(actor, roomId);
        send(peer.no, roomId);
      } catch (error) {
        warn(error, 'voice');
      }
    };
    socket.on('voiceAccept', (payload) =>
      relayToPeer(payload?.roomId, (peerNo, roomId) => {
        for (const no of [peerNo, actor.no])
          realtime.emit(rooms.user(no), 'voiceAccepted', { roomInfo: callInfo(roomId), accepterInfo: actor });
      }),
    );
    socket.on('voiceCancel', (payload) =>
      relayToPeer(payload?.roomId, (peerNo, roomId) => {
        for (const no of [peerNo, actor.no])
          realtime.emit(rooms.user(no), 'voiceCancelled', { roomInfo: callInfo(roomId), triggerInfo: actor });
      }),
    );
    socket.on('voiceSignal', (payload) =>
      relayToPeer(payload?.roomId, (peerNo, roomId) => {
        const signal = payload?.signal;
        if (!signal || typeof signal !== 'object' || !['offer', 'answer', 'ice'].includes(signal.kind))
          return;
        realtime.emit(rooms.user(peerNo), 'voiceSignal', {
          roomId: String(roomId),
          fromNo: actor.no,
          signal,
        });
      }),
    );

    socket.on('disconnect', async () => {
      try {
        // Offline only when the user's last socket (on any process) has gone.
        const online = await realtime.onlineAmong([user.no]);
        if (online.has(user.no)) return;
        for (const roomId of await chat.joinedRoomIds(user.no))
          realtime.emit(rooms.chat(String(roomId)), 'updateOnline', {
            roomId: String(roomId),
            userNo: user.no,
            status: 'offline',
          });
      } catch (error) {
        warn(error, 'disconnect');
      }
    });

    try {
      const roomIds = await chat.joinedRoomIds(user.no);
      await socket.join(roomIds.map((id) => rooms.chat(String(id))));
      for (const roomId of roomIds)
        socket
          .to(rooms.chat(String(roomId)))
          .emit('updateOnline', { roomId: String(roomId), userNo: user.no, status: 'online' });
      socket.emit('chatListInitialized', {
        chat_list: await chat.listRooms(actor),
        ctx: { userNo: user.no },
      });
      socket.emit('initialNotReadCount', { messageCount: await chat.unreadCounts(user.no) });
    } catch (error) {
      warn(error, 'connection');
    }
  };
}
