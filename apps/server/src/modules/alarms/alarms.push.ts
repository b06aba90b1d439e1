import { isIP } from 'node:net';
import {
  defaultNotificationEnabled,
  inQuietHours,
  type NotificationKindCode,
  type TPushConfig,
  type TPushSubscriptionInput,
} from '@sidecamp/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import { type Database, type Queryable, rowsOf } from '../../db/client';
import { AppError, fieldError } from '../../http/errors';
import { createOutboundClient, type OutboundClient } from '../../net';
import type { AuthUser } from '../auth';
import { notificationPreferences } from '../profiles';
import { alarmSettings, pushSubscriptions } from './alarms.tables';

export type PushConfig = Pick<
  Config,
  'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT' | 'isProduction'
>;

type Vapid = { publicKey: string; privateKey: string; subject: string };

/** The VAPID details when all three settings are there (config.ts refuses one or two of them). */
function vapidOf(config: PushConfig): Vapid | null {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: subject } = config;
  return publicKey && privateKey && subject ? { publicKey, privateKey, subject } : null;
}

/**
 * Where the server may send pushes, since it POSTs to whatever address a browser gave:
 * - https only, in production and outside it; in production not to `localhost` nor to an IP
 *   address (push services are reached by name);
 * - outside production also plain http to 127.0.0.1 (any port), so tests can run a local push
 *   endpoint. Nothing else over http, ever.
 * Checked when subscribing and again before each send (a subscription made in development is not
 * used by a production server). This is the address's form only: where it leads is checked by the
 * outbound client (src/net), on the resolved address when subscribing and again as each push
 * connects, so a name resolving inside the network (loopback, private, link-local, metadata) is
 * never reached.
 */
export function pushEndpointProblem(endpoint: string, isProduction: boolean): string | undefined {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'is not an address';
  }
  if (url.username || url.password) return 'must not carry a user name or password';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (url.protocol === 'https:') {
    if (isProduction && (host === 'localhost' || host.endsWith('.localhost') || isIP(host) !== 0))
      return 'must be a push service reached by name over https';
    return undefined;
  }
  if (url.protocol === 'http:' && !isProduction && host === '127.0.0.1') return undefined;
  return isProduction
    ? 'must be an https address'
    : 'must be an https address (or http://127.0.0.1 outside production)';
}

/** The tests' local endpoint outside production: the one address inside the network pushed to. */
function isLocalTestEndpoint(endpoint: string, isProduction: boolean): boolean {
  if (isProduction || !URL.canParse(endpoint)) return false;
  const url = new URL(endpoint);
  return url.protocol === 'http:' && url.hostname === '127.0.0.1';
}

/** The minute of the day at `now` in a time zone (UTC when the name is unknown). */
export function minuteOfDayIn(timeZone: string, now: Date): number {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(now);
  } catch {
    return now.getUTCHours() * 60 + now.getUTCMinutes();
  }
  const hour = Number(parts.find((part) => part.type === 'hour')?.value ?? 0);
  const minute = Number(parts.find((part) => part.type === 'minute')?.value ?? 0);
  return (hour % 24) * 60 + minute;
}

/** Whether the person's do-not-disturb window covers `now` (no pop-ups, no pushes). */
export async function inQuietHoursNow(q: Queryable, userNo: number, now = new Date()): Promise<boolean> {
  const [row] = await q
    .select({
      start: alarmSettings.quietStart,
      end: alarmSettings.quietEnd,
      timeZone: alarmSettings.timeZone,
    })
    .from(alarmSettings)
    .where(eq(alarmSettings.userNo, userNo));
  if (!row) return false;
  return inQuietHours(row.start, row.end, minuteOfDayIn(row.timeZone, now));
}

/** A claimed notification, as the sweep sees it. */
type Claimed = {
  id: number;
  userNo: number;
  preference: NotificationKindCode;
  text: string;
  link: string;
  fresh: boolean;
};

/** What one sweep did, for tests and the log. */
export type PushSweepResult = { claimed: number; sent: number; failed: number; removed: number };

/** Only news is pushed: a notification older than this (since made or grown) is marked handled. */
export const PUSH_MAX_AGE_MS = 60 * 60 * 1000;
/** How long the push service may take to answer one push (connecting and answering). */
const PUSH_TIMEOUT_MS = 10_000;
/** How much of a push service's answer is kept (for last_error). */
const PUSH_ANSWER_BYTES = 4_096;
/** How long a push service keeps a push for an offline browser (seconds). */
const PUSH_TTL_SECONDS = 60 * 60;

export type PushService = ReturnType<typeof createPushService>;

