import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  type TimeCursor as Cursor,
  decodeTimeCursor as decodeCursor,
  encodeTimeCursor as encodeCursor,
  exactTime,
  keysetPage,
  olderThan,
} from '../../db/cursor';
import { recordEvent } from '../../events/outbox';
import { AppError } from '../../http/errors';
import type { AuthUser } from '../auth';
import { personColumns, users } from '../auth';
import { activeUser, assertProfileVisible, type Viewer } from './profiles.access';
import './profiles.events';
import { presentFollower } from './profiles.presenter';
import { countsOf } from './profiles.queries';
import { follows } from './profiles.tables';

type PageQuery = { cursor?: string | undefined; limit: number };

/** Following people (F3.3): follow, unfollow, and the two lists, newest first. */
export function createFollowService(deps: { db: Database }) {
  const { db } = deps;

  async function personPage(
    no: number,
    viewer: Viewer,
    direction: 'followers' | 'following',
    query: PageQuery,
  ) {
    await assertProfileVisible(db, no, viewer);
    const cursor: Cursor | undefined = decodeCursor(query.cursor);
    const mine = direction === 'followers' ? follows.followeeNo : follows.followerNo;
    const theirs = direction === 'followers' ? follows.followerNo : follows.followeeNo;
    const rows = await db
      .select({ ...personColumns, since: follows.createdAt, exactSince: exactTime(follows.createdAt) })
      .from(follows)
      .innerJoin(users, eq(users.no, theirs))
      .where(
        and(
          eq(mine, no),
          isNull(users.withdrawnAt),
          cursor ? olderThan(follows.createdAt, theirs, cursor) : undefined,
        ),
      )
      .orderBy(desc(follows.createdAt), desc(theirs))
      .limit(query.limit + 1);
    const [total] = await db.select({ n: count() }).from(follows).where(eq(mine, no));
    const { rows: page, nextCursor } = keysetPage(rows, query.limit, (last) =>
      encodeCursor({ at: last.exactSince, id: last.no }),
    );
    return {
      items: page.map(({ exactSince, ...row }) => presentFollower(row)),
      nextCursor,
      total: total?.n ?? 0,
    };
  }

  return {
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
      return { following: true, followers: (await countsOf(db, targetNo)).followers };
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
      return { following: false, followers: (await countsOf(db, targetNo)).followers };
    },

    followers: (no: number, viewer: Viewer, query: PageQuery) => personPage(no, viewer, 'followers', query),
    following: (no: number, viewer: Viewer, query: PageQuery) => personPage(no, viewer, 'following', query),
  };
}

export type FollowService = ReturnType<typeof createFollowService>;
