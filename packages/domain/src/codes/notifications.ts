import { type CodeOf, defineCodes } from './defineCodes';

/**
 * Notification kinds and channels for the settings page (F3.6, F14.2). The spec groups the alarm
 * centre into activity and social (alarm_group_info, alarm_social_info); the other kinds are ours.
 */
export const NOTIFICATION_KINDS = defineCodes([
  { code: 'activity', label: 'Activity on my posts and projects' },
  { code: 'social', label: 'New followers and reviews' },
  { code: 'project', label: 'Project applications, invitations and news' },
  { code: 'chat', label: 'Chat mentions and pro-chat bookings' },
  { code: 'points', label: 'Points, levels and quests' },
  { code: 'marketing', label: 'Campaigns and Sidecamp news' },
] as const);
export type NotificationKindCode = CodeOf<typeof NOTIFICATION_KINDS>;

/**
 * Kinds that nothing sends yet, so Settings does not show their switches (the choice is kept):
 * campaigns and Sidecamp news arrive with the campaigns issue.
 */
export const NOTIFICATION_KINDS_NOT_SENT_YET: readonly NotificationKindCode[] = ['marketing'];

export const NOTIFICATION_CHANNELS = defineCodes([
  { code: 'in_app', label: 'In the app' },
  { code: 'email', label: 'E-mail' },
  { code: 'push', label: 'Desktop push' },
] as const);
export type NotificationChannelCode = CodeOf<typeof NOTIFICATION_CHANNELS>;

/** What a new account gets: everything in the app, e-mail for what needs action, no marketing. */
export function defaultNotificationEnabled(
  kind: NotificationKindCode,
  channel: NotificationChannelCode,
): boolean {
  if (kind === 'marketing') return false;
  if (channel === 'in_app') return true;
  if (channel === 'email') return kind === 'project' || kind === 'social';
  return false;
}

/** Who may see a profile (F3.6 privacy). */
export const PROFILE_VISIBILITY = defineCodes([
  { code: 'public', label: 'Everyone' },
  { code: 'members', label: 'Logged-in members' },
  { code: 'private', label: 'Only me' },
] as const);
export type ProfileVisibilityCode = CodeOf<typeof PROFILE_VISIBILITY>;
