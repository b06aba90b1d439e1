import {
  ALARM_GROUPED_TYPES,
  ALARM_TYPE_RULES,
  ALARM_UNREAD_CAP,
  type AlarmGroupCode,
  type AlarmObjectCode,
  type AlarmTypeCode,
  defaultNotificationEnabled,
  type NotificationKindCode,
  type WatchLevelCode,
} from '@sidecamp/domain';
import { and, eq, gt, isNull, type Placeholder, sql } from 'drizzle-orm';
import { type Database, type Queryable, rowsOf } from '../../db/client';
import type { RealtimeHub } from '../../realtime/hub';
import { rooms } from '../../realtime/rooms';
import { notificationPreferences } from '../profiles';
import { inQuietHoursNow } from './alarms.push';
import { notificationReads, notifications, personMutes, watchLevels } from './alarms.tables';

export type AlarmObject = { type: AlarmObjectCode; id: number | string };

/** One notification to make, before the filters decide whether its person gets it. */
export type AlarmDraft = {
  userNo: number;
  type: AlarmTypeCode;
  actorNo: number | null;
  object: AlarmObject;
  /** The sentence without the actor's name for grouped kinds ("liked your post ‘…’"). */
  text: string;
  link: string;
  eventId: number | null;
  /**
   * The least watch level the person must have on the object: 'normal' for what is addressed to
   * them (a reply to their post, an application to their project), 'tracking' for an object's
   * major news, 'watching' for everything else about it.
   */
  needs: Exclude<WatchLevelCode, 'muted'>;
  /** The level the person has on the object when they chose none (you watch what you lead; a chat room they muted is muted). */
  defaultLevel: WatchLevelCode;
  /**
   * Channels this notification must not go out on whatever the person's switches say (a campaign
   * paid for in-app only is never pushed or mailed): marked done for them from the start.
   */
  skip?: { push?: boolean; email?: boolean };
};

const LEVEL_RANK: Record<WatchLevelCode, number> = { muted: 0, normal: 1, tracking: 2, watching: 3 };

export type UnreadCounts = { activity: number; social: number; total: number };

/**
 * Unread per group after the person's last-read pointer, each stopping at ALARM_UNREAD_CAP: never a
 * count of a whole history. Rows opened one by one are left out by notifications_unread_idx
 * (migration 0038), an index of the unread rows only, so a count reads at most the cap's entries.
 */
function unreadCountsRead(q: Queryable, userNo: number | Placeholder<'userNo'>) {
  const countOf = (group: AlarmGroupCode) => sql<number>`(select count(*)::int from (
      select 1 from ${notifications} n
       where n.user_no = ${userNo} and n.alarm_group = ${sql.raw(`'${group}'`)} and n.seq > pointer.seq
         and n.read_at is null
       limit ${sql.raw(String(ALARM_UNREAD_CAP))}) c)`;
  return q
    .select({ activity: countOf('activity'), social: countOf('social') })
    .from(
      sql`(select coalesce((select ${notificationReads.lastReadSeq} from ${notificationReads} where ${notificationReads.userNo} = ${userNo}), 0) as seq) pointer`,
    );
}

const countsOf = (row: { activity: number | string; social: number | string } | undefined): UnreadCounts => {
  const activity = Number(row?.activity ?? 0);
  const social = Number(row?.social ?? 0);
  return { activity, social, total: Math.min(ALARM_UNREAD_CAP, activity + social) };
};

export async function unreadCounts(q: Queryable, userNo: number): Promise<UnreadCounts> {
  return countsOf((await unreadCountsRead(q, userNo))[0]);
}

/**
 * The same counts as a statement prepared once per connection, for the routes that ask them on
 * every bell and list (planning it cost PostgreSQL about as much as running it).
 */
export function prepareUnreadCounts(db: Database): (userNo: number) => Promise<UnreadCounts> {
  const prepared = unreadCountsRead(db, sql.placeholder('userNo')).prepare('alarms_unread_counts');
  return async (userNo) => countsOf((await prepared.execute({ userNo }))[0]);
}

async function lastReadSeq(q: Queryable, userNo: number): Promise<number> {
  const [row] = await q
    .select({ seq: notificationReads.lastReadSeq })
    .from(notificationReads)
    .where(eq(notificationReads.userNo, userNo));
  return row?.seq ?? 0;
}

/** Whether the person's in-app switch for this preference kind is on (defaults when never set). */
async function inAppEnabled(q: Queryable, userNo: number, kind: NotificationKindCode): Promise<boolean> {
  const [row] = await q
    .select({ enabled: notificationPreferences.enabled })
    .from(notificationPreferences)
    .where(
      and(
        eq(notificationPreferences.userNo, userNo),
        eq(notificationPreferences.kind, kind),
        eq(notificationPreferences.channel, 'in_app'),
      ),
    );
  return row ? row.enabled : defaultNotificationEnabled(kind, 'in_app');
}

/** The person's level on an object: their choice, or the default the caller knows. */
async function levelOn(
  q: Queryable,
  userNo: number,
  object: AlarmObject,
  fallback: WatchLevelCode,
): Promise<WatchLevelCode> {
  const [row] = await q
    .select({ level: watchLevels.level })
    .from(watchLevels)
    .where(
      and(
        eq(watchLevels.userNo, userNo),
        eq(watchLevels.objectType, object.type),
        eq(watchLevels.objectId, String(object.id)),
      ),
    );
  return (row?.level as WatchLevelCode | undefined) ?? fallback;
}

