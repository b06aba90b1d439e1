import type { Database } from '../../db/client';
import { personalRowsOf } from '../../db/personalRows';
import {
  follows,
  notificationPreferences,
  profileItems,
  profileLinks,
  profiles,
  userReviews,
} from './profiles.tables';

/** A person's profile, its items and links, whom they follow, reviews they wrote and preferences. */
export const profilesDataOf = (db: Database, userNo: number) =>
  personalRowsOf(db, userNo, {
    profile: { table: profiles, column: profiles.userNo },
    items: { table: profileItems, column: profileItems.userNo },
    links: { table: profileLinks, column: profileLinks.userNo },
    following: { table: follows, column: follows.followerNo },
    reviewsWritten: { table: userReviews, column: userReviews.reviewerNo },
    notificationPreferences: { table: notificationPreferences, column: notificationPreferences.userNo },
  });
