declare module '../../events/catalog' {
  interface DomainEventMap {
    /** I28-style follow bonus later; an unfollow takes it back (no farming by follow/unfollow). */
    'user.followed': { followerNo: number; followeeNo: number };
    'user.unfollowed': { followerNo: number; followeeNo: number };
    'review.written': { reviewerNo: number; revieweeNo: number; rating: number; firstTime: boolean };
    'review.deleted': { reviewerNo: number; revieweeNo: number };
    /** Something a match is scored on changed (job, skill level, region, tech stacks, visibility). */
    'profile.updated': { userNo: number };
  }
}

export {};
