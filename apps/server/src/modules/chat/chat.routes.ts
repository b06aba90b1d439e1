import {
  ZAlarmChangeInput,
  ZAlarmState,
  ZBotChangeInput,
  ZBotState,
  ZChatIdInput,
  ZChatMessage,
  ZChatProfiles,
  ZChatRoom,
  ZChatRoomList,
  ZChatRoomParams,
  ZMessageCount,
  ZMessagePage,
  ZMessagesQuery,
  ZReadInput,
  ZSendMessageInput,
} from '@sidecamp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/errors';
import { userOf } from '../auth';
import { actorOf, tags, WHO } from './chat.http';
import type { ChatMessagesService } from './chat.messages.service';
import type { ChatRoomsService } from './chat.rooms.service';

/** Chat REST calls on rooms you are in: the list, one room, its messages and reads, leaving, and spec point 7's room calls. */
export function chatRoutes(deps: { chat: ChatRoomsService & ChatMessagesService }): FastifyPluginAsyncZod {
  const { chat } = deps;
  return async (app) => {
    const mine = { preHandler: app.requireUser };

    app.get(
      '/chat/rooms',
      {
        ...mine,
        schema: {
          tags,
          summary: 'My chat list',
          description:
            'Rooms I am in, newest activity first, each with its last message, host/opponent info with status and my unread count. Logged-in users.',
          response: { 200: ZChatRoomList },
        },
      },
      async (request) => ({ items: await chat.listRooms(actorOf(request)) }),
    );

    app.get(
      '/chat/rooms/:roomId',
      {
        ...mine,
        schema: {
          tags,
          summary: 'One room',
          description: WHO.participant,
          params: ZChatRoomParams,
          response: { 200: ZChatRoom },
        },
      },
      async (request) => chat.room(actorOf(request), request.params.roomId),
    );

    app.get(
      '/chat/rooms/:roomId/messages',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Messages: history page, catch-up after an id, or search',
          description: `\`before\` pages backwards (oldest first within the page), \`after\` returns what came after an id in order (catching up after a reconnect), \`q\` searches the room. ${WHO.participant}`,
          params: ZChatRoomParams,
          querystring: ZMessagesQuery,
          response: { 200: ZMessagePage },
        },
      },
      async (request) => chat.messages(actorOf(request), request.params.roomId, request.query),
    );

    app.post(
      '/chat/rooms/:roomId/messages',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Send a message (idempotent per clientId)',
          description: `201 once stored; a retry with the same \`clientId\` answers 200 with the stored message and writes nothing. An ended room answers 409; sending faster than the per-person budget (CHAT_MESSAGES_PER_10_SECONDS after a burst of CHAT_MESSAGE_BURST) answers 429 RATE_LIMITED with Retry-After. ${WHO.participant}`,
          params: ZChatRoomParams,
          body: ZSendMessageInput,
          response: { 200: ZChatMessage, 201: ZChatMessage },
        },
      },
      async (request, reply) => {
        try {
          const { message, created } = await chat.sendMessage(
            actorOf(request),
            request.params.roomId,
            request.body,
          );
          return reply.code(created ? 201 : 200).send(message);
        } catch (error) {
          // Too fast: 429 RATE_LIMITED, and Retry-After says when the next message may go.
          const retryAfterMs = (error as { details?: { retryAfterMs?: unknown } }).details?.retryAfterMs;
          if (error instanceof AppError && error.code === 'RATE_LIMITED' && typeof retryAfterMs === 'number')
            reply.header('retry-after', String(Math.ceil(retryAfterMs / 1000)));
          throw error;
        }
      },
    );

    app.post(
      '/chat/rooms/:roomId/read',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Mark the room read up to a message',
          description: `Moves my last-read position forward (never back). ${WHO.participant}`,
          params: ZChatRoomParams,
          body: ZReadInput,
          response: { 200: z.object({ _id: z.string().nullable(), count: z.number() }) },
        },
      },
      async (request) =>
        chat.markRead(actorOf(request), request.params.roomId, Number(request.body.messageId)),
    );

    app.post(
      '/chat/rooms/:roomId/leave',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Leave a room',
          description: `Spec point 4: one less participant; the host leaving, or a one-to-one left, sets the end time an hour ahead; in a pro chat ten minutes. ${WHO.participant}`,
          params: ZChatRoomParams,
          response: { 200: z.object({ roomId: z.string() }) },
        },
      },
      async (request) => chat.leave(actorOf(request), request.params.roomId),
    );

    // Spec point 7's /{product}_chat/ calls, under /api/chat/.
    app.post(
      '/chat/chat_profiles',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Profiles of the people in a room, with online status',
          description: WHO.participant,
          body: ZChatIdInput,
          response: { 200: ZChatProfiles },
        },
      },
      async (request) => chat.profiles(actorOf(request), request.body.chatId),
    );

    app.post(
      '/chat/alarm_change',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Mute or unmute the alerts of a room',
          description: WHO.participant,
          body: ZAlarmChangeInput,
          response: { 200: ZAlarmState },
        },
      },
      async (request) =>
        chat.alarmChange(actorOf(request), request.body.chatId, request.body.is_alarm_blocked),
    );

    app.post(
      '/chat/bot_change',
      {
        ...mine,
        schema: {
          tags,
          summary: "Switch the room's bot (welcome messages for people joining)",
          description: WHO.host,
          body: ZBotChangeInput,
          response: { 200: ZBotState },
        },
      },
      async (request) => chat.botChange(actorOf(request), request.body.chatId, request.body.botEnabled),
    );

    app.post(
      '/chat/message_count',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Unread counts per room',
          description: 'Derived from my last-read position in each room. Logged-in users.',
          response: { 200: ZMessageCount },
        },
      },
      async (request) => ({ messageCount: await chat.unreadCounts(userOf(request).no) }),
    );
  };
}
