import { and, desc, eq, lt, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { decodeTimeCursor, encodeTimeCursor, keysetPage } from '../../db/cursor';
import { recordEvent } from '../../events/outbox';
import type { AuthUser } from '../auth';
import { personColumns, users } from '../auth';
import { exactTime, projectFor, type Viewer } from './projects.access';
import { presentFollower } from './projects.presenter';
import { projectBookmarks, projectFollows, projects } from './projects.tables';

type PageQuery = { cursor?: string | undefined; limit: number };

export type FollowService = ReturnType<typeof createFollowService>;

/** Following a project (public, counted, an event) and bookmarking it (private, silent). */
/**
 * Counts a follow (+1) or an unfollow (-1) once, with its event, and answers the follower count;
 * 0 (following twice, unfollowing what was not followed) changes nothing.
 */
async function countFollow(tx: Transaction, no: number, user: AuthUser, delta: 1 | -1 | 0): Promise<number> {
  if (delta !== 0) {
    await tx
      .update(projects)
      .set({ followerCount: sql`${projects.followerCount} + ${delta}` })
      .where(eq(projects.no, no));
    await recordEvent(
      tx,
      delta > 0 ? 'project.followed' : 'project.unfollowed',
      { projectNo: no, userNo: user.no },
      { actorNo: user.no },
    );
  }
  const [row] = await tx
    .select({ followerCount: projects.followerCount })
    .from(projects)
    .where(eq(projects.no, no));
  return row?.followerCount ?? 0;
}

export function createFollowService(deps: { db: Database }) {
  const { db } = deps;

  return {
    async follow(user: AuthUser, no: number) {
      return db.transaction(async (tx) => {
        await projectFor(tx, no, user);
        const inserted = await tx
          .insert(projectFollows)
          .values({ projectNo: no, userNo: user.no })
          .onConflictDoNothing()
          .returning({ at: projectFollows.createdAt });
        // Following twice is a no-op: the count and the event happen once.
        return {
          following: true,
          followerCount: await countFollow(tx, no, user, inserted.length > 0 ? 1 : 0),
        };
      });
    },

    async unfollow(user: AuthUser, no: number) {
      return db.transaction(async (tx) => {
        await projectFor(tx, no, user);
        const removed = await tx
          .delete(projectFollows)
          .where(and(eq(projectFollows.projectNo, no), eq(projectFollows.userNo, user.no)))
          .returning({ at: projectFollows.createdAt });
        return {
          following: false,
          followerCount: await countFollow(tx, no, user, removed.length > 0 ? -1 : 0),
        };
      });
    },

    async bookmark(user: AuthUser, no: number, on: boolean) {
      await projectFor(db, no, user);
      if (on)
        await db.insert(projectBookmarks).values({ projectNo: no, userNo: user.no }).onConflictDoNothing();
      else
        await db
          .delete(projectBookmarks)
          .where(and(eq(projectBookmarks.projectNo, no), eq(projectBookmarks.userNo, user.no)));
      return { bookmarked: on };
    },

    async followers(no: number, viewer: Viewer, query: PageQuery) {
      await projectFor(db, no, viewer);
      const cursor = decodeTimeCursor(query.cursor);
      const rows = await db
        .select({ ...personColumns, since: exactTime(projectFollows.createdAt) })
        .from(projectFollows)
        .innerJoin(users, eq(users.no, projectFollows.userNo))
        .where(
          and(
            eq(projectFollows.projectNo, no),
            cursor
              ? or(
                  lt(projectFollows.createdAt, sql`${cursor.at}::timestamptz`),
                  and(
                    eq(projectFollows.createdAt, sql`${cursor.at}::timestamptz`),
                    lt(projectFollows.userNo, cursor.id),
                  ),
                )
              : undefined,
          ),
        )
        .orderBy(desc(projectFollows.createdAt), desc(projectFollows.userNo))
        .limit(query.limit + 1);
      const [project] = await db
        .select({ followerCount: projects.followerCount })
        .from(projects)
        .where(eq(projects.no, no));
      const { rows: page, nextCursor } = keysetPage(rows, query.limit, (last) =>
        encodeTimeCursor({ at: last.since, id: last.no }),
      );
      return {
        items: page.map(presentFollower),
        nextCursor,
        total: project?.followerCount ?? 0,
      };
    },
  };
}
