import { z } from 'zod';
import { ALARM_GROUPS, ALARM_OBJECTS, ALARM_TYPES, DIGEST_FREQUENCIES, WATCH_LEVELS } from '../codes/alarms';
import { codeSchema } from './codeSchema';
import { ZBigRowIdText } from './input.schemas';

/** Unread notifications per alarm centre tab, each capped at ALARM_UNREAD_CAP. */
export const ZAlarmUnread = z.object({
  activity: z.number().int(),
  social: z.number().int(),
  total: z.number().int(),
});
export type TAlarmUnread = z.infer<typeof ZAlarmUnread>;

export const ZAlarm = z.object({
  id: z.number().int(),
  type: codeSchema(ALARM_TYPES),
  group: codeSchema(ALARM_GROUPS),
  actor: z.object({ no: z.number().int(), nickname: z.string(), img: z.string().nullable() }).nullable(),
  /** Others who did the same (grouped likes). */
  otherActors: z.number().int(),
  text: z.string(),
  link: z.string(),
  objectType: codeSchema(ALARM_OBJECTS),
  objectId: z.string(),
  read: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type TAlarm = z.infer<typeof ZAlarm>;

export const ZAlarmPage = z.object({
  items: z.array(ZAlarm),
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
  unread: ZAlarmUnread,
});
export type TAlarmPage = z.infer<typeof ZAlarmPage>;

export const ZAlarmListQuery = z.object({
  group: codeSchema(ALARM_GROUPS).optional(),
  before: ZBigRowIdText.optional(),
});
export type TAlarmListQuery = z.infer<typeof ZAlarmListQuery>;

/** One object a person follows or mutes in the alarm centre. */
export const ZWatchTarget = z.object({
  objectType: codeSchema(ALARM_OBJECTS).refine((value) => value !== 'person', {
    message: 'A person is muted, not watched: use the mute.',
  }),
  objectId: z.string().regex(/^\d{1,10}$|^[A-Za-z0-9_-]{1,64}$/, { message: 'Not an id.' }),
});
export const ZWatchInput = ZWatchTarget.extend({ level: codeSchema(WATCH_LEVELS) }).strict();
export type TWatchInput = z.infer<typeof ZWatchInput>;
export const ZWatchLevel = z.object({
  objectType: codeSchema(ALARM_OBJECTS),
  objectId: z.string(),
  /** The person's own choice; null: the default for their relation to the object applies. */
  level: codeSchema(WATCH_LEVELS).nullable(),
});
export type TWatchLevel = z.infer<typeof ZWatchLevel>;

export const ZMutedPeople = z.object({
  items: z.array(z.object({ no: z.number().int(), nickname: z.string(), img: z.string().nullable() })),
});
export type TMutedPeople = z.infer<typeof ZMutedPeople>;

const minuteOfDay = z.number().int().min(0).max(1439);
/** Quiet hours (minutes after midnight in the person's zone) and the e-mail digest. */
export const ZAlarmSettings = z.object({
  quietStart: minuteOfDay.nullable(),
  quietEnd: minuteOfDay.nullable(),
  timeZone: z.string().min(1).max(64),
  digest: codeSchema(DIGEST_FREQUENCIES),
});
export type TAlarmSettings = z.infer<typeof ZAlarmSettings>;
export const ZAlarmSettingsUpdate = ZAlarmSettings.partial()
  .strict()
  .refine((value) => (value.quietStart === undefined) === (value.quietEnd === undefined), {
    message: 'Send quiet hours as a pair: quietStart and quietEnd.',
    path: ['quietEnd'],
  })
  .refine((value) => value.timeZone === undefined || isTimeZone(value.timeZone), {
    message: 'Not a time zone (use a name such as Europe/Berlin).',
    path: ['timeZone'],
  });
export type TAlarmSettingsUpdate = z.infer<typeof ZAlarmSettingsUpdate>;

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
