import { type CodeOf, defineCodes } from './defineCodes';
import type { NotificationKindCode } from './notifications';

/*
 * The alarm centre (issue 19, F14): what a notification can be about, which of the spec's two
 * groups it is listed under (alarm_group_info "activity", alarm_social_info "social"), and which
 * of the Settings page's six preference kinds switches it on or off per channel.
 */

/** The alarm centre's two tabs (the spec's alarm_group_info and alarm_social_info). */
export const ALARM_GROUPS = defineCodes([
  { code: 'activity', label: 'Activity' },
  { code: 'social', label: 'Social' },
] as const);
export type AlarmGroupCode = CodeOf<typeof ALARM_GROUPS>;

/** Every kind of notification, each from one domain event (or the reminder job). */
export const ALARM_TYPES = defineCodes([
  { code: 'application_received', label: 'Application received' },
  { code: 'application_approved', label: 'Application approved' },
  { code: 'application_rejected', label: 'Application rejected' },
  { code: 'invitation_received', label: 'Invitation' },
  { code: 'member_joined', label: 'Member joined' },
  { code: 'member_left', label: 'Member left' },
  { code: 'leader_changed', label: 'Leader changed' },
  { code: 'leader_quiet', label: 'Leader inactive' },
  { code: 'project_news', label: 'Project news' },
  { code: 'project_stage', label: 'Project stage' },
  { code: 'task_assigned', label: 'Task assigned' },
  { code: 'task_due_tomorrow', label: 'Task due tomorrow' },
  { code: 'task_overdue', label: 'Task overdue' },
  { code: 'goal_completed', label: 'Goal completed' },
  { code: 'reply', label: 'Reply' },
  { code: 'mention', label: 'Mention' },
  { code: 'chat_mention', label: 'Mention in a chat' },
  { code: 'like', label: 'Like' },
  { code: 'follow', label: 'New follower' },
  { code: 'review', label: 'Review' },
  { code: 'level_up', label: 'Level up' },
  { code: 'quest_completed', label: 'Quest completed' },
  { code: 'pro_chat_reserved', label: 'Pro chat reserved' },
  { code: 'pro_chat_soon', label: 'Pro chat starting soon' },
  { code: 'payment_completed', label: 'Payment completed' },
  { code: 'payment_refunded', label: 'Payment refunded' },
  { code: 'booth_followed', label: 'Booth followed' },
  { code: 'booth_reviewed', label: 'Booth reviewed' },
  { code: 'booth_supported', label: 'Booth supported' },
  { code: 'support_answered', label: 'Support answered' },
  { code: 'campaign_received', label: 'Campaign' },
  { code: 'campaign_reviewed', label: 'Campaign reviewed' },
  { code: 'campaign_signup', label: 'Campaign sign-up decided' },
  { code: 'pro_reviewed', label: 'Pro offer reviewed' },
  { code: 'content_moderated', label: 'Content hidden or restored by an admin' },
] as const);
export type AlarmTypeCode = CodeOf<typeof ALARM_TYPES>;

/** Where each type is listed and which preference kind (Settings) governs it. */
export const ALARM_TYPE_RULES: Readonly<
  Record<AlarmTypeCode, { group: AlarmGroupCode; preference: NotificationKindCode }>
