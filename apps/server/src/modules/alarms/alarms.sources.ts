import { boothsNotifications } from './sources/booths';
import { campaignsNotifications } from './sources/campaigns';
import { chatNotifications } from './sources/chat';
import { loungeNotifications } from './sources/lounge';
import { moderationNotifications } from './sources/moderation';
import { paymentsNotifications } from './sources/payments';
import { pointsNotifications } from './sources/points';
import { profilesNotifications } from './sources/profiles';
import { projectsNotifications } from './sources/projects';
import type { NotificationSource } from './sources/source';
import { supportNotifications } from './sources/support';
import { workspaceNotifications } from './sources/workspace';

/**
 * Every notification source, one per event family (`sources/<family>.ts`). An event type belongs to
 * one source only; `alarmsListener` refuses a second claim.
 */
export const notificationSources: readonly NotificationSource[] = [
  boothsNotifications,
  campaignsNotifications,
  chatNotifications,
  loungeNotifications,
  moderationNotifications,
  paymentsNotifications,
  pointsNotifications,
  profilesNotifications,
  projectsNotifications,
  supportNotifications,
  workspaceNotifications,
];
