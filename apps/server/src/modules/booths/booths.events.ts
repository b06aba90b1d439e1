declare module '../../events/catalog' {
  interface DomainEventMap {
    'booth.created': { boothId: number; ownerNo: number; projectNo: number | null };
    /** The feed's B001 (booth introduction) follows from this. */
    'booth.published': { boothId: number; ownerNo: number; projectNo: number | null };
    'booth.liked': { boothId: number; userNo: number; ownerNo: number };
    'booth.unliked': { boothId: number; userNo: number; ownerNo: number };
    /** The owner's I32 bonus and the follower's Q7 quest; an unfollow takes the bonus back (D20). */
    'booth.followed': { boothId: number; userNo: number; ownerNo: number };
    'booth.unfollowed': { boothId: number; userNo: number; ownerNo: number };
    'booth.supported': {
      boothId: number;
      supportId: number;
      userNo: number;
      ownerNo: number;
      points: number;
    };
    'booth.reviewed': {
      boothId: number;
      reviewId: number;
      userNo: number;
      ownerNo: number;
      rating: number;
      firstTime: boolean;
    };
    'booth.reviewDeleted': { boothId: number; reviewId: number; userNo: number; ownerNo: number };
    'booth.ownerChanged': { boothId: number; fromNo: number; toNo: number };
  }
}

export {};
