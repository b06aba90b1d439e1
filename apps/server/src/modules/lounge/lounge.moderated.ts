import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { users } from '../auth';
import { posts, replies } from './lounge.tables';

/**
 * What the moderation module may do to lounge content, through the lounge's face: hide a post or
 * reply (it leaves every lounge list, search and, with the feed's own call, the timelines) and
 * bring it back. Each returns the author, or null when there is no such content.
 */
export type ModeratedContent = { authorNo: number; wasHidden: boolean };

export async function hidePostByModerator(tx: Queryable, id: number, adminNo: number) {
  return setPostHidden(tx, id, adminNo);
}

export async function restorePostByModerator(tx: Queryable, id: number) {
  return setPostHidden(tx, id, null);
}

export async function hideReplyByModerator(tx: Queryable, id: number, adminNo: number) {
  return setReplyHidden(tx, id, adminNo);
}

export async function restoreReplyByModerator(tx: Queryable, id: number) {
  return setReplyHidden(tx, id, null);
}

async function setPostHidden(
  tx: Queryable,
  id: number,
  adminNo: number | null,
): Promise<ModeratedContent | null> {
  const [row] = await tx
    .select({ authorNo: posts.authorNo, hiddenAt: posts.hiddenAt })
    .from(posts)
    .where(eq(posts.id, id))
    .for('update');
  if (!row) return null;
  await tx
    .update(posts)
    .set(adminNo === null ? { hiddenAt: null, hiddenBy: null } : { hiddenAt: sql`now()`, hiddenBy: adminNo })
    .where(and(eq(posts.id, id), adminNo === null ? isNotNull(posts.hiddenAt) : isNull(posts.hiddenAt)));
  return { authorNo: row.authorNo, wasHidden: row.hiddenAt !== null };
}

async function setReplyHidden(
  tx: Queryable,
  id: number,
  adminNo: number | null,
): Promise<ModeratedContent | null> {
  const [row] = await tx
    .select({ authorNo: replies.authorNo, hiddenAt: replies.hiddenAt })
    .from(replies)
    .where(eq(replies.id, id))
    .for('update');
  if (!row) return null;
  await tx
    .update(replies)
    .set(adminNo === null ? { hiddenAt: null, hiddenBy: null } : { hiddenAt: sql`now()`, hiddenBy: adminNo })
    .where(
      and(eq(replies.id, id), adminNo === null ? isNotNull(replies.hiddenAt) : isNull(replies.hiddenAt)),
    );
  return { authorNo: row.authorNo, wasHidden: row.hiddenAt !== null };
}

export type LoungePreview = {
  text: string;
  author: { no: number; nickname: string };
  hidden: boolean;
  /** The post to open (a reply's post). */
  postId: number;
};

/** Previews of reported posts and replies for the admins' queue, by id. */
export async function loungePreviews(
  q: Queryable,
  targetType: 'post' | 'reply',
  ids: number[],
): Promise<Map<number, LoungePreview>> {
  const found = new Map<number, LoungePreview>();
  if (ids.length === 0) return found;
  if (targetType === 'post') {
    const rows = await q
      .select({
        id: posts.id,
        title: posts.title,
        bodyText: posts.bodyText,
        hiddenAt: posts.hiddenAt,
        no: users.no,
        nickname: users.nickname,
      })
      .from(posts)
      .innerJoin(users, eq(users.no, posts.authorNo))
      .where(inArray(posts.id, ids));
    for (const row of rows)
      found.set(row.id, {
        text: [row.title, row.bodyText]
          .filter((part) => part.trim() !== '')
          .join(' — ')
          .slice(0, 300),
        author: { no: row.no, nickname: row.nickname },
        hidden: row.hiddenAt !== null,
        postId: row.id,
      });
  } else {
    const rows = await q
      .select({
        id: replies.id,
        body: replies.body,
        postId: replies.postId,
        hiddenAt: replies.hiddenAt,
        no: users.no,
        nickname: users.nickname,
      })
      .from(replies)
      .innerJoin(users, eq(users.no, replies.authorNo))
      .where(inArray(replies.id, ids));
    for (const row of rows)
      found.set(row.id, {
        text: row.body.slice(0, 300),
        author: { no: row.no, nickname: row.nickname },
        hidden: row.hiddenAt !== null,
        postId: row.postId,
      });
  }
  return found;
}