/**
 * Web push (issue 19, F14 channels): the person's browsers subscribe and unsubscribe, and the
 * sweep pushes new notifications to them. The payload is encrypted for the browser and signed with
 * the server's VAPID key by the `web-push` package; this file only sends what it prepared, through
 * the outbound client (public addresses only, no redirects, a deadline).
 */
export function createPushService(deps: {
  db: Database;
  config: PushConfig;
  /** Sends the pushes; one of its own when not given. */
  outbound?: OutboundClient;
  now?: () => Date;
  /** Notifications claimed per round of a sweep. */
  batchSize?: number;
}) {
  const { db, config } = deps;
  const now = deps.now ?? (() => new Date());
  const vapid = vapidOf(config);
  const batchSize = deps.batchSize ?? 100;
  const outbound = deps.outbound ?? createOutboundClient();

  function requireVapid(): Vapid {
    if (!vapid)
      throw new AppError('NOT_AVAILABLE_YET', {
        message: 'Push notifications are not set up on this server.',
      });
    return vapid;
  }

  /** The person's push switch for a kind (its default when never set), per person. */
  async function pushSwitches(userNos: number[]): Promise<Map<string, boolean>> {
    const rows = await db
      .select({
        userNo: notificationPreferences.userNo,
        kind: notificationPreferences.kind,
        enabled: notificationPreferences.enabled,
      })
      .from(notificationPreferences)
      .where(
        and(inArray(notificationPreferences.userNo, userNos), eq(notificationPreferences.channel, 'push')),
      );
    return new Map(rows.map((row) => [`${row.userNo}:${row.kind}`, row.enabled]));
  }

  async function quietPeople(userNos: number[], at: Date): Promise<Set<number>> {
    const rows = await db
      .select({
        userNo: alarmSettings.userNo,
        start: alarmSettings.quietStart,
        end: alarmSettings.quietEnd,
        timeZone: alarmSettings.timeZone,
      })
      .from(alarmSettings)
      .where(inArray(alarmSettings.userNo, userNos));
    return new Set(
      rows
        .filter((row) => inQuietHours(row.start, row.end, minuteOfDayIn(row.timeZone, at)))
        .map((row) => row.userNo),
    );
  }

  type Subscription = typeof pushSubscriptions.$inferSelect;

  /** Sends one push; answers what became of the subscription. */
  async function send(
    keys: Vapid,
    subscription: Subscription,
    payload: string,
  ): Promise<'sent' | 'failed' | 'removed'> {
    const problem = pushEndpointProblem(subscription.endpoint, config.isProduction);
    if (problem) {
      await db
        .update(pushSubscriptions)
        .set({ lastError: `not used: the endpoint ${problem}` })
        .where(eq(pushSubscriptions.id, subscription.id));
      return 'failed';
    }
    let lastError: string | null = null;
    try {
      // Loaded with the first push, not at start.
      const { default: webpush } = await import('web-push');
      const details = webpush.generateRequestDetails(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        payload,
        { vapidDetails: keys, TTL: PUSH_TTL_SECONDS, contentEncoding: 'aes128gcm' },
      );
      const headers = Object.fromEntries(
        Object.entries(details.headers)
          // Node counts the body itself.
          .filter(([name]) => name.toLowerCase() !== 'content-length')
          .map(([name, value]) => [name, String(value)]),
      );
      const response = await outbound.request(details.endpoint, {
        method: 'POST',
        headers,
        body: details.body ? new Uint8Array(details.body) : null,
        timeoutMs: PUSH_TIMEOUT_MS,
        maxResponseBytes: PUSH_ANSWER_BYTES,
        allowLoopbackLiteral: isLocalTestEndpoint(details.endpoint, config.isProduction),
      });
      if (response.status === 404 || response.status === 410) {
        // The browser unsubscribed or the subscription expired: it will never work again.
        await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id));
        return 'removed';
      }
      if (response.status >= 200 && response.status < 300) {
        if (subscription.lastError !== null)
          await db
            .update(pushSubscriptions)
            .set({ lastError: null })
            .where(eq(pushSubscriptions.id, subscription.id));
        return 'sent';
      }
      // A redirect is an answer like any other failure: it is not followed.
      const body = response.body.toString('utf8').slice(0, 200);
      lastError = `${response.status} ${response.statusText}${body ? `: ${body}` : ''}`;
    } catch (error) {
      lastError = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    }
    await db
      .update(pushSubscriptions)
      .set({ lastError: lastError.slice(0, 500) })
      .where(eq(pushSubscriptions.id, subscription.id));
    return 'failed';
  }

  /**
   * Claims up to batchSize notifications nobody looked at for push (pushed_at set in the same
   * statement, rows locked by another process skipped), so each is pushed at most once however
   * many processes sweep.
   */
  async function claim(at: Date): Promise<Claimed[]> {
    const since = new Date(at.getTime() - PUSH_MAX_AGE_MS).toISOString();
    const result = await db.execute(sql`
      update notifications set pushed_at = ${at.toISOString()}::timestamptz
      where id in (
        select id from notifications where pushed_at is null
        order by created_at limit ${batchSize}
        for update skip locked)
      returning id, user_no as "userNo", preference, text, link,
        (updated_at > ${since}::timestamptz) as fresh`);
    return rowsOf<Claimed>(result).map((row) => ({ ...row, id: Number(row.id) }));
  }

  async function sweepOnce(keys: Vapid, result: PushSweepResult): Promise<number> {
    const at = now();
    const claimed = await claim(at);
    result.claimed += claimed.length;
    const fresh = claimed.filter((row) => row.fresh);
    if (fresh.length === 0) return claimed.length;
    const userNos = [...new Set(fresh.map((row) => row.userNo))];
    const subscriptions = await db
      .select()
      .from(pushSubscriptions)
      .where(inArray(pushSubscriptions.userNo, userNos));
    if (subscriptions.length === 0) return claimed.length;
    const subscribed = [...new Set(subscriptions.map((row) => row.userNo))];
    const switches = await pushSwitches(subscribed);
    const quiet = await quietPeople(subscribed, at);
    const gone = new Set<number>();
    for (const notification of fresh) {
      const targets = subscriptions.filter((row) => row.userNo === notification.userNo && !gone.has(row.id));
      if (targets.length === 0) continue;
      const on =
        switches.get(`${notification.userNo}:${notification.preference}`) ??
        defaultNotificationEnabled(notification.preference, 'push');
      // Switched off, or quiet hours: the notification stays in the alarm centre, unpushed.
      if (!on || quiet.has(notification.userNo)) continue;
      const payload = JSON.stringify({
        title: 'Sidecamp',
        body: notification.text.slice(0, 1000),
        url: notification.link,
        tag: String(notification.id),
      });
      const outcomes = await Promise.all(targets.map((target) => send(keys, target, payload)));
      outcomes.forEach((outcome, index) => {
        result[outcome] += 1;
        if (outcome === 'removed') gone.add(targets[index]?.id ?? 0);
      });
    }
    return claimed.length;
  }

  return {
    enabled: vapid !== null,

    config(): TPushConfig {
      return { enabled: vapid !== null, publicKey: vapid?.publicKey ?? null };
    },

    /**
     * Keeps this browser's subscription for the person. An endpoint belongs to one browser, so when
     * another account subscribes the same browser it moves to them (the last to log in there).
     */
    async subscribe(user: AuthUser, input: TPushSubscriptionInput): Promise<void> {
      requireVapid();
      const problem =
        pushEndpointProblem(input.endpoint, config.isProduction) ??
        (await outbound.hostProblem(input.endpoint, {
          allowLoopbackLiteral: isLocalTestEndpoint(input.endpoint, config.isProduction),
        }));
      if (problem) throw fieldError('endpoint', problem);
      await db
        .insert(pushSubscriptions)
        .values({
          userNo: user.no,
          endpoint: input.endpoint,
          p256dh: input.keys.p256dh,
          auth: input.keys.auth,
        })
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: { userNo: user.no, p256dh: input.keys.p256dh, auth: input.keys.auth, lastError: null },
        });
    },

    /** Forgets one of the person's own subscriptions; 404 for an endpoint that is not theirs. */
    async unsubscribe(user: AuthUser, endpoint: string): Promise<void> {
      const deleted = await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userNo, user.no), eq(pushSubscriptions.endpoint, endpoint)))
        .returning({ id: pushSubscriptions.id });
      if (deleted.length === 0)
        throw new AppError('NOT_FOUND', { message: 'You have no push subscription with that endpoint.' });
    },

    /**
     * Pushes what is new: every notification not yet looked at, claimed once; skipped (and so
     * handled) when it is older than an hour, when the person has no subscription, turned the push
     * switch of its kind off, or is in quiet hours. Runs until nothing is left to claim.
     */
    async sweep(): Promise<PushSweepResult> {
      const result: PushSweepResult = { claimed: 0, sent: 0, failed: 0, removed: 0 };
      if (!vapid) return result;
      while ((await sweepOnce(vapid, result)) === batchSize) {
        // A full batch: there may be more.
      }
      return result;
    },
  };
}
