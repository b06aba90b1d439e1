import { ZBoothReplyInput } from '@sidecamp/domain';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { decodeIdCursor, encodeIdCursor, keysetPage } from '../../db/cursor';
import { AppError } from '../../http/errors';
import type { AuthUser } from '../auth';
import { personColumns, users } from '../auth';
import type { boothForumReplies, boothReviewReplies } from './booths.talk.tables';

/** Replies under reviews and forum threads: one shape, two tables. */
export type PageQuery = { cursor?: string | undefined; limit: number };
export type PersonRow = {
  no: number;
  nickname: string;
  img: string | null;
  mainJob: string | null;
  mainJobDetail: string | null;
};

export const author = (row: PersonRow) => ({
  no: row.no,
  nickname: row.nickname,
  img: row.img,
  mainJob: row.mainJob,
  mainJobDetail: row.mainJobDetail,
});
export const iso = (value: Date | string) => new Date(value).toISOString();
export const notFound = (what: string) => new AppError('NOT_FOUND', { message: `There is no such ${what}.` });

export type ReplyTable = typeof boothReviewReplies | typeof boothForumReplies;

export async function replyOf(db: Database, table: ReplyTable, id: number) {
  const [row] = await db
    .select({
      ...personColumns,
      id: table.id,
      body: table.body,
      createdAt: table.createdAt,
      updatedAt: table.updatedAt,
    })
    .from(table)
    .innerJoin(users, eq(users.no, table.userNo))
    .where(eq(table.id, id));
  if (!row) throw notFound('reply');
  return {
    id: row.id,
    author: author(row),
    body: row.body,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** Replies oldest first (a conversation reads down), paged by id. */
export async function repliesOf(
  db: Database,
  table: ReplyTable,
  parent: typeof boothReviewReplies.reviewId | typeof boothForumReplies.threadId,
  parentId: number,
  query: PageQuery,
) {
  const after = decodeIdCursor(query.cursor);
  const rows = await db
    .select({
      ...personColumns,
      id: table.id,
      body: table.body,
      createdAt: table.createdAt,
      updatedAt: table.updatedAt,
    })
    .from(table)
    .innerJoin(users, eq(users.no, table.userNo))
    .where(and(eq(parent, parentId), after ? gt(table.id, after) : undefined))
    .orderBy(asc(table.id))
    .limit(query.limit + 1);
  const { rows: page, nextCursor } = keysetPage(rows, query.limit, (last) => encodeIdCursor(last.id));
  return {
    items: page.map((row) => ({
      id: row.id,
      author: author(row),
      body: row.body,
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
    })),
    nextCursor,
  };
}

export async function editReply(
  db: Database,
  table: ReplyTable,
  user: AuthUser,
  replyId: number,
  raw: { body: string },
) {
  const { body } = ZBoothReplyInput.parse(raw);
  const [row] = await db.select({ userNo: table.userNo }).from(table).where(eq(table.id, replyId));
  if (!row) throw notFound('reply');
  if (row.userNo !== user.no)
    throw new AppError('FORBIDDEN', { message: 'Only its author can edit a reply.' });
  await db.update(table).set({ body, updatedAt: new Date() }).where(eq(table.id, replyId));
  return replyOf(db, table, replyId);
}