/** People who chose to watch an object (beyond those who watch it by default). */
export async function explicitWatchers(q: Queryable, object: AlarmObject): Promise<number[]> {
  const rows = await q
    .select({ userNo: watchLevels.userNo })
    .from(watchLevels)
    .where(
      and(
        eq(watchLevels.objectType, object.type),
        eq(watchLevels.objectId, String(object.id)),
        eq(watchLevels.level, 'watching'),
      ),
    );
  return rows.map((row) => row.userNo);
}

async function nicknameOf(q: Queryable, userNo: number | null): Promise<string> {
  if (userNo === null) return 'Sidecamp';
  const result = await q.execute(sql`select nickname from users where no = ${userNo}`);
  return rowsOf<{ nickname: string }>(result)[0]?.nickname ?? 'Someone';
}

/**
 * Makes the notifications of one event, after the filters: nothing for one's own action, nothing
 * from a muted person, nothing on a muted object or below the level the kind needs, nothing when
 * the person turned the kind's in-app switch off. A grouped kind (likes) joins the person's unread
 * notification on the same object instead of adding one. Each person once, whatever the list
 * repeats. Runs in the listener's transaction, so a redelivered event makes nothing twice; the
 * new unread counts go to the person's open tabs.
 */
export async function notifyAll(
  q: Queryable,
  realtime: RealtimeHub | undefined,
  drafts: readonly AlarmDraft[],
  /**
   * Where to put the socket emits to run once the transaction commits (a tab that reads its list
   * on the event must find the new notification); without it they are sent right away.
   */
  afterCommit?: Array<() => void>,
): Promise<number> {
  const seen = new Set<number>();
  let made = 0;
  for (const draft of drafts) {
    if (seen.has(draft.userNo)) continue;
    seen.add(draft.userNo);
    const notified = await notifyOne(q, draft);
    if (notified) {
      made += 1;
      // The newest one's text for a desktop pop-up in the person's open tabs, unless it is their quiet time.
      const quiet = realtime ? await inQuietHoursNow(q, draft.userNo) : true;
      const payload = {
        ...(await unreadCounts(q, draft.userNo)),
        ...(quiet ? {} : { latest: { id: notified.id, text: notified.text, link: draft.link } }),
      };
      const emit = () => realtime?.emitToRoom(rooms.user(draft.userNo), 'alarm', payload);
      if (afterCommit) afterCommit.push(emit);
      else emit();
    }
  }
  return made;
}

/** The notification made or grown (its id and text), or null when the filters stopped it. */
async function notifyOne(q: Queryable, draft: AlarmDraft): Promise<{ id: number; text: string } | null> {
  if (draft.actorNo !== null && draft.actorNo === draft.userNo) return null;
  if (draft.actorNo !== null) {
    const [muted] = await q
      .select({ userNo: personMutes.userNo })
      .from(personMutes)
      .where(and(eq(personMutes.userNo, draft.userNo), eq(personMutes.mutedNo, draft.actorNo)));
    if (muted) return null;
  }
  const level = await levelOn(q, draft.userNo, draft.object, draft.defaultLevel);
  if (LEVEL_RANK[level] < LEVEL_RANK[draft.needs]) return null;
  const rule = ALARM_TYPE_RULES[draft.type];
  if (!(await inAppEnabled(q, draft.userNo, rule.preference))) return null;

  const actor = await nicknameOf(q, draft.actorNo);
  const objectId = String(draft.object.id);
  if (ALARM_GROUPED_TYPES.includes(draft.type)) {
    const pointer = await lastReadSeq(q, draft.userNo);
    const [open] = await q
      .select({
        id: notifications.id,
        otherActors: notifications.otherActors,
        actorNo: notifications.actorNo,
      })
      .from(notifications)
      .where(
        and(
          eq(notifications.userNo, draft.userNo),
          eq(notifications.type, draft.type),
          eq(notifications.objectType, draft.object.type),
          eq(notifications.objectId, objectId),
          isNull(notifications.readAt),
          gt(notifications.seq, pointer),
        ),
      )
      .limit(1);
    if (open) {
      if (open.actorNo === draft.actorNo) return null;
      const others = open.otherActors + 1;
      const text = `${actor} and ${others} ${others === 1 ? 'other' : 'others'} ${draft.text}`;
      await q
        .update(notifications)
        .set({
          actorNo: draft.actorNo,
          otherActors: others,
          text,
          seq: sql`nextval('notifications_seq')`,
          updatedAt: new Date(),
          // A grouped notification that grew is news again for push and e-mail.
          pushedAt: null,
          emailedAt: null,
        })
        .where(eq(notifications.id, open.id));
      return { id: open.id, text };
    }
  }
  const inserted = await q
    .insert(notifications)
    .values({
      userNo: draft.userNo,
      type: draft.type,
      alarmGroup: rule.group satisfies AlarmGroupCode,
      preference: rule.preference,
      actorNo: draft.actorNo,
      objectType: draft.object.type,
      objectId,
      text: draft.actorNo === null ? draft.text : `${actor} ${draft.text}`,
      link: draft.link,
      eventId: draft.eventId,
      ...(draft.skip?.push ? { pushedAt: new Date() } : {}),
      ...(draft.skip?.email ? { emailedAt: new Date() } : {}),
    })
    .onConflictDoNothing()
    .returning({ id: notifications.id, text: notifications.text });
  return inserted[0] ?? null;
}
