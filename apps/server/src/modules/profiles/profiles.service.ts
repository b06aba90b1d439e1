import type { ZProfileLinksInput, ZSettingsUpdate } from '@sidecamp/domain';
import {
  defaultNotificationEnabled,
  jobGroupOf,
  levelForExperience,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  type TProfile,
  type TProfileItemInput,
  type TProfileUpdate,
  type TSettings,
} from '@sidecamp/domain';
import { and, asc, count, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Queryable } from '../../db/client';
import { recordEvent } from '../../events/outbox';
import { AppError } from '../../http/errors';
import type { AuthUser } from '../auth/auth.guard';
import { socialAccounts, users } from '../auth/auth.tables';
import { accountOf } from '../points/points.ledger';
import { uploads } from '../uploads/uploads.tables';
import { haveWorkedTogether } from './profiles.collaboration';
import { type Cursor, decodeCursor, encodeCursor } from './profiles.cursor';
import './profiles.events';
import {
  follows,
  notificationPreferences,
  profileItems,
  profileLinks,
  profiles,
  userReviews,
} from './profiles.tables';

type UserRow = typeof users.$inferSelect;
type ItemRow = typeof profileItems.$inferSelect;

/** The viewer of a profile: nobody, or a logged-in user. */
export type Viewer = AuthUser | undefined;

const personColumns = {
  no: users.no,
  nickname: users.nickname,
  img: users.img,
  mainJob: users.mainJob,
  mainJobDetail: users.mainJobDetail,
};

export const presentItem = (row: ItemRow) => ({
  id: row.id,
  type: row.type,
  title: row.title,
  body: row.body,
  url: row.url,
  organization: row.organization,
  startDate: row.startDate,
  endDate: row.endDate,
  position: row.position,
});

function uniqueViolation(error: unknown): boolean {
  const candidates = [error, (error as { cause?: unknown })?.cause] as Array<{ code?: string } | undefined>;
  return candidates.some((candidate) => candidate?.code === '23505');
}

