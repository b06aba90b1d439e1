import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  date,
  foreignKey,
  index,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../auth';
import { projectTasks } from '../workspace';

/** Orders the alarm centre; a grouped notification takes a new value when someone joins it. */
export const notificationsSeq = pgSequence('notifications_seq');

/** One notification (issue 19, F14) for one person, made from one domain event or the reminder job. */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userNo: integer('user_no').notNull(),
    /** ALARM_TYPES code. */
    type: text('type').notNull(),
    /** ALARM_GROUPS code: activity or social. */
    alarmGroup: text('alarm_group').notNull(),
    /** NOTIFICATION_KINDS code whose switches (in-app, e-mail, push) govern it. */
    preference: text('preference').notNull(),
    actorNo: integer('actor_no'),
    /** Others who did the same since it was last read (grouped likes: "Mina and 4 others"). */
    otherActors: integer('other_actors').notNull().default(0),
    /** ALARM_OBJECTS code and the object's id, for muting and grouping. */
    objectType: text('object_type').notNull(),
    objectId: text('object_id').notNull(),
    text: text('text').notNull(),
    link: text('link').notNull(),
    eventId: bigint('event_id', { mode: 'number' }),
    seq: bigint('seq', { mode: 'number' }).notNull().default(sql`nextval('notifications_seq')`),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** When the channel sweep pushed it or decided not to (null: not looked at yet). */
    pushedAt: timestamp('pushed_at', { withTimezone: true }),
    /** When a digest e-mailed it or decided not to (null: not looked at yet). */
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({
      name: 'notifications_actor_no_fkey',
      columns: [table.actorNo],
      foreignColumns: [users.no],
    }).onDelete('set null'),
    foreignKey({
      name: 'notifications_user_no_fkey',
      columns: [table.userNo],
      foreignColumns: [users.no],
    }).onDelete('cascade'),

    uniqueIndex('notifications_event_idx').on(table.userNo, table.eventId).where(sql`event_id is not null`),
    index('notifications_user_seq_idx').on(table.userNo, table.seq.desc().nullsFirst()),
    index('notifications_user_group_seq_idx').on(
      table.userNo,
      table.alarmGroup,
      table.seq.desc().nullsFirst(),
    ),
    // The unread rows only, for the counts (migration 0038): the read ones are never walked.
    index('notifications_unread_idx')
      .on(table.userNo, table.alarmGroup, table.seq.desc().nullsFirst())
      .where(sql`read_at is null`),
    index('notifications_grouping_idx')
      .on(table.userNo, table.type, table.objectType, table.objectId)
      .where(sql`read_at is null`),
    index('notifications_unmailed_idx').on(table.createdAt).where(sql`emailed_at is null`),
    index('notifications_unpushed_idx').on(table.createdAt).where(sql`pushed_at is null`),
  ],
);

/** Everything up to last_read_seq is read ("mark all read"); the unread count is never stored. */
export const notificationReads = pgTable(
  'notification_reads',
  {
    userNo: integer('user_no').primaryKey(),
    lastReadSeq: bigint('last_read_seq', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({
      name: 'notification_reads_user_no_fkey',
      columns: [table.userNo],
      foreignColumns: [users.no],
    }).onDelete('cascade'),
  ],
);

/** A person's chosen level for one object (WATCH_LEVELS); without a row the default applies. */
export const watchLevels = pgTable(
  'watch_levels',
  {
    userNo: integer('user_no').notNull(),
    objectType: text('object_type').notNull(),
    objectId: text('object_id').notNull(),
    level: text('level').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({
      name: 'watch_levels_user_no_fkey',
      columns: [table.userNo],
      foreignColumns: [users.no],
    }).onDelete('cascade'),

    primaryKey({ name: 'watch_levels_pkey', columns: [table.userNo, table.objectType, table.objectId] }),
    index('watch_levels_object_idx').on(table.objectType, table.objectId, table.level),
  ],
);

/** Muted people: nothing they do notifies the muting person (they are not blocked). */
export const personMutes = pgTable(
  'person_mutes',
  {
    userNo: integer('user_no').notNull(),
    mutedNo: integer('muted_no').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({
      name: 'person_mutes_muted_no_fkey',
      columns: [table.mutedNo],
      foreignColumns: [users.no],
    }).onDelete('cascade'),
    foreignKey({
      name: 'person_mutes_user_no_fkey',
      columns: [table.userNo],
      foreignColumns: [users.no],
    }).onDelete('cascade'),
    primaryKey({ name: 'person_mutes_pkey', columns: [table.userNo, table.mutedNo] }),
  ],
);

/** Quiet hours and the e-mail digest's frequency (one row per person who changed them). */
export const alarmSettings = pgTable(
  'alarm_settings',
  {
    userNo: integer('user_no').primaryKey(),
    /** Minutes after midnight in timeZone; both null: no quiet hours. */
    quietStart: smallint('quiet_start'),
    quietEnd: smallint('quiet_end'),
    timeZone: text('time_zone').notNull().default('UTC'),
    /** DIGEST_FREQUENCIES code. */
    digest: text('digest').notNull().default('daily'),
    lastDigestAt: timestamp('last_digest_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({
      name: 'alarm_settings_user_no_fkey',
      columns: [table.userNo],
      foreignColumns: [users.no],
    }).onDelete('cascade'),
  ],
);

/** A browser's web push subscription (VAPID), one per endpoint. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userNo: integer('user_no').notNull(),
    endpoint: text('endpoint').notNull().unique('push_subscriptions_endpoint_key'),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
  },
  (table) => [
    foreignKey({
      name: 'push_subscriptions_user_no_fkey',
      columns: [table.userNo],
      foreignColumns: [users.no],
    }).onDelete('cascade'),
    index('push_subscriptions_user_idx').on(table.userNo),
  ],
);

/** The reminder job's record: one reminder per task, kind and day, however often the job runs. */
export const taskReminders = pgTable(
  'task_reminders',
  {
    taskId: integer('task_id').notNull(),
    /** 'due_tomorrow' or 'overdue'. */
    kind: text('kind').notNull(),
    day: date('day').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'task_reminders_pkey', columns: [table.taskId, table.kind, table.day] }),
    foreignKey({
      name: 'task_reminders_task_id_fkey',
      columns: [table.taskId],
      foreignColumns: [projectTasks.id],
    }).onDelete('cascade'),
  ],
);
