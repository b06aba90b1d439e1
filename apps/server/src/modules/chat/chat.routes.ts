import {
  ZAlarmChangeInput,
  ZAlarmState,
  ZBotChangeInput,
  ZBotState,
  ZChatIdInput,
  ZChatJoinInput,
  ZChatMessage,
  ZChatProfiles,
  ZChatRoom,
  ZChatRoomList,
  ZChatRoomParams,
  ZDirectChatInput,
  ZGroupChatParams,
  ZInviteTeamChatInput,
  ZMessageCount,
  ZMessagePage,
  ZMessagesQuery,
  ZOpenChatCard,
  ZOpenChatCreate,
  ZOpenChatPage,
  ZOpenChatQuery,
  ZProjectChatParams,
  ZReadInput,
  ZSendMessageInput,
  ZUserBannedInput,
} from '@sidecamp/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/errors';
import { userOf } from '../auth/auth.guard';
import type { ChatService } from './chat.service';

const tags = ['chat'];
const WHO = {
  participant:
    'Participants of the room: 401 when logged out, 404 for a room you are not in (403 if you were banned).',
  host: "The room's host only: 401 when logged out, 403 for other participants, 404 for a room you are not in.",
} as const;

/** Chat REST calls: spec point 7's /{product}_chat/ endpoints plus the room, message and open-chat routes. */
export type IceServer = {
  urls: string | string[];
  username?: string | undefined;
  credential?: string | undefined;
};

export function chatRoutes(deps: { chat: ChatService; iceServers: IceServer[] }): FastifyPluginAsyncZod {
  const { chat } = deps;
  return async (app) => {
    const mine = { preHandler: app.requireUser };
    const actorOf = (request: FastifyRequest) => {
      const user = userOf(request);
      return { no: user.no, nickname: user.nickname, img: user.img };
    };
    const viewerNoOf = async (request: FastifyRequest) => {
      const session = await app.resolveRequestSession(request);
      return session.status === 'active' ? session.user.no : null;
    };

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

    app.post(
      '/chat/direct',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Start (or reopen) a one-to-one chat',
          description:
            'Logged-in users; 400 naming `opponentNo` for yourself, 404 for an unknown person. 201 when new, 200 when it existed.',
          body: ZDirectChatInput,
          response: { 200: ZChatRoom, 201: ZChatRoom },
        },
      },
      async (request, reply) => {
        const { room, created } = await chat.startDirect(actorOf(request), request.body.opponentNo);
        return reply.code(created ? 201 : 200).send(room);
      },
    );

    app.get(
      '/chat/open',
      {
        schema: {
          tags,
          summary: 'Open-chat directory',
          description:
            'Public list of running open chats, newest first; `q` searches name and description. Anyone.',
          querystring: ZOpenChatQuery,
          response: { 200: ZOpenChatPage },
        },
      },
      async (request) => chat.openDirectory(await viewerNoOf(request), request.query),
    );

    app.get(
      '/chat/open/:roomId',
      {
        schema: {
          tags,
          summary: 'One open chat (for a join link)',
          description: 'Anyone; 404 for a room that is not an open chat, 409 when it has ended.',
          params: ZChatRoomParams,
          response: { 200: ZOpenChatCard },
        },
      },
      async (request) => chat.openCard(await viewerNoOf(request), request.params.roomId),
    );

    app.post(
      '/chat/open',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Create an open chat',
          description: 'Logged-in users; the creator is its host.',
          body: ZOpenChatCreate,
          response: { 201: ZChatRoom },
        },
      },
      async (request, reply) => reply.code(201).send(await chat.createOpen(actorOf(request), request.body)),
    );

    app.post(
      '/chat/join',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Join an open chat (spec: nickname and chatId)',
          description:
            'Logged-in users; +1 participant. 404 for a room that is not an open chat, 403 when banned, 409 when ended; 400 naming `nickname` if it is not yours.',
          body: ZChatJoinInput,
          response: { 200: ZChatRoom },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        if (request.body.nickname !== undefined && request.body.nickname !== actor.nickname)
          throw new AppError('VALIDATION_FAILED', {
            message: 'nickname: is not yours.',
            details: [{ field: 'nickname', message: 'is not yours' }],
          });
        return (await chat.joinOpen(actor, request.body.chatId)).room;
      },
    );

    app.get(
      '/chat/team/:projectNo',
      {
        ...mine,
        schema: {
          tags,
          summary: "A project's team chat",
          description:
            'Members of the project (403 NOT_PROJECT_MEMBER otherwise, 404 for an unknown project). A member who had left comes back in.',
          params: ZProjectChatParams,
          response: { 200: ZChatRoom },
        },
      },
      async (request) => chat.teamChat(actorOf(request), request.params.projectNo),
    );

    app.post(
      '/chat/group/:groupId',
      {
        ...mine,
        schema: {
          tags,
          summary: "A group's chat: open it and be in it",
          description:
            'Active members of the group (403 FORBIDDEN otherwise, pending requests included; 404 for an unknown group). A member who had left the chat comes back in; leaving the group or being removed takes a person out of it.',
          params: ZGroupChatParams,
          response: { 200: ZChatRoom },
        },
      },
      async (request) => chat.groupChat(actorOf(request), request.params.groupId),
    );

    app.get(
      '/chat/voice/config',
      {
        ...mine,
        schema: {
          tags,
          summary: 'STUN/TURN servers for voice chat',
          description: 'Logged-in users; the ICE_SERVERS configuration (empty on one network).',
          response: {
            200: z.object({
              iceServers: z.array(
                z.object({
                  urls: z.union([z.string(), z.array(z.string())]),
                  username: z.string().optional(),
                  credential: z.string().optional(),
                }),
              ),
            }),
          },
        },
      },
      async () => ({ iceServers: deps.iceServers }),
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
      '/chat/user_banned',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Ban a person from an open chat',
          description: `${WHO.host} Only in open chats (team-chat membership follows the project); the host cannot be banned.`,
          body: ZUserBannedInput,
          response: { 200: z.object({ chatId: z.string(), opponentNo: z.number(), banned: z.boolean() }) },
        },
      },
      async (request) => chat.ban(actorOf(request), request.body.chatId, request.body.opponentNo),
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

    app.post(
      '/chat/invite_team_chat',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Bring a project member into its team chat',
          description:
            'Members of the project (403 otherwise, 404 for an unknown project); 409 when the person is not a member.',
          body: ZInviteTeamChatInput,
          response: { 200: ZChatRoom },
        },
      },
      async (request) =>
        chat.inviteTeamChat(actorOf(request), request.body.projectNo, request.body.opponentNo),
    );
  };
}