> = {
  application_received: { group: 'activity', preference: 'project' },
  application_approved: { group: 'activity', preference: 'project' },
  application_rejected: { group: 'activity', preference: 'project' },
  invitation_received: { group: 'activity', preference: 'project' },
  member_joined: { group: 'activity', preference: 'project' },
  member_left: { group: 'activity', preference: 'project' },
  leader_changed: { group: 'activity', preference: 'project' },
  leader_quiet: { group: 'activity', preference: 'project' },
  project_news: { group: 'activity', preference: 'project' },
  project_stage: { group: 'activity', preference: 'project' },
  task_assigned: { group: 'activity', preference: 'project' },
  task_due_tomorrow: { group: 'activity', preference: 'project' },
  task_overdue: { group: 'activity', preference: 'project' },
  goal_completed: { group: 'activity', preference: 'project' },
  reply: { group: 'social', preference: 'activity' },
  mention: { group: 'social', preference: 'activity' },
  chat_mention: { group: 'social', preference: 'chat' },
  like: { group: 'social', preference: 'activity' },
  follow: { group: 'social', preference: 'social' },
  review: { group: 'social', preference: 'social' },
  level_up: { group: 'activity', preference: 'points' },
  quest_completed: { group: 'activity', preference: 'points' },
  pro_chat_reserved: { group: 'activity', preference: 'chat' },
  pro_chat_soon: { group: 'activity', preference: 'chat' },
  payment_completed: { group: 'activity', preference: 'points' },
  payment_refunded: { group: 'activity', preference: 'points' },
  booth_followed: { group: 'activity', preference: 'activity' },
  booth_reviewed: { group: 'activity', preference: 'activity' },
  booth_supported: { group: 'activity', preference: 'activity' },
  // The answer is also e-mailed by the support module itself, so it sits under a kind whose e-mail
  // switch starts off (the digest would otherwise send it twice).
  support_answered: { group: 'activity', preference: 'activity' },
  // A campaign someone sent you is "Campaigns from members"; what happens to your own
  // campaign or your sign-up is activity you asked for.
  campaign_received: { group: 'activity', preference: 'marketing' },
  campaign_reviewed: { group: 'activity', preference: 'activity' },
  campaign_signup: { group: 'activity', preference: 'activity' },
  // Your own pro offer's approval or rejection: activity you asked for.
  pro_reviewed: { group: 'activity', preference: 'activity' },
  // An admin hid or restored what you wrote: you need to know, as you would of a pro decision.
  content_moderated: { group: 'activity', preference: 'activity' },
};

/** The things a person can follow or mute in the alarm centre's one model. */
export const ALARM_OBJECTS = defineCodes([
  { code: 'project', label: 'Project' },
  { code: 'booth', label: 'Booth' },
  { code: 'group', label: 'Group' },
  { code: 'chat_room', label: 'Chat room' },
  { code: 'person', label: 'Person' },
  { code: 'post', label: 'Post' },
  { code: 'magazine', label: 'Magazine' },
  { code: 'pro_chat', label: 'Pro chat reservation' },
] as const);
export type AlarmObjectCode = CodeOf<typeof ALARM_OBJECTS>;

/**
 * How closely a person follows one object: watching (everything about it), tracking (what is
 * addressed to them, and the object's major news), normal (only what is addressed to them),
 * muted (nothing). Without a choice: you watch what you lead or wrote, you track what you joined
 * or follow, and anything else is normal.
 */
export const WATCH_LEVELS = defineCodes([
  { code: 'watching', label: 'Watching' },
  { code: 'tracking', label: 'Tracking' },
  { code: 'normal', label: 'Normal' },
  { code: 'muted', label: 'Muted' },
] as const);
export type WatchLevelCode = CodeOf<typeof WATCH_LEVELS>;

/** How often notifications not yet read are e-mailed, for the kinds whose e-mail switch is on. */
export const DIGEST_FREQUENCIES = defineCodes([
  { code: 'immediately', label: 'Right away' },
  { code: 'daily', label: 'Once a day' },
  { code: 'weekly', label: 'Once a week' },
  { code: 'never', label: 'Never' },
] as const);
export type DigestFrequencyCode = CodeOf<typeof DIGEST_FREQUENCIES>;

/** A pro chat's two people are reminded once when it starts within this many minutes. */
export const PRO_CHAT_REMINDER_MINUTES = 60;

/** Notifications listed per page in the alarm centre. */
export const ALARM_PAGE_SIZE = 20;
/** Unread counts stop at this (the badge shows "99+"), so counting never scans a whole history. */
export const ALARM_UNREAD_CAP = 100;
/** A like joins an unread "liked your post" notification on the same object instead of a new one. */
export const ALARM_GROUPED_TYPES: readonly AlarmTypeCode[] = ['like'];

/**
 * Whether a do-not-disturb window (minutes after midnight in the person's own zone, start and end)
 * covers a moment at `minuteOfDay`. A window may run past midnight (22:00 to 07:00); equal start
 * and end means no window.
 */
export function inQuietHours(start: number | null, end: number | null, minuteOfDay: number): boolean {
  if (start === null || end === null || start === end) return false;
  return start < end ? minuteOfDay >= start && minuteOfDay < end : minuteOfDay >= start || minuteOfDay < end;
}

/** `@nickname` mentions in a text, each once, in order (nicknames: letters, digits, . _ -). */
export function mentionedNicknames(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(
    /(?:^|[^\p{L}\p{N}_.@-])@([\p{L}\p{N}](?:[\p{L}\p{N}._-]*[\p{L}\p{N}])?)/gu,
  )) {
    const nickname = match[1];
    if (nickname && !found.includes(nickname)) found.push(nickname);
  }
  return found;
}