export function createProfileService(deps: { db: Database; nudgeEvents: () => void }) {
  const { db } = deps;

  async function activeUser(tx: Queryable, no: number): Promise<UserRow> {
    const [user] = await tx
      .select()
      .from(users)
      .where(and(eq(users.no, no), isNull(users.withdrawnAt)))
      .limit(1);
    if (!user) throw new AppError('NOT_FOUND', { message: 'There is no such person.' });
    return user;
  }

  /** Applies the owner's privacy choice: private profiles are for the owner, member-only ones need a log-in. */
  function assertVisible(visibility: string, owner: number, viewer: Viewer) {
    if (viewer?.no === owner) return;
    if (visibility === 'private') throw new AppError('FORBIDDEN', { message: 'This profile is private.' });
    if (visibility === 'members' && !viewer) {
      throw new AppError('UNAUTHENTICATED', {
        message: 'This profile is visible to logged-in members only.',
      });
    }
  }

  async function countsOf(no: number) {
    const [followers] = await db.select({ n: count() }).from(follows).where(eq(follows.followeeNo, no));
    const [following] = await db.select({ n: count() }).from(follows).where(eq(follows.followerNo, no));
    const [reviews] = await db
      .select({ n: count(), avg: sql<string | null>`avg(${userReviews.rating})` })
      .from(userReviews)
      .where(eq(userReviews.revieweeNo, no));
    return {
      followers: followers?.n ?? 0,
      following: following?.n ?? 0,
      reviews: reviews?.n ?? 0,
      averageRating: reviews?.avg == null ? null : Math.round(Number(reviews.avg) * 10) / 10,
    };
  }

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
      countsOf(no),
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
    const standing = levelForExperience(earned);
    return {
      no: user.no,
      nickname: user.nickname,
      img: user.img,
      backgroundImg: profile?.backgroundImg ?? null,
      introduction: user.introduction,
      mainJob: user.mainJob,
      mainJobDetail: user.mainJobDetail,
      subJob: user.subJob,
      subJobDetail: user.subJobDetail,
      occupationStatus: user.occupationStatus,
      visitPurpose: user.visitPurpose,
      skillLevel: profile?.skillLevel ?? null,
      experience: profile?.experience ?? null,
      region: profile?.region ?? null,
      gender: profile?.gender ?? null,
      ageBand: profile?.ageBand ?? null,
      personalityType: profile?.personalityType ?? null,
      techStacks: profile?.techStacks ?? [],
      visibility: profile?.visibility ?? 'public',
      items: items.map(presentItem),
      links: links.map((link) => ({ integration: link.integration, url: link.url })),
      counts,
      level: {
        level: standing.level,
        experience: earned,
        ratio: standing.ratio,
        minExp: standing.minExp,
        maxExp: Number.isFinite(standing.maxExp) ? standing.maxExp : null,
        progress: standing.progress,
      },
      joinedAt: user.createdAt.toISOString(),
      viewer: { isMe: viewer?.no === no, isFollowing, myReview, canReview },
    };
  }

  async function ownItem(tx: Queryable, user: AuthUser, id: number): Promise<ItemRow> {
    const [item] = await tx
      .select()
      .from(profileItems)
      .where(and(eq(profileItems.id, id), eq(profileItems.userNo, user.no)))
      .limit(1);
    // Someone else's item answers like a missing one, so ids reveal nothing.
    if (!item) throw new AppError('NOT_FOUND', { message: 'There is no such profile item.' });
    return item;
  }

  async function personPage(
    no: number,
    viewer: Viewer,
    direction: 'followers' | 'following',
    query: { cursor?: string | undefined; limit: number },
  ) {
    const owner = await activeUser(db, no);
    const [profile] = await db
      .select({ visibility: profiles.visibility })
      .from(profiles)
      .where(eq(profiles.userNo, no));
    assertVisible(profile?.visibility ?? 'public', owner.no, viewer);
    const cursor: Cursor | undefined = decodeCursor(query.cursor);
    const mine = direction === 'followers' ? follows.followeeNo : follows.followerNo;
    const theirs = direction === 'followers' ? follows.followerNo : follows.followeeNo;
    const rows = await db
      .select({ ...personColumns, since: follows.createdAt })
      .from(follows)
      .innerJoin(users, eq(users.no, theirs))
      .where(
        and(
          eq(mine, no),
          isNull(users.withdrawnAt),
          cursor
            ? or(
                lt(follows.createdAt, cursor.at),
                and(eq(follows.createdAt, cursor.at), lt(theirs, cursor.id)),
              )
            : undefined,
        ),
      )
      .orderBy(desc(follows.createdAt), desc(theirs))
      .limit(query.limit + 1);
    const [total] = await db.select({ n: count() }).from(follows).where(eq(mine, no));
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return {
      items: page.map((row) => ({ ...row, since: row.since.toISOString() })),
      nextCursor: rows.length > query.limit && last ? encodeCursor({ at: last.since, id: last.no }) : null,
      total: total?.n ?? 0,
    };
  }

  return {
    getProfile,

    async updateProfile(user: AuthUser, input: TProfileUpdate): Promise<TProfile> {
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
    },

    async addItem(user: AuthUser, input: TProfileItemInput) {
      const [last] = await db
        .select({ max: sql<number | null>`max(${profileItems.position})` })
        .from(profileItems)
        .where(eq(profileItems.userNo, user.no));
      const [row] = await db
        .insert(profileItems)
        .values({ ...input, userNo: user.no, position: (last?.max ?? -1) + 1 })
        .returning();
      if (!row) throw new Error('profile item insert returned no row');
      return presentItem(row);
    },

    async updateItem(user: AuthUser, id: number, input: TProfileItemInput) {
      await ownItem(db, user, id);
      const [row] = await db
        .update(profileItems)
        .set({
          type: input.type,
          title: input.title,
          body: input.body,
          url: input.url ?? null,
          organization: input.organization ?? null,
          startDate: input.startDate ?? null,
          endDate: input.endDate ?? null,
          updatedAt: sql`now()`,
        })
        .where(and(eq(profileItems.id, id), eq(profileItems.userNo, user.no)))
        .returning();
      if (!row) throw new AppError('NOT_FOUND');
      return presentItem(row);
    },

    async removeItem(user: AuthUser, id: number) {
      await ownItem(db, user, id);
      await db.delete(profileItems).where(and(eq(profileItems.id, id), eq(profileItems.userNo, user.no)));
    },

    async reorderItems(user: AuthUser, ids: number[]) {
      return db.transaction(async (tx) => {
        const owned = await tx
          .select({ id: profileItems.id })
          .from(profileItems)
          .where(eq(profileItems.userNo, user.no));
        const ownedIds = new Set(owned.map((row) => row.id));
        if (
          ids.length !== ownedIds.size ||
          new Set(ids).size !== ids.length ||
          ids.some((id) => !ownedIds.has(id))
        ) {
          throw new AppError('VALIDATION_FAILED', {
            message: 'ids: list every one of your profile items exactly once.',
            details: [{ field: 'ids', message: 'List every one of your profile items exactly once.' }],
          });
        }
        for (const [position, id] of ids.entries()) {
          await tx.update(profileItems).set({ position }).where(eq(profileItems.id, id));
        }
        const rows = await tx
          .select()
          .from(profileItems)
          .where(eq(profileItems.userNo, user.no))
          .orderBy(asc(profileItems.position));
        return rows.map(presentItem);
      });
    },

    async replaceLinks(user: AuthUser, input: z.infer<typeof ZProfileLinksInput>) {
      await db.transaction(async (tx) => {
        await tx.delete(profileLinks).where(eq(profileLinks.userNo, user.no));
        if (input.links.length > 0) {
          await tx.insert(profileLinks).values(input.links.map((link) => ({ ...link, userNo: user.no })));
        }
      });
      return { links: input.links };
    },

    async follow(user: AuthUser, targetNo: number) {
      if (targetNo === user.no) {
        throw new AppError('VALIDATION_FAILED', {
          message: 'You cannot follow yourself.',
          details: [{ field: 'no', message: 'You cannot follow yourself.' }],
        });
      }
      await activeUser(db, targetNo);
      await db.transaction(async (tx) => {
        const inserted = await tx
          .insert(follows)
          .values({ followerNo: user.no, followeeNo: targetNo })
          .onConflictDoNothing()
          .returning({ at: follows.createdAt });
        // Following twice is a no-op: no second event, so no second bonus later.
        if (inserted.length > 0) {
          await recordEvent(
            tx,
            'user.followed',
            { followerNo: user.no, followeeNo: targetNo },
            { actorNo: user.no },
          );
        }
      });
      deps.nudgeEvents();
      return { following: true, followers: (await countsOf(targetNo)).followers };
    },

    async unfollow(user: AuthUser, targetNo: number) {
      await activeUser(db, targetNo);
      await db.transaction(async (tx) => {
        const removed = await tx
          .delete(follows)
          .where(and(eq(follows.followerNo, user.no), eq(follows.followeeNo, targetNo)))
          .returning({ at: follows.createdAt });
        if (removed.length > 0) {
          await recordEvent(
            tx,
            'user.unfollowed',
            { followerNo: user.no, followeeNo: targetNo },
            { actorNo: user.no },
          );
        }
      });
      deps.nudgeEvents();
      return { following: false, followers: (await countsOf(targetNo)).followers };
    },

    followers: (no: number, viewer: Viewer, query: { cursor?: string | undefined; limit: number }) =>
      personPage(no, viewer, 'followers', query),
    following: (no: number, viewer: Viewer, query: { cursor?: string | undefined; limit: number }) =>
      personPage(no, viewer, 'following', query),

    async reviews(no: number, viewer: Viewer, query: { cursor?: string | undefined; limit: number }) {
      const owner = await activeUser(db, no);
      const [profile] = await db
        .select({ visibility: profiles.visibility })
        .from(profiles)
        .where(eq(profiles.userNo, no));
      assertVisible(profile?.visibility ?? 'public', owner.no, viewer);
      const cursor = decodeCursor(query.cursor);
      const rows = await db
        .select({
          reviewer: personColumns,
          rating: userReviews.rating,
          body: userReviews.body,
          createdAt: userReviews.createdAt,
          updatedAt: userReviews.updatedAt,
        })
        .from(userReviews)
        .innerJoin(users, eq(users.no, userReviews.reviewerNo))
        .where(
          and(
            eq(userReviews.revieweeNo, no),
            cursor
              ? or(
                  lt(userReviews.updatedAt, cursor.at),
                  and(eq(userReviews.updatedAt, cursor.at), lt(userReviews.reviewerNo, cursor.id)),
                )
              : undefined,
          ),
        )
        .orderBy(desc(userReviews.updatedAt), desc(userReviews.reviewerNo))
        .limit(query.limit + 1);
      const counts = await countsOf(no);
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        items: page.map((row) => ({
          ...row,
          createdAt: row.createdAt.toISOString(),
          updatedAt: row.updatedAt.toISOString(),
        })),
        nextCursor:
          rows.length > query.limit && last
            ? encodeCursor({ at: last.updatedAt, id: last.reviewer.no })
            : null,
        total: counts.reviews,
        averageRating: counts.averageRating,
      };
    },

    /** One review per reviewer and person; writing again edits it. */
    async writeReview(user: AuthUser, targetNo: number, input: { rating: number; body: string }) {
      if (targetNo === user.no) {
        throw new AppError('VALIDATION_FAILED', {
          message: 'You cannot review yourself.',
          details: [{ field: 'no', message: 'You cannot review yourself.' }],
        });
      }
      await activeUser(db, targetNo);
      const row = await db.transaction(async (tx) => {
        const [existing] = await tx
          .select({ at: userReviews.createdAt })
          .from(userReviews)
          .where(and(eq(userReviews.reviewerNo, user.no), eq(userReviews.revieweeNo, targetNo)))
          .for('update');
        // A review already written stays editable after the team parts ways.
        if (!existing && !(await haveWorkedTogether(tx, user.no, targetNo))) {
          throw new AppError('FORBIDDEN', {
            message:
              'You can review someone once you have worked with them: on the same project team or in a pro chat that took place.',
          });
        }
        const [saved] = await tx
          .insert(userReviews)
          .values({ reviewerNo: user.no, revieweeNo: targetNo, rating: input.rating, body: input.body })
          .onConflictDoUpdate({
            target: [userReviews.reviewerNo, userReviews.revieweeNo],
            set: { rating: input.rating, body: input.body, updatedAt: sql`now()` },
          })
          .returning();
        if (!saved) throw new Error('review upsert returned no row');
        await recordEvent(
          tx,
          'review.written',
          {
            reviewerNo: user.no,
            revieweeNo: targetNo,
            rating: input.rating,
            firstTime: existing === undefined,
          },
          { actorNo: user.no },
        );
        return saved;
      });
      deps.nudgeEvents();
      return {
        reviewer: {
          no: user.no,
          nickname: user.nickname,
          img: user.img,
          mainJob: user.mainJob,
          mainJobDetail: user.mainJobDetail,
        },
        rating: row.rating,
        body: row.body,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      };
    },

    async deleteReview(user: AuthUser, targetNo: number) {
      await db.transaction(async (tx) => {
        const removed = await tx
          .delete(userReviews)
          .where(and(eq(userReviews.reviewerNo, user.no), eq(userReviews.revieweeNo, targetNo)))
          .returning({ at: userReviews.createdAt });
        if (removed.length === 0)
          throw new AppError('NOT_FOUND', { message: 'You have not reviewed this person.' });
        await recordEvent(
          tx,
          'review.deleted',
          { reviewerNo: user.no, revieweeNo: targetNo },
          { actorNo: user.no },
        );
      });
      deps.nudgeEvents();
    },

    /** What exists so far; posts, projects and comments join as their features land. */
    async activityCounts(no: number, viewer: Viewer) {
      const owner = await activeUser(db, no);
      const [profile] = await db
        .select({ visibility: profiles.visibility })
        .from(profiles)
        .where(eq(profiles.userNo, no));
      assertVisible(profile?.visibility ?? 'public', owner.no, viewer);
      const counts = await countsOf(no);
      const [written] = await db
        .select({ n: count() })
        .from(userReviews)
        .where(eq(userReviews.reviewerNo, no));
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
    },

    async settings(user: AuthUser): Promise<TSettings> {
      const [stored, social, profile] = await Promise.all([
        db.select().from(notificationPreferences).where(eq(notificationPreferences.userNo, user.no)),
        db
          .select({ provider: socialAccounts.provider })
          .from(socialAccounts)
          .where(eq(socialAccounts.userNo, user.no)),
        db.select({ visibility: profiles.visibility }).from(profiles).where(eq(profiles.userNo, user.no)),
      ]);
      const chosen = new Map(stored.map((row) => [`${row.kind}/${row.channel}`, row.enabled]));
      const notifications = NOTIFICATION_KINDS.codes.flatMap((kind) =>
        NOTIFICATION_CHANNELS.codes.map((channel) => ({
          kind,
          channel,
          enabled: chosen.get(`${kind}/${channel}`) ?? defaultNotificationEnabled(kind, channel),
        })),
      );
      return {
        account: {
          email: user.email,
          nickname: user.nickname,
          hasPassword: user.passwordHash !== null,
          socialProviders: social.map((row) => row.provider),
          joinedAt: user.createdAt.toISOString(),
        },
        notifications,
        privacy: { visibility: (profile[0]?.visibility ?? 'public') as TSettings['privacy']['visibility'] },
      };
    },

    async updateSettings(user: AuthUser, input: z.infer<typeof ZSettingsUpdate>) {
      await db.transaction(async (tx) => {
        for (const preference of input.notifications ?? []) {
          await tx
            .insert(notificationPreferences)
            .values({ userNo: user.no, ...preference })
            .onConflictDoUpdate({
              target: [
                notificationPreferences.userNo,
                notificationPreferences.kind,
                notificationPreferences.channel,
              ],
              set: { enabled: preference.enabled },
            });
        }
        if (input.privacy) {
          await tx
            .insert(profiles)
            .values({ userNo: user.no, visibility: input.privacy.visibility })
            .onConflictDoUpdate({
              target: profiles.userNo,
              set: { visibility: input.privacy.visibility, updatedAt: sql`now()` },
            });
        }
      });
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
