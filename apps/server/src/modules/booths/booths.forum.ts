import { ZBoothReplyInput, ZBoothThreadInput } from '@sidecamp/domain';
import { and, desc, eq, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { decodeTimeCursor, encodeTimeCursor, exactTime, keysetPage } from '../../db/cursor';
import type { AuthUser, Viewer } from '../auth';
import { personColumns, users } from '../auth';
import { boothFor, publishedBooth } from './booths.access';
import {
  author,
  editReply,
  iso,
  notFound,
  type PageQuery,
  type PersonRow,
  repliesOf,
  replyOf,
} from './booths.replies';
import { boothForumReplies, boothForumThreads } from './booths.talk.tables';

/** The booth forum (F12.3): threads by latest activity, with replies. */
export function createBoothForumService(deps: { db: Database }) {
  const { db } = deps;

  return {
    async openThread(user: AuthUser, boothId: number, raw: { title: string; body: string }) {
      const input = ZBoothThreadInput.parse(raw);
      await publishedBooth(db, boothId, user);
      const [thread] = await db
        .insert(boothForumThreads)
        .values({ boothId, userNo: user.no, ...input })
        .returning({ id: boothForumThreads.id });
      return threadOf(db, thread?.id ?? 0);
    },

    async threads(viewer: Viewer, boothId: number, query: PageQuery) {
      await boothFor(db, boothId, viewer);
      const cursor = decodeTimeCursor(query.cursor);
      const rows = await db
        .select(threadColumns)
        .from(boothForumThreads)
        .innerJoin(users, eq(users.no, boothForumThreads.userNo))
        .where(
          and(
            eq(boothForumThreads.boothId, boothId),
            cursor
              ? or(
                  lt(boothForumThreads.lastActivityAt, sql`${cursor.at}::timestamptz`),
                  and(
                    eq(boothForumThreads.lastActivityAt, sql`${cursor.at}::timestamptz`),
                    lt(boothForumThreads.id, cursor.id),
                  ),
                )
              : undefined,
          ),
        )
        .orderBy(desc(boothForumThreads.lastActivityAt), desc(boothForumThreads.id))
        .limit(query.limit + 1);
      const { rows: page, nextCursor } = keysetPage(rows, query.limit, (last) =>
        encodeTimeCursor({ at: last.lastActivityText, id: last.id }),
      );
      return {
        items: page.map(presentThread),
        nextCursor,
      };
    },

    async thread(viewer: Viewer, threadId: number) {
      const found = await threadOf(db, threadId);
      await boothFor(db, found.boothId, viewer);
      return found;
    },

    async replyToThread(user: AuthUser, threadId: number, raw: { body: string }) {
      const { body } = ZBoothReplyInput.parse(raw);
      const { boothId } = await threadOf(db, threadId);
      const id = await db.transaction(async (tx) => {
        await publishedBooth(tx, boothId, user);
        await tx
          .update(boothForumThreads)
          .set({ replyCount: sql`${boothForumThreads.replyCount} + 1`, lastActivityAt: new Date() })
          .where(eq(boothForumThreads.id, threadId));
        const [reply] = await tx
          .insert(boothForumReplies)
          .values({ threadId, userNo: user.no, body })
          .returning({ id: boothForumReplies.id });
        return reply?.id ?? 0;
      });
      return replyOf(db, boothForumReplies, id);
    },

    async threadReplies(viewer: Viewer, threadId: number, query: PageQuery) {
      const found = await threadOf(db, threadId);
      await boothFor(db, found.boothId, viewer);
      return repliesOf(db, boothForumReplies, boothForumReplies.threadId, threadId, query);
    },

    async editThreadReply(user: AuthUser, replyId: number, raw: { body: string }) {
      return editReply(db, boothForumReplies, user, replyId, raw);
    },
  };
}

const threadColumns = {
  ...personColumns,
  id: boothForumThreads.id,
  boothId: boothForumThreads.boothId,
  title: boothForumThreads.title,
  body: boothForumThreads.body,
  replyCount: boothForumThreads.replyCount,
  lastActivityAt: boothForumThreads.lastActivityAt,
  lastActivityText: exactTime(boothForumThreads.lastActivityAt),
  createdAt: boothForumThreads.createdAt,
};
type ThreadRow = PersonRow & {
  id: number;
  boothId: number;
  title: string;
  body: string;
  replyCount: number;
  lastActivityAt: Date | string;
  createdAt: Date | string;
};
const presentThread = (row: ThreadRow) => ({
  id: row.id,
  boothId: row.boothId,
  author: author(row),
  title: row.title,
  body: row.body,
  replyCount: row.replyCount,
  lastActivityAt: iso(row.lastActivityAt),
  createdAt: iso(row.createdAt),
});

async function threadOf(db: Database, id: number) {
  const [row] = await db
    .select(threadColumns)
    .from(boothForumThreads)
    .innerJoin(users, eq(users.no, boothForumThreads.userNo))
    .where(eq(boothForumThreads.id, id));
  if (!row) throw notFound('thread');
  return presentThread(row);
}
