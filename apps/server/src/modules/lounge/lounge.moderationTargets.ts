import { and, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import type { ModerationPreview, ModerationTarget } from '../../ports/moderationTargets';
import {
  hidePostByModerator,
  hideReplyByModerator,
  loungePreviews,
  restorePostByModerator,
  restoreReplyByModerator,
} from './lounge.moderated';
import { posts, replies } from './lounge.tables';

/** Lounge previews as the admins' queue shows them, opening the post (a reply's post). */
async function previewsOf(q: Queryable, type: 'post' | 'reply', ids: number[]) {
  const found = new Map<number, ModerationPreview>();
  for (const [id, preview] of await loungePreviews(q, type, ids))
    found.set(id, {
      preview: preview.text,
      author: preview.author,
      hidden: preview.hidden,
      link: `/lounge/posts/${preview.postId}`,
    });
  return found;
}

/** A published lounge post, reported by anyone who can read it. */
export const postModerationTarget: ModerationTarget = {
  type: 'post',
  authorOfVisible: async (q, id) => {
    const [row] = await q
      .select({ authorNo: posts.authorNo })
      .from(posts)
      .where(and(eq(posts.id, id), isNull(posts.hiddenAt), eq(posts.isDraft, false)));
    return row?.authorNo ?? null;
  },
  setHidden: (tx, id, adminNo) =>
    adminNo === null ? restorePostByModerator(tx, id) : hidePostByModerator(tx, id, adminNo),
  previews: (q, ids) => previewsOf(q, 'post', ids),
  authorLink: async (_q, id) => `/lounge/posts/${id}`,
};

/** A reply under a lounge post. */
export const replyModerationTarget: ModerationTarget = {
  type: 'reply',
  authorOfVisible: async (q, id) => {
    const [row] = await q
      .select({ authorNo: replies.authorNo })
      .from(replies)
      .where(and(eq(replies.id, id), isNull(replies.hiddenAt)));
    return row?.authorNo ?? null;
  },
  setHidden: (tx, id, adminNo) =>
    adminNo === null ? restoreReplyByModerator(tx, id) : hideReplyByModerator(tx, id, adminNo),
  previews: (q, ids) => previewsOf(q, 'reply', ids),
  authorLink: async (q, id) => {
    const [row] = await q.select({ postId: replies.postId }).from(replies).where(eq(replies.id, id));
    return row ? `/lounge/posts/${row.postId}` : null;
  },
};
