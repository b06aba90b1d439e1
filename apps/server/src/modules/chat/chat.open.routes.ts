import {
  OPEN_CHAT_TOP_AD,
  ZChatJoinInput,
  ZChatRoom,
  ZChatRoomParams,
  ZOpenChatCard,
  ZOpenChatCreate,
  ZOpenChatPage,
  ZOpenChatPinResult,
  ZOpenChatQuery,
  ZUserBannedInput,
} from '@sidecamp/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/errors';
import { userOf } from '../auth';
import { actorOf, tags, WHO } from './chat.http';
import type { OpenChatAdService } from './chat.open.ad';
import type { OpenChatService } from './chat.open.service';

/** Open chats: the public directory and join links, creating, joining, the host's ban and top ad. */
export function openChatRoutes(deps: {
  chat: OpenChatService;
  ads: OpenChatAdService;
}): FastifyPluginAsyncZod {
  const { chat, ads } = deps;
  return async (app) => {
    const mine = { preHandler: app.requireUser };
    const viewerNoOf = async (request: FastifyRequest) => {
      const session = await app.resolveRequestSession(request);
      return session.status === 'active' ? session.user.no : null;
    };

    app.get(
      '/chat/open',
      {
        schema: {
          tags,
          summary: 'Open-chat directory',
          description:
            'Public list of running open chats: the first page starts with the chats whose top ad runs (`pinnedUntil` set), then the rest newest first; `q` searches name and description. Anyone.',
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
      '/chat/open/:roomId/pin',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Pin an open chat at the top of the directory for a week (top ad, paid in points)',
          description: `The open chat's host only: 401 when logged out, 403 for anyone else. Costs ${OPEN_CHAT_TOP_AD.points} points for ${OPEN_CHAT_TOP_AD.days} days; buying again while pinned adds ${OPEN_CHAT_TOP_AD.days} days to the current end. 409 INSUFFICIENT_POINTS when short (nothing charged), 409 when the chat has ended, 404 for a room that is not an open chat. Needs an Idempotency-Key header: the same key replays the first answer, the same key for another chat answers 409 IDEMPOTENCY_KEY_REUSED.`,
          params: ZChatRoomParams,
          headers: z.object({ 'idempotency-key': z.string().optional() }),
          response: { 200: ZOpenChatPinResult },
        },
      },
      async (request) => ads.pin(userOf(request), request.params.roomId, request.headers['idempotency-key']),
    );
  };
}
