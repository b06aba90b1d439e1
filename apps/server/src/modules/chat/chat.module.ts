import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import type { EventDispatcher } from '../../events/dispatcher';
import type { RealtimeHub } from '../../realtime/hub';
import { registerFileAccess } from '../uploads';
import { directChatRoutes, type IceServer } from './chat.direct.routes';
import { chatListeners } from './chat.listeners';
import { messageModerationTarget } from './chat.moderationTarget';
import { createOpenChatAdService } from './chat.open.ad';
import { openChatRoutes } from './chat.open.routes';
import { chatDataOf } from './chat.personalData';
import { proChatRoutes } from './chat.pro.routes';
import { createProChatService } from './chat.pro.service';
import type { MessageRate } from './chat.rateLimit';
import { createChatRealtime } from './chat.realtime';
import { chatRoutes } from './chat.routes';
import { createChatService } from './chat.service';
import { chatSocketHandler } from './chat.socket';
import { teamChatRoutes } from './chat.team.routes';
import { mayFetchChatFile } from './chat.uploads';

/**
 * The chat area (F9): REST routes, the socket handlers and the team-chat listeners; it tells
 * uploads who may fetch a chat's pictures.
 */
export function chatModule(deps: {
  db: Database;
  realtime: RealtimeHub;
  events: EventDispatcher;
  iceServers: IceServer[];
  messageRate?: MessageRate;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.personalData.add({ key: 'chat', dataOf: chatDataOf });
    app.moderationTargets.add(messageModerationTarget);
    const realtime = createChatRealtime(() => deps.realtime.server());
    const chat = createChatService({
      db: deps.db,
      realtime,
      ...(deps.messageRate ? { messageRate: deps.messageRate } : {}),
    });
    for (const listener of chatListeners(chat)) deps.events.register(listener);
    registerFileAccess('chat_images', mayFetchChatFile);
    deps.realtime.onConnection(chatSocketHandler({ chat, realtime, logger: app.log }));
    await app.register(chatRoutes({ chat }));
    await app.register(directChatRoutes({ chat, iceServers: deps.iceServers }));
    const ads = createOpenChatAdService({ db: deps.db, now: () => new Date() });
    await app.register(openChatRoutes({ chat, ads }));
    await app.register(teamChatRoutes({ chat }));
    const pro = createProChatService({ db: deps.db, realtime });
    await app.register(proChatRoutes({ pro }));
    // The no-show sweep runs once the app is ready (tests that never listen still get it, cheaply)
    // and every 30 s after; an advisory lock lets one process at a time do it.
    let sweeper: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      sweeper = setInterval(
        () =>
          void app
            .recordJob('pro_chat_sweep', () => pro.sweep())
            .catch((error) => app.log.error({ err: error }, 'pro-chat sweep failed')),
        30_000,
      );
      sweeper.unref();
    });
    app.addHook('onClose', async () => clearInterval(sweeper));
  };
}
