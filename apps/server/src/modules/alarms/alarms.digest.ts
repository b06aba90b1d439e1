import {
  DIGEST_FREQUENCIES,
  type DigestFrequencyCode,
  defaultNotificationEnabled,
  type NotificationKindCode,
} from '@sidecamp/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client';
import { users } from '../auth';
import type { Mailer } from '../mail';
import { notificationPreferences } from '../profiles';
import { alarmSettings, notificationReads, notifications } from './alarms.tables';
import { unsubscribeUrl } from './alarms.unsubscribe';

/** People looked at per sweep; the rest wait for the next one. */
const SWEEP_BATCH = 200;
/** Notifications listed in one e-mail; the others are in the alarm centre (and marked handled). */
const MAIL_LIST_MAX = 50;
const DAY_MS = 86_400_000;
/** How long after the last digest the next one may go, per frequency. */
const DIGEST_WAIT_MS: Record<DigestFrequencyCode, number> = {
  immediately: 0,
  daily: DAY_MS,
  weekly: 7 * DAY_MS,
  never: 0,
};

export type DigestItem = { text: string; link: string; createdAt: Date };

const absolute = (siteUrl: string, link: string) => (/^https?:\/\//.test(link) ? link : `${siteUrl}${link}`);

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The digest e-mail: each notification's text with its absolute link, and the way out. */
export function digestMail(input: {
  nickname: string;
  digest: DigestFrequencyCode;
  items: readonly DigestItem[];
  siteUrl: string;
  unsubscribe: string;
}) {
  const { siteUrl, items } = input;
  const shown = items.slice(0, MAIL_LIST_MAX);
  const more = items.length - shown.length;
  const centre = `${siteUrl}/alarms`;
  const settings = `${siteUrl}/settings`;
  const first = shown[0];
  const subject =
    items.length === 1 && first
      ? `Sidecamp: ${first.text.length > 110 ? `${first.text.slice(0, 109)}…` : first.text}`
      : `${items.length} new notifications on Sidecamp`;
  const why = `You get this e-mail because your notification digest is set to “${DIGEST_FREQUENCIES.label(input.digest)}”. Choose another frequency, or which kinds are e-mailed, in Settings: ${settings}`;
  const text = [
    `Hello ${input.nickname},`,
    items.length === 1
      ? 'You have a new notification on Sidecamp:'
      : `You have ${items.length} new notifications on Sidecamp:`,
    shown.map((item) => `- ${item.text}\n  ${absolute(siteUrl, item.link)}`).join('\n'),
    ...(more > 0 ? [`…and ${more} more in the alarm centre.`] : []),
    `All your notifications: ${centre}`,
    why,
    `Unsubscribe from these e-mails (no log-in needed): ${input.unsubscribe}`,
  ].join('\n\n');
  const html = `<!doctype html><html><body style="font-family: system-ui, sans-serif; line-height: 1.5">
<p>Hello ${escapeHtml(input.nickname)},</p>
<p>${items.length === 1 ? 'You have a new notification on Sidecamp:' : `You have ${items.length} new notifications on Sidecamp:`}</p>
<ul>
${shown.map((item) => `<li><a href="${escapeHtml(absolute(siteUrl, item.link))}">${escapeHtml(item.text)}</a></li>`).join('\n')}
</ul>
${more > 0 ? `<p>…and ${more} more in the alarm centre.</p>` : ''}
<p><a href="${escapeHtml(centre)}">Open the alarm centre</a></p>
<p style="color: #666; font-size: 0.85em">${escapeHtml(why.replace(/: https?:.*$/, '.'))} <a href="${escapeHtml(settings)}">Settings</a> · <a href="${escapeHtml(input.unsubscribe)}">Unsubscribe</a></p>
</body></html>`;
  return { subject, text, html };
}

type Claim = {
  userNo: number;
  email: string;
  nickname: string;
  digest: DigestFrequencyCode;
  items: DigestItem[];
  claimedIds: number[];
  previousDigestAt: Date | null;
};

export type DigestSweepResult = {
  /** E-mails sent. */
  sent: number;
  /** Notifications marked handled (mailed, or decided not to). */
  handled: number;
  failed: number;
};

export type DigestService = ReturnType<typeof createDigestService>;

/**
 * E-mail digests (issue 19, F14): per person with notifications the e-mail channel has not looked
 * at yet (emailed_at null) whose digest is due (immediately: any time; daily: 24 h after the last
 * one, or never sent; weekly: 7 days; never: never), ONE e-mail listing the unread ones whose
 * kind has the e-mail switch on; the read ones, the switched-off kinds and everything of a person
 * with digest 'never' are marked handled without mail.
 *
 * Each person is claimed under a transaction-scoped advisory lock keyed by their number: the
 * claim marks the notifications handled and stamps last_digest_at in one transaction, so a
 * parallel sweep (another process) either skips the person or finds nothing left. The mail goes
 * out after the claim commits (SMTP can be slow); if it fails, the claim is undone and the next
 * sweep tries again.
 */
export function createDigestService(deps: {
  db: Database;
  mailer: Mailer;
  siteUrl: string;
  /** MAIL_LINK_SECRET, which signs the unsubscribe link. */
  secret: string;
  now?: () => Date;
  onError?: (error: unknown, userNo: number) => void;
}) {
  const { db, mailer, siteUrl, secret } = deps;
  const now = deps.now ?? (() => new Date());

  /** People with unhandled notifications whose digest is due at `at`. */
  async function duePeople(at: Date): Promise<number[]> {
    const iso = at.toISOString();
    const rows = rowsOf<{ user_no: number | string }>(
      await db.execute(sql`
        select n.user_no
          from notifications n
          left join alarm_settings s on s.user_no = n.user_no
         where n.emailed_at is null
           and (coalesce(s.digest, 'daily') in ('immediately', 'never')
             or (coalesce(s.digest, 'daily') = 'daily'
                 and (s.last_digest_at is null or s.last_digest_at <= ${iso}::timestamptz - interval '24 hours'))
             or (s.digest = 'weekly'
                 and (s.last_digest_at is null or s.last_digest_at <= ${iso}::timestamptz - interval '7 days')))
         group by n.user_no
         order by min(n.created_at)
         limit ${SWEEP_BATCH}`),
    );
    return rows.map((row) => Number(row.user_no));
  }

  /** Claims one person's unhandled notifications, or null when another sweep holds them or it is not due. */
  async function claim(userNo: number, at: Date): Promise<Claim | null> {
    return db.transaction(async (tx) => {
      const lock = rowsOf<{ locked: boolean }>(
        await tx.execute(
          sql`select pg_try_advisory_xact_lock(hashtext('sidecamp:alarms-digest'), ${userNo}::int) as locked`,
        ),
      );
      if (lock[0]?.locked !== true) return null;
      const [settings] = await tx
        .select({ digest: alarmSettings.digest, lastDigestAt: alarmSettings.lastDigestAt })
        .from(alarmSettings)
        .where(eq(alarmSettings.userNo, userNo));
      const digest = (settings?.digest ?? 'daily') as DigestFrequencyCode;
      const previousDigestAt = settings?.lastDigestAt ?? null;
      // Checked again under the lock: a sweep that just sent this person's digest moved the stamp.
      if (
        (digest === 'daily' || digest === 'weekly') &&
        previousDigestAt !== null &&
        at.getTime() - previousDigestAt.getTime() < DIGEST_WAIT_MS[digest]
      )
        return null;
      const [person] = await tx
        .select({ email: users.email, nickname: users.nickname, withdrawnAt: users.withdrawnAt })
        .from(users)
        .where(eq(users.no, userNo));
      const claimed = await tx
        .update(notifications)
        .set({ emailedAt: at })
        .where(and(eq(notifications.userNo, userNo), sql`${notifications.emailedAt} is null`))
        .returning({
          id: notifications.id,
          preference: notifications.preference,
          text: notifications.text,
          link: notifications.link,
          seq: notifications.seq,
          readAt: notifications.readAt,
          createdAt: notifications.createdAt,
        });
      if (claimed.length === 0) return null;
      const claimedIds = claimed.map((row) => row.id);
      if (digest === 'never' || !person || person.withdrawnAt !== null)
        return { userNo, email: '', nickname: '', digest, items: [], claimedIds, previousDigestAt };

      const [pointer] = await tx
        .select({ seq: notificationReads.lastReadSeq })
        .from(notificationReads)
        .where(eq(notificationReads.userNo, userNo));
      const lastRead = pointer?.seq ?? 0;
      const kinds = [...new Set(claimed.map((row) => row.preference))];
      const switches = await tx
        .select({ kind: notificationPreferences.kind, enabled: notificationPreferences.enabled })
        .from(notificationPreferences)
        .where(
          and(
            eq(notificationPreferences.userNo, userNo),
            eq(notificationPreferences.channel, 'email'),
            inArray(notificationPreferences.kind, kinds),
          ),
        );
      const emailOn = (kind: string) =>
        switches.find((row) => row.kind === kind)?.enabled ??
        defaultNotificationEnabled(kind as NotificationKindCode, 'email');
      const items = claimed
        .filter((row) => row.readAt === null && row.seq > lastRead && emailOn(row.preference))
        .sort((a, b) => b.seq - a.seq)
        .map((row) => ({ text: row.text, link: row.link, createdAt: row.createdAt }));
      if (items.length > 0) {
        await tx
          .insert(alarmSettings)
          .values({ userNo, lastDigestAt: at })
          .onConflictDoUpdate({ target: alarmSettings.userNo, set: { lastDigestAt: at } });
      }
      return {
        userNo,
        email: person.email,
        nickname: person.nickname,
        digest,
        items,
        claimedIds,
        previousDigestAt,
      };
    });
  }

  /** Undoes a claim whose e-mail could not be sent, so the next sweep tries again. */
  async function release(claimed: Claim, at: Date) {
    await db.transaction(async (tx) => {
      await tx
        .update(notifications)
        .set({ emailedAt: null })
        .where(and(inArray(notifications.id, claimed.claimedIds), eq(notifications.emailedAt, at)));
      await tx
        .update(alarmSettings)
        .set({ lastDigestAt: claimed.previousDigestAt })
        .where(and(eq(alarmSettings.userNo, claimed.userNo), eq(alarmSettings.lastDigestAt, at)));
    });
  }

  return {
    /** One pass over the people whose digest is due at `at` (tests pass their own clock). */
    async sweep(at: Date = now()): Promise<DigestSweepResult> {
      const result: DigestSweepResult = { sent: 0, handled: 0, failed: 0 };
      for (const userNo of await duePeople(at)) {
        const claimed = await claim(userNo, at);
        if (!claimed) continue;
        if (claimed.items.length === 0) {
          result.handled += claimed.claimedIds.length;
          continue;
        }
        try {
          const unsubscribe = unsubscribeUrl(siteUrl, secret, userNo);
          const mail = digestMail({
            nickname: claimed.nickname,
            digest: claimed.digest,
            items: claimed.items,
            siteUrl,
            unsubscribe,
          });
          await mailer.send({
            to: claimed.email,
            ...mail,
            headers: {
              'List-Unsubscribe': `<${unsubscribe}>`,
              'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
            },
          });
          result.sent += 1;
          result.handled += claimed.claimedIds.length;
        } catch (error) {
          result.failed += 1;
          deps.onError?.(error, userNo);
          await release(claimed, at).catch((releaseError) => deps.onError?.(releaseError, userNo));
        }
      }
      return result;
    },
  };
}
