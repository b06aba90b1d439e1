import { jobGroupOf, type TProfile, type TProfileUpdate } from '@sidecamp/domain';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { uniqueViolation } from '../../db/uniqueViolation';
import { AppError } from '../../http/errors';
import type { AuthUser } from '../auth';
import { users } from '../auth';
import { accountOf } from '../points';
import { uploads } from '../uploads';
import { activeUser, assertProfileVisible, assertVisible, type Viewer } from './profiles.access';
import { haveWorkedTogether } from './profiles.collaboration';
import { presentProfile } from './profiles.presenter';
import { countsOf } from './profiles.queries';
import { follows, profileItems, profileLinks, profiles, userReviews } from './profiles.tables';

/** A person's profile (F3.1): reading it as the viewer may, editing one's own, activity counts. */
export function createProfileService(deps: { db: Database }) {
  const { db } = deps;

  async function getProfile(no: number, viewer: Viewer): Promise<TProfile> {
    const user = await activeUser(db, no);
    const [profile] = await db.select().from(profiles).where(eq(profiles.userNo, no)).limit(1);
    assertVisible(profile?.visibility ?? 'public', no, viewer);
    const [items, links, counts] = await Promise.all([
      db
        .select()
        .from(profileItems)
        .where(eq(profileItems.userNo, no))
        .orderBy(asc(profileItems.position), asc(profileItems.id)),
      db
        .select()
        .from(profileLinks)
        .where(eq(profileLinks.userNo, no))
        .orderBy(asc(profileLinks.integration)),
      countsOf(db, no),
    ]);
    let isFollowing = false;
    let myReview: { rating: number; body: string } | null = null;
    let canReview = false;
    if (viewer && viewer.no !== no) {
      const [follow] = await db
        .select({ at: follows.createdAt })
        .from(follows)
        .where(and(eq(follows.followerNo, viewer.no), eq(follows.followeeNo, no)))
        .limit(1);
      isFollowing = follow !== undefined;
      const [review] = await db
        .select({ rating: userReviews.rating, body: userReviews.body })
        .from(userReviews)
        .where(and(eq(userReviews.reviewerNo, viewer.no), eq(userReviews.revieweeNo, no)))
        .limit(1);
      myReview = review ?? null;
      canReview = myReview !== null || (await haveWorkedTogether(db, viewer.no, no));
    }
    // Experience is kept with the points account (F10.2); no account yet means none earned.
    const { experience: earned } = await accountOf(db, user.no);
    return presentProfile({
      user,
      profile,
      items,
      links,
      counts,
      earned,
      viewer: { isMe: viewer?.no === no, isFollowing, myReview, canReview },
    });
  }

  async function updateProfile(user: AuthUser, input: TProfileUpdate): Promise<TProfile> {
    const userColumns: Partial<typeof users.$inferInsert> = {};
    if (input.nickname !== undefined) userColumns.nickname = input.nickname;
    if (input.introduction !== undefined) userColumns.introduction = input.introduction;
    if (input.mainJobDetail !== undefined) {
      userColumns.mainJobDetail = input.mainJobDetail;
      userColumns.mainJob = jobGroupOf(input.mainJobDetail);
    }
    if (input.subJobDetail !== undefined) {
      userColumns.subJobDetail = input.subJobDetail;
      userColumns.subJob = input.subJobDetail ? jobGroupOf(input.subJobDetail) : null;
    }
    if (input.occupationStatus !== undefined) userColumns.occupationStatus = input.occupationStatus;
    if (input.visitPurpose !== undefined) userColumns.visitPurpose = input.visitPurpose;
    const profileColumns: Partial<typeof profiles.$inferInsert> = {};
    for (const key of [
      'skillLevel',
      'experience',
      'region',
      'gender',
      'ageBand',
      'personalityType',
      'techStacks',
      'visibility',
    ] as const) {
      if (input[key] !== undefined) Object.assign(profileColumns, { [key]: input[key] });
    }
    if (profileColumns.techStacks) profileColumns.techStacks = [...new Set(profileColumns.techStacks)];
    try {
      await db.transaction(async (tx) => {
        if (Object.keys(userColumns).length > 0)
          await tx.update(users).set(userColumns).where(eq(users.no, user.no));
        if (Object.keys(profileColumns).length > 0) {
          await tx
            .insert(profiles)
            .values({ userNo: user.no, ...profileColumns })
            .onConflictDoUpdate({
              target: profiles.userNo,
              set: { ...profileColumns, updatedAt: sql`now()` },
            });
        }
      });
    } catch (error) {
      if (uniqueViolation(error)) {
        throw new AppError('NICKNAME_TAKEN', {
          details: [{ field: 'nickname', message: 'This nickname is already taken.' }],
        });
      }
      throw error;
    }
    return getProfile(user.no, user);
  }

  /** What exists so far; posts, projects and comments join as their features land. */
  async function activityCounts(no: number, viewer: Viewer) {
    await assertProfileVisible(db, no, viewer);
    const counts = await countsOf(db, no);
    const [written] = await db.select({ n: count() }).from(userReviews).where(eq(userReviews.reviewerNo, no));
    const [items] = await db.select({ n: count() }).from(profileItems).where(eq(profileItems.userNo, no));
    const [files] = await db.select({ n: count() }).from(uploads).where(eq(uploads.ownerNo, no));
    return {
      followers: counts.followers,
      following: counts.following,
      reviewsReceived: counts.reviews,
      reviewsWritten: written?.n ?? 0,
      profileItems: items?.n ?? 0,
      uploads: files?.n ?? 0,
    };
  }

  return { getProfile, updateProfile, activityCounts };
}

export type ProfileService = ReturnType<typeof createProfileService>;
