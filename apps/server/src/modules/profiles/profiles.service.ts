import { jobGroupOf, type TProfile, type TProfileUpdate } from '@sidecamp/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { uniqueViolation } from '../../db/uniqueViolation';
import { recordEvent } from '../../events/outbox';
import { AppError } from '../../http/errors';
import type { AuthUser } from '../auth';
import { users } from '../auth';
import { trustLevelOf } from '../points';
import { assertVisible, type Viewer } from './profiles.access';
import { presentProfile } from './profiles.presenter';
import { profiles } from './profiles.tables';
import { countsFromRead, prepareActivityRead, prepareProfileRead } from './profiles.view';

/** A person's profile (F3.1): reading it as the viewer may, editing one's own, activity counts. */
export function createProfileService(deps: { db: Database }) {
  const { db } = deps;

  const readProfile = prepareProfileRead(db);

  async function getProfile(no: number, viewer: Viewer): Promise<TProfile> {
    const [row] = await readProfile.execute({ no, viewer: viewer?.no ?? null });
    if (!row) throw new AppError('NOT_FOUND', { message: 'There is no such person.' });
    const profile = row.profile ?? undefined;
    assertVisible(profile?.hiddenAt ? 'hidden' : (profile?.visibility ?? 'public'), no, viewer);
    const isOther = viewer !== undefined && viewer.no !== no;
    const myReview = isOther ? row.myReview : null;
    return presentProfile({
      user: row.user,
      profile,
      items: row.items,
      links: row.links,
      counts: countsFromRead(row),
      // Experience is kept with the points account (F10.2); no account yet means none earned.
      earned: row.earned,
      trustLevel: trustLevelOf(row.user.createdAt, row.trustCounts, new Date()),
      viewer: {
        isMe: viewer?.no === no,
        isFollowing: isOther && row.isFollowing,
        myReview,
        canReview: isOther && (myReview !== null || row.workedTogether),
      },
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
      'resumeSummary',
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
        const matchInputs = [
          'mainJobDetail',
          'subJobDetail',
          'skillLevel',
          'region',
          'techStacks',
          'visibility',
        ];
        if (matchInputs.some((key) => input[key as keyof TProfileUpdate] !== undefined))
          await recordEvent(tx, 'profile.updated', { userNo: user.no }, { actorNo: user.no });
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

  const readActivity = prepareActivityRead(db);

  /** What exists so far; posts, projects and comments join as their features land. */
  async function activityCounts(no: number, viewer: Viewer) {
    const [row] = await readActivity.execute({ no });
    if (!row) throw new AppError('NOT_FOUND', { message: 'There is no such person.' });
    const { visibility, ...counts } = row;
    assertVisible(visibility, no, viewer);
    return counts;
  }

  return { getProfile, updateProfile, activityCounts };
}

export type ProfileService = ReturnType<typeof createProfileService>;
