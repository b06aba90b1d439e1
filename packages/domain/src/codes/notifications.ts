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
  { code: 'marketing', label: 'Campaigns from members (surveys, newsletters, calls for testers)' },
] as const);
export type NotificationKindCode = CodeOf<typeof NOTIFICATION_KINDS>;

export const NOTIFICATION_CHANNELS = defineCodes([
  { code: 'in_app', label: 'In the app' },
  { code: 'email', label: 'E-mail' },
  { code: 'push', label: 'Desktop push' },
] as const);
export type NotificationChannelCode = CodeOf<typeof NOTIFICATION_CHANNELS>;

/**
 * What a new account gets: everything in the app (campaigns too: a line in the alarm centre, which
 * the person can switch off), e-mail for what needs action, and no campaign e-mail or push until
 * the person opts in.
 */
export function defaultNotificationEnabled(
  kind: NotificationKindCode,
  channel: NotificationChannelCode,
): boolean {
  if (channel === 'in_app') return true;
  if (kind === 'marketing') return false;
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
