import { ZPushConfig, ZPushSubscriptionInput, ZPushUnsubscribe } from '@sidecamp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userOf } from '../auth';
import type { PushService } from './alarms.push';

/** Web push for the logged-in person's browsers (F14 channels); each route is about their own. */
export function alarmsPushRoutes(deps: { push: PushService }): FastifyPluginAsyncZod {
  const { push } = deps;
  return async (app) => {
    const mine = { preHandler: app.requireUser };
    const tags = ['alarms'];

    app.get(
      '/alarms/push/config',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Whether this server sends web push',
          description:
            'enabled: the server has VAPID keys; publicKey: the key to pass to PushManager.subscribe (null when push is off).',
          response: { 200: ZPushConfig },
        },
      },
      async () => push.config(),
    );

    app.post(
      '/alarms/push/subscriptions',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Subscribe this browser to pushes',
          description:
            "The browser's PushSubscription as JSON ({ endpoint, keys: { p256dh, auth } }). The endpoint must be https (outside production also http://127.0.0.1). Pushes follow my push switches and quiet hours. 409 NOT_AVAILABLE_YET when the server has no VAPID keys.",
          body: ZPushSubscriptionInput,
        },
      },
      async (request, reply) => {
        await push.subscribe(userOf(request), request.body);
        return reply.code(204).send();
      },
    );

    app.delete(
      '/alarms/push/subscriptions',
      {
        ...mine,
        schema: {
          tags,
          summary: 'Unsubscribe a browser of mine',
          description: 'By its endpoint; 404 when none of my subscriptions has it.',
          body: ZPushUnsubscribe,
        },
      },
      async (request, reply) => {
        await push.unsubscribe(userOf(request), request.body.endpoint);
        return reply.code(204).send();
      },
    );
  };
}
