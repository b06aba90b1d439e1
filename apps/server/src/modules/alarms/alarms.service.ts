import {
  ALARM_PAGE_SIZE,
  type TAlarm,
  type TAlarmListQuery,
  type TAlarmPage,
  type TAlarmSettings,
  type TAlarmSettingsUpdate,
  type TWatchInput,
  type TWatchLevel,
} from '@sidecamp/domain';
import { and, desc, eq, lt, max, type Placeholder, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { AppError, fieldError } from '../../http/errors';
import type { RealtimeHub } from '../../realtime/hub';
import { rooms } from '../../realtime/rooms';
import { type AuthUser, users } from '../auth';
import { prepareUnreadCounts, unreadCounts } from './alarms.notify';
import { alarmSettings, notificationReads, notifications, personMutes, watchLevels } from './alarms.tables';

export type AlarmsService = ReturnType<typeof createAlarmsService>;

const DEFAULT_SETTINGS: TAlarmSettings = {
  quietStart: null,
  quietEnd: null,
  timeZone: 'UTC',
  digest: 'daily',
};

/** The alarm centre's reads and the person's own choices (F14): list, read marks, watch, mute, quiet hours. */
export function createAlarmsService(deps: { db: Database; realtime?: RealtimeHub }) {
  const { db } = deps;

  /** The badge on every open tab follows a read mark made in one of them. */
  async function announce(userNo: number) {
    deps.realtime?.emitToRoom(rooms.user(userNo), 'alarm', await unreadCounts(db, userNo));
  }

  /** A page's columns, with whether each row is read (by the person's pointer, or opened). */
  const pageColumns = (userNo: number | Placeholder<'userNo'>) => ({
    id: notifications.id,
    type: notifications.type,
    group: notifications.alarmGroup,
    actorNo: notifications.actorNo,
    nickname: users.nickname,
    img: users.img,
    otherActors: notifications.otherActors,
    text: notifications.text,
    link: notifications.link,
    objectType: notifications.objectType,
    objectId: notifications.objectId,
    seq: notifications.seq,
    read: sql<boolean>`(${notifications.seq} <= coalesce((select ${notificationReads.lastReadSeq} from ${notificationReads} where ${notificationReads.userNo} = ${userNo}), 0) or ${notifications.readAt} is not null)`,
    createdAt: notifications.createdAt,
    updatedAt: notifications.updatedAt,
  });
  // What the bell opens (all groups, newest first), and the counts every bell and list asks, are
  // prepared once per connection.
  const firstPage = db
    .select(pageColumns(sql.placeholder('userNo')))
    .from(notifications)
    .leftJoin(users, eq(users.no, notifications.actorNo))
    .where(eq(notifications.userNo, sql.placeholder('userNo')))
    .orderBy(desc(notifications.seq))
    .limit(ALARM_PAGE_SIZE + 1)
    .prepare('alarms_first_page');
  const unreadOf = prepareUnreadCounts(db);

  return {
    /**
     * Two statements side by side, both prepared for the first page: the page reads the last-read
     * pointer itself (a sub-select run once) and says which rows are read, while the unread counts
     * run beside it (issue 19's bench: among 10,000,000 notifications each takes a fraction of a
     * millisecond on PostgreSQL, and each round trip and each planning cost more than that).
     */
    async page(user: AuthUser, query: TAlarmListQuery): Promise<TAlarmPage> {
      const pageRead =
        query.group || query.before
          ? db
              .select(pageColumns(user.no))
              .from(notifications)
              .leftJoin(users, eq(users.no, notifications.actorNo))
              .where(
                and(
                  eq(notifications.userNo, user.no),
                  query.group ? eq(notifications.alarmGroup, query.group) : undefined,
                  query.before ? lt(notifications.seq, Number(query.before)) : undefined,
                ),
              )
              .orderBy(desc(notifications.seq))
              .limit(ALARM_PAGE_SIZE + 1)
          : firstPage.execute({ userNo: user.no });
      const [rows, unread] = await Promise.all([pageRead, unreadOf(user.no)]);
      const shown = rows.slice(0, ALARM_PAGE_SIZE);
      const items = shown.map(
        (row): TAlarm => ({
          id: row.id,
          type: row.type as TAlarm['type'],
          group: row.group as TAlarm['group'],
          actor:
            row.actorNo !== null && row.nickname !== null
              ? { no: row.actorNo, nickname: row.nickname, img: row.img }
              : null,
          otherActors: row.otherActors,
          text: row.text,
          link: row.link,
          objectType: row.objectType as TAlarm['objectType'],
          objectId: row.objectId,
          read: row.read === true,
          createdAt: row.createdAt.toISOString(),
          updatedAt: row.updatedAt.toISOString(),
        }),
      );
      const last = shown.at(-1);
      return {
        items,
        nextCursor: rows.length > ALARM_PAGE_SIZE && last ? String(last.seq) : null,
        unread,
      };
    },

    unread: (user: AuthUser) => unreadOf(user.no),

    async markRead(user: AuthUser, id: number) {
      const updated = await db
        .update(notifications)
        .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
        .where(and(eq(notifications.id, id), eq(notifications.userNo, user.no)))
        .returning({ id: notifications.id });
      if (updated.length === 0)
        throw new AppError('NOT_FOUND', { message: 'No notification of yours has this number.' });
      await announce(user.no);
      return unreadCounts(db, user.no);
    },

    /** Moves the pointer to the newest notification: everything up to it reads as read, for good. */
    async markAllRead(user: AuthUser) {
      const [newest] = await db
        .select({ seq: max(notifications.seq) })
        .from(notifications)
        .where(eq(notifications.userNo, user.no));
      const seq = Number(newest?.seq ?? 0);
      await db
        .insert(notificationReads)
        .values({ userNo: user.no, lastReadSeq: seq })
        .onConflictDoUpdate({
          target: notificationReads.userNo,
          set: {
            lastReadSeq: sql`greatest(${notificationReads.lastReadSeq}, ${seq})`,
            updatedAt: sql`now()`,
          },
        });
      await announce(user.no);
      return unreadCounts(db, user.no);
    },

    async watchLevel(user: AuthUser, objectType: string, objectId: string): Promise<TWatchLevel> {
      const [row] = await db
        .select({ level: watchLevels.level })
        .from(watchLevels)
        .where(
          and(
            eq(watchLevels.userNo, user.no),
            eq(watchLevels.objectType, objectType),
            eq(watchLevels.objectId, objectId),
          ),
        );
      return {
        objectType: objectType as TWatchLevel['objectType'],
        objectId,
        level: (row?.level as TWatchLevel['level']) ?? null,
      };
    },

    async setWatch(user: AuthUser, input: TWatchInput): Promise<TWatchLevel> {
      await db
        .insert(watchLevels)
        .values({
          userNo: user.no,
          objectType: input.objectType,
          objectId: input.objectId,
          level: input.level,
        })
        .onConflictDoUpdate({
          target: [watchLevels.userNo, watchLevels.objectType, watchLevels.objectId],
          set: { level: input.level, updatedAt: sql`now()` },
        });
      return { objectType: input.objectType, objectId: input.objectId, level: input.level };
    },

    async resetWatch(user: AuthUser, objectType: string, objectId: string) {
      await db
        .delete(watchLevels)
        .where(
          and(
            eq(watchLevels.userNo, user.no),
            eq(watchLevels.objectType, objectType),
            eq(watchLevels.objectId, objectId),
          ),
        );
    },

    async mutes(user: AuthUser) {
      const rows = await db
        .select({ no: users.no, nickname: users.nickname, img: users.img })
        .from(personMutes)
        .innerJoin(users, eq(users.no, personMutes.mutedNo))
        .where(eq(personMutes.userNo, user.no))
        .orderBy(desc(personMutes.createdAt))
        .limit(500);
      return { items: rows };
    },

    async mute(user: AuthUser, mutedNo: number) {
      if (mutedNo === user.no) throw fieldError('userNo', 'you cannot mute yourself');
      const [person] = await db.select({ no: users.no }).from(users).where(eq(users.no, mutedNo));
      if (!person) throw new AppError('NOT_FOUND', { message: 'No member has this number.' });
      await db.insert(personMutes).values({ userNo: user.no, mutedNo }).onConflictDoNothing();
    },

    async unmute(user: AuthUser, mutedNo: number) {
      await db
        .delete(personMutes)
        .where(and(eq(personMutes.userNo, user.no), eq(personMutes.mutedNo, mutedNo)));
    },

    async settings(user: AuthUser): Promise<TAlarmSettings> {
      const [row] = await db.select().from(alarmSettings).where(eq(alarmSettings.userNo, user.no));
      if (!row) return DEFAULT_SETTINGS;
      return {
        quietStart: row.quietStart,
        quietEnd: row.quietEnd,
        timeZone: row.timeZone,
        digest: row.digest as TAlarmSettings['digest'],
      };
    },

    async updateSettings(user: AuthUser, input: TAlarmSettingsUpdate): Promise<TAlarmSettings> {
      const current = await this.settings(user);
      const next = { ...current, ...input };
      await db
        .insert(alarmSettings)
        .values({ userNo: user.no, ...next })
        .onConflictDoUpdate({ target: alarmSettings.userNo, set: { ...next, updatedAt: sql`now()` } });
      return next;
    },
  };
}
