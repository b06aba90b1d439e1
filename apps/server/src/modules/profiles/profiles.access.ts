import { and, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { AppError } from '../../http/errors';
import type { AuthUser } from '../auth';
import { users } from '../auth';
import { profiles } from './profiles.tables';

/** The viewer of a profile: nobody, or a logged-in user. */
export type Viewer = AuthUser | undefined;

type UserRow = typeof users.$inferSelect;

/** A person who has not withdrawn; 404 otherwise. */
export async function activeUser(tx: Queryable, no: number): Promise<UserRow> {
  const [user] = await tx
    .select()
    .from(users)
    .where(and(eq(users.no, no), isNull(users.withdrawnAt)))
    .limit(1);
  if (!user) throw new AppError('NOT_FOUND', { message: 'There is no such person.' });
  return user;
}

/** Applies the owner's privacy choice: private profiles are for the owner, member-only ones need a log-in. */
export function assertVisible(visibility: string, owner: number, viewer: Viewer) {
  if (viewer?.no === owner) return;
  // Hidden by an admin: the same answer as a profile that does not exist.
  if (visibility === 'hidden') throw new AppError('NOT_FOUND', { message: 'This profile is unavailable.' });
  if (visibility === 'private') throw new AppError('FORBIDDEN', { message: 'This profile is private.' });
  if (visibility === 'members' && !viewer) {
    throw new AppError('UNAUTHENTICATED', {
      message: 'This profile is visible to logged-in members only.',
    });
  }
}

/** For the lists hanging off a profile (followers, reviews, activity): its owner must exist and be visible. */
export async function assertProfileVisible(tx: Queryable, no: number, viewer: Viewer) {
  const owner = await activeUser(tx, no);
  const [profile] = await tx
    .select({ visibility: profiles.visibility, hiddenAt: profiles.hiddenAt })
    .from(profiles)
    .where(eq(profiles.userNo, no));
  assertVisible(profile?.hiddenAt ? 'hidden' : (profile?.visibility ?? 'public'), owner.no, viewer);
}
