import { ZChatRoom, ZDirectChatInput } from '@sidecamp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DirectChatService } from './chat.direct.service';
import { actorOf, tags } from './chat.http';

/** A STUN/TURN server for voice chat (the ICE_SERVERS configuration). */
export type IceServer = {
  urls: string | string[];
  username?: string | undefined;
  credential?: string | undefined;
};

/** One-to-one chats and the voice-call configuration. */
export function directChatRoutes(deps: {
  chat: DirectChatService;
  iceServers: IceServer[];
}): FastifyPluginAsyncZod {
  const { chat } = deps;
  return async (app) => {
    const mine = { preHandler: app.requireUser };

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
  };
}
