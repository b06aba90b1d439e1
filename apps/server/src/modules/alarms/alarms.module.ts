import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import type { EventDispatcher } from '../../events/dispatcher';
import { createOutboundClient } from '../../net';
import type { RealtimeHub } from '../../realtime/hub';
import type { Mailer } from '../mail';
import { createDigestService } from './alarms.digest';
import { alarmsListener } from './alarms.listeners';
import { alarmsDataOf } from './alarms.personalData';
import { createPushService, type PushConfig } from './alarms.push';
import { alarmsPushRoutes } from './alarms.push.routes';
import { runTaskReminders } from './alarms.reminders';
import { alarmsRoutes } from './alarms.routes';
import { createAlarmsService } from './alarms.service';
import { unsubscribeRoutes } from './alarms.unsubscribe';
import { alarmsWithdrawalListener } from './alarms.withdrawal';

/**
 * The alarm centre (issue 19, F14): notifications made from the other areas' domain events by one
 * listener, never by calls from those areas; the person's list, read marks, watch levels, mutes
 * and quiet hours.
 */
export function alarmsModule(deps: {
  db: Database;
  events: EventDispatcher;
  realtime: RealtimeHub;
  /** E-mail digests go through the mail module; their links start with the site's address. */
  mailer: Mailer;
  siteUrl: string;
  /** MAIL_LINK_SECRET: signs the digest's unsubscribe link. */
  mailLinkSecret: string;
  /** How often due digests are sent and task reminders made (ms). */
  digestSweepMs?: number;
  reminderMs?: number;
  /** The VAPID settings (web push is off without them). */
  push: PushConfig;
  /** How often new notifications are pushed (ms). */
  pushSweepMs?: number;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.personalData.add({ key: 'alarms', dataOf: alarmsDataOf });
    deps.events.register(alarmsListener(deps.realtime));
    deps.events.register(alarmsWithdrawalListener);
    const alarms = createAlarmsService({ db: deps.db, realtime: deps.realtime });
    await app.register(alarmsRoutes({ alarms }));
    await app.register(
      unsubscribeRoutes({ db: deps.db, secret: deps.mailLinkSecret, siteUrl: deps.siteUrl }),
    );
    // Digests every minute and task reminders every 5 minutes once the app is ready; the digest
    // claims each person once across processes, the reminder job runs in one process at a time.
    const digests = createDigestService({
      db: deps.db,
      mailer: deps.mailer,
      siteUrl: deps.siteUrl,
      secret: deps.mailLinkSecret,
      onError: (error, userNo) => app.log.error({ err: error, userNo }, 'digest e-mail failed'),
    });
    const timers: NodeJS.Timeout[] = [];
    app.addHook('onReady', async () => {
      timers.push(
        setInterval(
          () =>
            void app
              .recordJob('alarm_digests', () => digests.sweep())
              .catch((error) => app.log.error({ err: error }, 'digest sweep failed')),
          deps.digestSweepMs ?? 60_000,
        ),
        setInterval(
          () =>
            void app
              .recordJob('task_reminders', () => runTaskReminders(deps.db, deps.realtime, new Date()))
              .catch((error) => app.log.error({ err: error }, 'task reminder job failed')),
          deps.reminderMs ?? 5 * 60_000,
        ),
      );
      for (const timer of timers) timer.unref();
    });
    app.addHook('onClose', async () => {
      for (const timer of timers) clearInterval(timer);
    });
    // Web push every few seconds once the app is ready (only with VAPID keys); each notification
    // is claimed once across processes.
    const outbound = createOutboundClient();
    const push = createPushService({ db: deps.db, config: deps.push, outbound });
    await app.register(alarmsPushRoutes({ push }));
    let pushSweeper: NodeJS.Timeout | undefined;
    let pushing = false;
    app.addHook('onReady', async () => {
      if (!push.enabled) {
        // Without push, notifications are marked as handled by it once a minute, so the partial
        // index of unpushed ones stays small instead of growing with every notification.
        pushSweeper = setInterval(
          () =>
            void app
              .recordJob('push_bookkeeping', () =>
                deps.db.execute(sql`
                update notifications set pushed_at = now()
                 where id in (select id from notifications where pushed_at is null limit 5000)`),
              )
              .catch((error) => app.log.error({ err: error }, 'push bookkeeping failed')),
          60_000,
        );
        pushSweeper.unref();
        return;
      }
      pushSweeper = setInterval(() => {
        if (pushing) return; // a slow push service: the running sweep goes on, no second one piles up
        pushing = true;
        void app
          .recordJob('push_sweep', () => push.sweep())
          .catch((error) => app.log.error({ err: error }, 'push sweep failed'))
          .finally(() => {
            pushing = false;
          });
      }, deps.pushSweepMs ?? 3_000);
      pushSweeper.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(pushSweeper);
      outbound.close();
    });
  };
}
